import crypto from 'node:crypto';

/** hex(HMAC-SHA256(secret, `${timestamp}.${rawBody}`)): the protocol's signature (contracts/deposits.ts). */
export function hmacSignature(secret: string, timestamp: string, rawBody: string): string {
  return crypto.createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** Constant-time comparison of a received hex signature. */
export function hmacMatches(
  secret: string,
  timestamp: string,
  rawBody: string,
  signature: string,
): boolean {
  if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(hmacSignature(secret, timestamp, rawBody), 'hex');
  return crypto.timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
