import crypto from 'node:crypto';

/**
 * The HMAC of the protocol: hex(HMAC-SHA256(secret, `${timestamp}.${rawBody}`)), sent in
 * X-Signature beside X-Timestamp (unix seconds). The platform implements the same rule on its side.
 */
export function signBody(secret: string, timestamp: string, rawBody: string): string {
  return crypto.createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** Constant-time check of a received signature. */
export function signatureMatches(
  secret: string,
  timestamp: string,
  rawBody: string,
  signature: string,
): boolean {
  const expected = Buffer.from(signBody(secret, timestamp, rawBody), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** Headers for a signed JSON request. */
export function signedHeaders(secret: string, rawBody: string): Record<string, string> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  return {
    'content-type': 'application/json',
    'x-timestamp': timestamp,
    'x-signature': signBody(secret, timestamp, rawBody),
  };
}
