import { z } from 'zod';

/**
 * Per-vendor fault switches for tests. They act on both directions where that makes sense:
 * - delayMs: every vendor-API answer and every wallet call waits this long first;
 * - timeout: the vendor API never answers (nor acts); wallet calls are sent but their answers
 *   ignored, so the simulator follows the protocol's "unknown result" path (retry with the same
 *   ids, then roll the bet back);
 * - lostAnswer: the vendor API acts on the request (a transfer is done) but never answers, so the
 *   platform must find out with /transfer/status;
 * - duplicateDelivery: each wallet call is sent twice, concurrently;
 * - rollbackBeforeBet: each bet is preceded by a rollback of its transaction id;
 * - outOfOrderWin: the win is sent before its bet (then again after it);
 * - wrongSignature: wallet calls are signed with a wrong key.
 */
export const ZChaosSettings = z.object({
  delayMs: z.number().int().min(0).max(120_000).default(0),
  timeout: z.boolean().default(false),
  lostAnswer: z.boolean().default(false),
  duplicateDelivery: z.boolean().default(false),
  rollbackBeforeBet: z.boolean().default(false),
  outOfOrderWin: z.boolean().default(false),
  wrongSignature: z.boolean().default(false),
});
export type ChaosSettings = z.infer<typeof ZChaosSettings>;
export type ChaosInput = z.input<typeof ZChaosSettings>;

export const NO_CHAOS: ChaosSettings = Object.freeze(ZChaosSettings.parse({}));

/** Chaos per vendor code. Setting replaces the vendor's switches (unset ones are off). */
export class ChaosBoard {
  private readonly byVendor = new Map<string, ChaosSettings>();

  get(code: string): ChaosSettings {
    return this.byVendor.get(code) ?? NO_CHAOS;
  }

  set(code: string, input: ChaosInput): ChaosSettings {
    const settings = ZChaosSettings.parse(input);
    this.byVendor.set(code, settings);
    return settings;
  }

  /** Clears one vendor's switches, or every vendor's. */
  reset(code?: string): void {
    if (code) this.byVendor.delete(code);
    else this.byVendor.clear();
  }

  /** Names of the switches that are on (for the call log). */
  static active(settings: ChaosSettings): string[] {
    return Object.entries(settings)
      .filter(([, value]) => value !== false && value !== 0)
      .map(([key, value]) => (typeof value === 'number' ? `${key}=${value}` : key));
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
