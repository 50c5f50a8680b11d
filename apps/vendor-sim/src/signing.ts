import crypto from 'node:crypto';

/** The protocol's signature: hex HMAC-SHA256 of the exact raw body, keyed with the shared secret. */
export function signBody(secret: string, rawBody: string): string {
  return crypto.createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

/** Constant-time check of a received X-Signature. */
export function signatureMatches(secret: string, rawBody: string, signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-fA-F]{64}$/.test(signature)) return false;
  const expected = Buffer.from(signBody(secret, rawBody), 'hex');
  return crypto.timingSafeEqual(Buffer.from(signature, 'hex'), expected);
}
