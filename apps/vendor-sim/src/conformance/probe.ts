import crypto from 'node:crypto';
import {
  VENDOR_HEADERS,
  VENDOR_WALLET_BASE,
  WALLET_API_PATHS,
  ZVendorErrorAnswer,
  ZWalletBalanceAnswer,
  ZWalletSessionAnswer,
  ZWalletTransactionAnswer,
} from '@lw/contracts';
import { signBody } from '../signing.js';

export type WalletPath = (typeof WALLET_API_PATHS)[keyof typeof WALLET_API_PATHS];

/** An answer as the suite sees it: the status and every field, loosely typed. */
export interface ProbeAnswer {
  status: string;
  balance?: number;
  currency?: string;
  platformTransactionId?: string;
  playerId?: string;
  [key: string]: unknown;
}

/** A rule's failure, with what was expected and what came back. */
export class RuleFailure extends Error {}

export function expect(condition: unknown, detail: string): asserts condition {
  if (!condition) throw new RuleFailure(detail);
}

export interface SendOptions {
  /** Sign with this secret instead of the vendor's. */
  secret?: string;
  /** Send no X-Signature at all. */
  unsigned?: boolean;
  /** Send this raw body (signed as is) instead of the JSON of the body. */
  raw?: string;
  /** Sign this text but send the body (a tampered request). */
  signOver?: string;
}

export interface ProbeOptions {
  platformUrl: string;
  code: string;
  secret: string;
  timeoutMs: number;
}

/**
 * The suite's client of the wallet API: signs like a vendor, and insists that every answer is
 * HTTP 200 and matches the protocol's schema for its status.
 */
export class WalletProbe {
  private seq = 0;
  readonly runId = crypto.randomBytes(4).toString('hex');

  constructor(private readonly options: ProbeOptions) {}

  /** A fresh id for this run: `cf<run>-<label>-<n>`. */
  id(label: string): string {
    return `cf${this.runId}-${label}-${++this.seq}`;
  }

  async send(path: WalletPath, body: unknown, send: SendOptions = {}): Promise<ProbeAnswer> {
    const raw = send.raw ?? JSON.stringify(body);
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      [VENDOR_HEADERS.vendor]: this.options.code,
    };
    if (!send.unsigned) {
      headers[VENDOR_HEADERS.signature] = signBody(
        send.secret ?? this.options.secret,
        send.signOver ?? raw,
      );
    }
    const url = `${this.options.platformUrl}${VENDOR_WALLET_BASE}/${encodeURIComponent(this.options.code)}${path}`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers,
        body: raw,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (err) {
      throw new RuleFailure(
        `${path}: no answer (${err instanceof Error ? err.message : String(err)})`,
      );
    }
    const text = await response.text();
    expect(
      response.status === 200,
      `${path}: HTTP ${response.status} (the protocol answers 200): ${text.slice(0, 200)}`,
    );
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch {
      throw new RuleFailure(`${path}: the answer is not JSON: ${text.slice(0, 200)}`);
    }
    const status = (answer as { status?: unknown } | null)?.status;
    const schema =
      status !== 'OK'
        ? ZVendorErrorAnswer
        : path === WALLET_API_PATHS.session
          ? ZWalletSessionAnswer
          : path === WALLET_API_PATHS.balance
            ? ZWalletBalanceAnswer
            : ZWalletTransactionAnswer;
    const parsed = schema.safeParse(answer);
    expect(
      parsed.success,
      `${path}: the answer does not match the protocol: ${text.slice(0, 300)}`,
    );
    return answer as ProbeAnswer;
  }

  /** The player's balance through /balance. */
  async balance(playerId: string): Promise<number> {
    const answer = await this.send(WALLET_API_PATHS.balance, { playerId });
    expect(answer.status === 'OK', `/balance answered ${answer.status}`);
    return answer.balance!;
  }
}

/** "expected X, got Y" for an answer. */
export function describe(answer: ProbeAnswer): string {
  const { status, balance, platformTransactionId } = answer;
  return JSON.stringify({ status, balance, platformTransactionId });
}
