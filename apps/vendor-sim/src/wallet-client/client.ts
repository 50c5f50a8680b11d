import {
  VENDOR_HEADERS,
  VENDOR_WALLET_BASE,
  WALLET_API_PATHS,
  ZVendorErrorAnswer,
  ZWalletBalanceAnswer,
  ZWalletBalanceRequest,
  ZWalletBetRequest,
  ZWalletBetWinRequest,
  ZWalletRollbackRequest,
  ZWalletSessionAnswer,
  ZWalletSessionRequest,
  ZWalletTransactionAnswer,
  ZWalletWinRequest,
  type TVendorErrorAnswer,
  type TWalletBalanceAnswer,
  type TWalletSessionAnswer,
  type TWalletTransactionAnswer,
} from '@lw/contracts';
import type { z } from 'zod';
import { ChaosBoard, sleep, type ChaosSettings } from '../chaos.js';
import { signBody } from '../signing.js';
import type { CallLog } from './call-log.js';

/** The wallet calls, with the schemas of their request and their OK answer. */
const CALLS = {
  session: { req: ZWalletSessionRequest, ok: ZWalletSessionAnswer },
  balance: { req: ZWalletBalanceRequest, ok: ZWalletBalanceAnswer },
  bet: { req: ZWalletBetRequest, ok: ZWalletTransactionAnswer },
  win: { req: ZWalletWinRequest, ok: ZWalletTransactionAnswer },
  betWin: { req: ZWalletBetWinRequest, ok: ZWalletTransactionAnswer },
  rollback: { req: ZWalletRollbackRequest, ok: ZWalletTransactionAnswer },
} as const;
export type WalletCall = keyof typeof CALLS;
type OkAnswer<C extends WalletCall> = C extends 'session'
  ? TWalletSessionAnswer
  : C extends 'balance'
    ? TWalletBalanceAnswer
    : TWalletTransactionAnswer;
export type WalletRequest<C extends WalletCall> = z.input<(typeof CALLS)[C]['req']>;

/** What a wallet call came to: an answer (OK or a refusal) or an unknown result. */
export type WalletResult<C extends WalletCall> =
  | { kind: 'ok'; answer: OkAnswer<C> }
  | { kind: 'refused'; answer: TVendorErrorAnswer }
  | { kind: 'unknown'; reason: string };

export interface WalletClientOptions {
  platformUrl: string;
  vendorCode: string;
  secret: string;
  chaos: () => ChaosSettings;
  log: CallLog;
  /** The protocol promises an answer within 3 s; later means unknown. */
  timeoutMs?: number;
}

/**
 * Signed calls to the platform's wallet API for one vendor. Applies the vendor's chaos switches
 * (delay, timeout, duplicate delivery, wrong signature) and logs every call. It never retries by
 * itself: retry policy belongs to the round flow.
 */
export class WalletClient {
  constructor(private readonly options: WalletClientOptions) {}

  async call<C extends WalletCall>(
    call: C,
    body: WalletRequest<C>,
    attempt = 1,
  ): Promise<WalletResult<C>> {
    const spec = CALLS[call];
    const request = spec.req.parse(body);
    const chaos = this.options.chaos();
    if (chaos.delayMs > 0) await sleep(chaos.delayMs);
    const raw = JSON.stringify(request);
    const secret = chaos.wrongSignature ? `wrong-${this.options.secret}` : this.options.secret;
    const path = WALLET_API_PATHS[call];
    const send = (duplicate: boolean) =>
      this.send<C>(call, path, raw, secret, chaos, attempt, duplicate);
    if (chaos.duplicateDelivery) {
      const [first] = await Promise.all([send(false), send(true)]);
      return first;
    }
    return send(false);
  }

  private async send<C extends WalletCall>(
    call: C,
    path: string,
    raw: string,
    secret: string,
    chaos: ChaosSettings,
    attempt: number,
    duplicate: boolean,
  ): Promise<WalletResult<C>> {
    const started = Date.now();
    const url = `${this.options.platformUrl}${VENDOR_WALLET_BASE}/${encodeURIComponent(this.options.vendorCode)}${path}`;
    let httpStatus: number | null = null;
    let answer: unknown = null;
    let error: string | null = null;
    let result: WalletResult<C>;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [VENDOR_HEADERS.vendor]: this.options.vendorCode,
          [VENDOR_HEADERS.signature]: signBody(secret, raw),
        },
        body: raw,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 3000),
      });
      httpStatus = response.status;
      const text = await response.text();
      answer = safeJson(text) ?? text;
      result = this.classify(call, httpStatus, answer);
      if (result.kind === 'unknown') error = result.reason;
    } catch (err) {
      error = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
      result = { kind: 'unknown', reason: error };
    }
    if (chaos.timeout && result.kind !== 'unknown') {
      result = { kind: 'unknown', reason: 'timed out (chaos: answer ignored)' };
    }
    this.options.log.add({
      vendor: this.options.vendorCode,
      path,
      request: JSON.parse(raw) as unknown,
      attempt,
      duplicate,
      httpStatus,
      answer,
      error,
      outcome: result.kind === 'unknown' ? 'unknown' : 'answered',
      chaos: ChaosBoard.active(chaos),
      startedAt: new Date(started).toISOString(),
      ms: Date.now() - started,
    });
    return result;
  }

  private classify<C extends WalletCall>(
    call: C,
    httpStatus: number,
    answer: unknown,
  ): WalletResult<C> {
    if (httpStatus !== 200) return { kind: 'unknown', reason: `HTTP ${httpStatus}` };
    const ok = CALLS[call].ok.safeParse(answer);
    if (ok.success) return { kind: 'ok', answer: ok.data as OkAnswer<C> };
    const refused = ZVendorErrorAnswer.safeParse(answer);
    if (!refused.success) return { kind: 'unknown', reason: 'malformed answer' };
    // INTERNAL_ERROR means "try again": the result is unknown.
    if (refused.data.status === 'INTERNAL_ERROR')
      return { kind: 'unknown', reason: 'INTERNAL_ERROR' };
    return { kind: 'refused', answer: refused.data };
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
