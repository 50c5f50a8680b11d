import { VENDOR_HEADERS } from '@lw/contracts';
import crypto from 'node:crypto';

/** A vendor-API call that did not give a usable answer (transport, HTTP status, not JSON). */
export class VendorCallError extends Error {}

/** Hex HMAC-SHA256 of the exact raw body, keyed with the shared secret (vendor protocol). */
export function signBody(secret: string, rawBody: string): string {
  return crypto.createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

/** Constant-time check of a protocol signature. */
export function signatureMatches(secret: string, rawBody: string, signature: string): boolean {
  const expected = Buffer.from(signBody(secret, rawBody), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/i.test(signature) ? signature : '', 'hex');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

export interface VendorCallTarget {
  baseUrl: string;
  secret: string;
}

/**
 * POSTs `body` to `{baseUrl}{path}` signed with the vendor's secret, `X-Operator` naming us, and
 * answers the parsed JSON. Bounded by `timeoutMs`; anything but HTTP 200 with JSON throws
 * VendorCallError (the protocol's "unknown result").
 */
export async function callVendor(
  vendor: VendorCallTarget,
  path: string,
  body: unknown,
  options: { operatorCode: string; timeoutMs?: number; maxBytes?: number },
): Promise<unknown> {
  const raw = JSON.stringify(body);
  const url = vendor.baseUrl.replace(/\/+$/, '') + path;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [VENDOR_HEADERS.operator]: options.operatorCode,
        [VENDOR_HEADERS.signature]: signBody(vendor.secret, raw),
      },
      body: raw,
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      redirect: 'error',
    });
  } catch (err) {
    throw new VendorCallError(`${path}: ${(err as Error).message}`);
  }
  if (response.status !== 200) {
    await response.body?.cancel().catch(() => undefined);
    throw new VendorCallError(`${path}: HTTP ${response.status}`);
  }
  const text = await response.text();
  if (text.length > (options.maxBytes ?? 20 * 1024 * 1024)) {
    throw new VendorCallError(`${path}: answer too large`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new VendorCallError(`${path}: answer is not JSON`);
  }
}
