import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** A fresh authenticator secret (Base32, 160 bits: what authenticator apps expect). */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth URL an authenticator app scans, and its QR code as a PNG data URL. */
export async function totpEnrolment(
  secret: string,
  issuer: string,
  label: string,
): Promise<{ otpauthUrl: string; qrCode: string }> {
  const otpauthUrl = generateURI({ issuer, label, secret });
  return { otpauthUrl, qrCode: await QRCode.toDataURL(otpauthUrl) };
}

/**
 * True when `code` is the current 6-digit code of `secret`, or the one of the step before or
 * after (phone clocks drift; ±30 seconds).
 */
export async function totpCodeIsValid(secret: string, code: string): Promise<boolean> {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return false;
  try {
    return (await verify({ secret, token, epochTolerance: 30 })).valid;
  } catch {
    // A secret otplib refuses (too short, not Base32) matches nothing.
    return false;
  }
}
