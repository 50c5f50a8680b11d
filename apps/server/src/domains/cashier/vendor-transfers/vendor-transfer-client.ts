import crypto from 'node:crypto';
import type { TransferVendor } from './transfer-vendors.js';

/**
 * What one call to the vendor established. 'unknown' is every answer that does not prove the
 * outcome (timeout, transport error, non-200, INTERNAL_ERROR, unreadable body): the caller keeps
 * the money held and asks again with the same transferId.
 */
export type VendorCallResult =
  | { outcome: 'done'; balance: number | null }
  | { outcome: 'failed'; code: string }
  | { outcome: 'unknown'; error: string };

export type VendorStatusResult =
  { state: 'done' | 'failed' | 'unknown' } | { state: 'error'; error: string };

/**
 * The vendor's own figure for a player's wallet (vendor-protocol /player/balance), or why there
 * is none: anything but a well-formed OK answer is an error, never a guess.
 */
export type VendorBalanceResult =
  { ok: true; balance: number; currency: string } | { ok: false; error: string };

export interface VendorTransferCall {
  transferId: string;
  playerId: string;
  amount: number;
  currency: string;
}

/**
 * The vendor side of transfer mode (vendor-protocol: /transfer/in, /transfer/out,
 * /transfer/status, /player/balance).
 */
export interface VendorTransferClient {
  transfer(
    vendor: TransferVendor,
    direction: 'in' | 'out',
    call: VendorTransferCall,
  ): Promise<VendorCallResult>;
  status(vendor: TransferVendor, transferId: string): Promise<VendorStatusResult>;
  balance(vendor: TransferVendor, playerId: string): Promise<VendorBalanceResult>;
}

/** Vendor answers that do not settle anything: the vendor itself says "retry". */
const NOT_A_DECISION = new Set(['INTERNAL_ERROR', 'DUPLICATE_TRANSACTION_MISMATCH']);

/** Signs the exact raw body with the vendor's secret (hex HMAC-SHA256). */
export function signBody(secret: string, rawBody: string): string {
  return crypto.createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** The real client: signed JSON POSTs with a timeout. */
export class HttpVendorTransferClient implements VendorTransferClient {
  constructor(private readonly timeoutMs = 5_000) {}

  async transfer(
    vendor: TransferVendor,
    direction: 'in' | 'out',
    call: VendorTransferCall,
  ): Promise<VendorCallResult> {
    const answer = await this.post(vendor, `/transfer/${direction}`, { ...call });
    if ('error' in answer) return { outcome: 'unknown', error: answer.error };
    const status = answer.body.status;
    if (status === 'OK') {
      const balance = answer.body.balance;
      return { outcome: 'done', balance: Number.isSafeInteger(balance) ? Number(balance) : null };
    }
    if (typeof status !== 'string' || NOT_A_DECISION.has(status)) {
      return { outcome: 'unknown', error: `vendor answered ${String(status)}` };
    }
    return { outcome: 'failed', code: status };
  }

  async status(vendor: TransferVendor, transferId: string): Promise<VendorStatusResult> {
    const answer = await this.post(vendor, '/transfer/status', { transferId });
    if ('error' in answer) return { state: 'error', error: answer.error };
    const { status, state } = answer.body;
    if (status === 'OK' && (state === 'done' || state === 'failed' || state === 'unknown')) {
      return { state };
    }
    return { state: 'error', error: `vendor answered ${String(status)} ${String(state)}` };
  }

  async balance(vendor: TransferVendor, playerId: string): Promise<VendorBalanceResult> {
    const answer = await this.post(vendor, '/player/balance', { playerId });
    if ('error' in answer) return { ok: false, error: answer.error };
    const { status, balance, currency } = answer.body;
    if (status !== 'OK') return { ok: false, error: `vendor answered ${String(status)}` };
    if (!Number.isSafeInteger(balance) || Number(balance) < 0 || typeof currency !== 'string') {
      return { ok: false, error: 'vendor answered a malformed balance' };
    }
    return { ok: true, balance: Number(balance), currency };
  }

  private async post(
    vendor: TransferVendor,
    path: string,
    payload: Record<string, unknown>,
  ): Promise<{ body: Record<string, unknown> } | { error: string }> {
    const raw = JSON.stringify(payload);
    try {
      const res = await fetch(new URL(path.slice(1), withSlash(vendor.baseUrl)), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-operator': vendor.operatorCode,
          'x-signature': signBody(vendor.secret, raw),
        },
        body: raw,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      const text = await res.text();
      if (res.status !== 200) return { error: `HTTP ${res.status}` };
      const body: unknown = JSON.parse(text);
      if (body === null || typeof body !== 'object') return { error: 'answer is not an object' };
      return { body: body as Record<string, unknown> };
    } catch (err) {
      return { error: err instanceof Error ? `${err.name}: ${err.message}` : String(err) };
    }
  }
}

function withSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}
