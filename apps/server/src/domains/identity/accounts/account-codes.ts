import crypto from 'node:crypto';

// No 0/O or 1/I: codes are read aloud and typed from screenshots.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random invitation or referral code, e.g. 'K7QM2XPA'. */
export function newAccountCode(length = 8): string {
  const bytes = crypto.randomBytes(length);
  let code = '';
  for (const b of bytes) code += ALPHABET[b % ALPHABET.length];
  return code;
}

/** 08*****678 / s***@mail.com: enough for the owner to recognise, useless to a shoulder-surfer. */
export function maskMobile(mobile: string | null): string | null {
  if (!mobile) return null;
  if (mobile.length <= 5) return `${mobile.slice(0, 1)}****`;
  return `${mobile.slice(0, 2)}${'*'.repeat(mobile.length - 5)}${mobile.slice(-3)}`;
}

export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}
