import { RuleFailure, WalletProbe } from './conformance/probe.js';
import { RULES } from './conformance/rules/index.js';
import type { Player } from './conformance/helpers.js';

export type { Player as ConformancePlayer } from './conformance/helpers.js';

export interface ConformanceOptions {
  /** The platform's base URL, e.g. http://127.0.0.1:3000 (the suite calls /api/vendor/v1/{code}/…). */
  platformUrl: string;
  /** A vendor registered on the platform, with its shared secret and currency. */
  vendor: { code: string; secret: string; currency: string };
  /** A game of that vendor the platform knows. */
  gameCode: string;
  /**
   * A fresh player with a live launch token for this vendor and a balance in the vendor's
   * currency (at least 1,000 minor units; 100,000 or more is best). Called once per rule.
   */
  newPlayer: () => Promise<Player>;
  /** Ends the player's session so the token is expired (optional; see rule token.bet-only). */
  expireToken?: (player: Player) => Promise<void>;
  /** A currency the player does not hold (default USD, or EUR when the vendor's is USD). */
  otherCurrency?: string;
  /** A game code the platform does not know (default a made-up one). */
  unknownGameCode?: string;
  /** Only the rules with these names. */
  only?: readonly string[];
  /** Per-call timeout in ms (default 5000). */
  timeoutMs?: number;
}

/** The outcome of one rule. */
export interface ConformanceResult {
  rule: string;
  passed: boolean;
  detail: string;
}

/** The names of the rules, in the order they run. */
export const CONFORMANCE_RULES: readonly string[] = RULES.map((r) => r.name);

/**
 * Exercises every rule of the wallet API (spec/vendor-protocol.md) against a running platform as
 * the given vendor, and answers one result per rule. Rules run one after another, each on its own
 * fresh player; a rule that throws something other than a rule failure is reported failed too.
 */
export async function runWalletConformance(
  options: ConformanceOptions,
): Promise<ConformanceResult[]> {
  const probe = new WalletProbe({
    platformUrl: options.platformUrl.replace(/\/+$/, ''),
    code: options.vendor.code,
    secret: options.vendor.secret,
    timeoutMs: options.timeoutMs ?? 5000,
  });
  const context = {
    probe,
    currency: options.vendor.currency,
    otherCurrency: options.otherCurrency ?? (options.vendor.currency === 'USD' ? 'EUR' : 'USD'),
    gameCode: options.gameCode,
    unknownGameCode: options.unknownGameCode ?? `NO_SUCH_GAME_${probe.runId}`,
    newPlayer: options.newPlayer,
    ...(options.expireToken ? { expireToken: options.expireToken } : {}),
  };
  const results: ConformanceResult[] = [];
  for (const rule of RULES) {
    if (options.only && !options.only.includes(rule.name)) continue;
    try {
      results.push({ rule: rule.name, passed: true, detail: await rule.run(context) });
    } catch (err) {
      const detail = err instanceof RuleFailure ? err.message : `error: ${String(err)}`;
      results.push({ rule: rule.name, passed: false, detail });
    }
  }
  return results;
}
