import crypto from 'node:crypto';

/**
 * The transferId sent to the vendor, derived from who clicked what: a doubled or retried submit
 * (same member, same requestId, same vendor) finds the same row instead of moving money twice,
 * and two members can never collide by choosing the same requestId.
 */
export function vendorTransferIdFor(accountId: number, requestId: string, vendor: string): string {
  return crypto
    .createHash('sha256')
    .update(`${accountId}:${requestId.toLowerCase()}:${vendor}`)
    .digest('hex')
    .slice(0, 32);
}

/** Ledger idempotency keys of the three money steps of one vendor transfer. */
export const vendorTransferKeys = {
  hold: (transferId: string) => `vt:${transferId}:hold`,
  settle: (transferId: string) => `vt:${transferId}:settle`,
  refund: (transferId: string) => `vt:${transferId}:refund`,
};

/** Wait before asking the vendor again: 15 s doubling up to 10 min; never giving up. */
export function retryDelayMs(attempts: number): number {
  return Math.min(10 * 60_000, 15_000 * 2 ** Math.max(0, attempts - 1));
}
