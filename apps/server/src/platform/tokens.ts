import crypto from 'node:crypto';

/** 256 random bits, URL-safe: the bearer token handed to a client once. */
export function newSessionToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so a database leak reveals no usable token. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** A readable random password for generated accounts (no look-alike characters). */
export function generatePassword(length = 16): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  const bytes = crypto.randomBytes(length);
  let out = '';
  for (const b of bytes) out += alphabet[b % alphabet.length];
  // Guarantee a letter and a digit for the operator password rule.
  return `${out.slice(0, length - 2)}a7`;
}
