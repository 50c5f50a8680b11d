import { z } from 'zod';
import { mulDiv, type TRoundingMode } from './money-arithmetic.js';
import { FUN_CURRENCY } from './vendor-protocol.js';

/**
 * The operator's valid-stake policy (site settings). Casino win/loss always counts the stake;
 * voided, refunded and trial (FUN) play always count 0; these fields decide the rest.
 */
export const ZValidStakePolicy = z.object({
  /** A push (stake returned, neither won nor lost): counts the stake, or 0. */
  push: z.enum(['count', 'zero']).default('zero'),
  /** Half-void handicap lines (half_win / half_loss): count half the stake, or the full stake. */
  halfLines: z.enum(['half', 'full']).default('half'),
  /**
   * Both-sides hedges (one member's stakes on two or more sides of one round or market, the
   * wager's `sides`): `net` counts only the net exposure (the largest side's stake less the
   * other sides', never below 0), `once` the largest side's stake, `none` nothing of the sided
   * stakes. Stakes with no side count as usual.
   */
  hedges: z.enum(['once', 'net', 'none']).default('once'),
  /** How half a stake in minor units rounds (money arithmetic of contracts). */
  halfRounding: z.enum(['floor', 'halfEven', 'halfUp']).default('floor'),
});
export type TValidStakePolicy = z.infer<typeof ZValidStakePolicy>;

export const DEFAULT_VALID_STAKE_POLICY: TValidStakePolicy = ZValidStakePolicy.parse({});

/** What `validStakeOf` needs of a wager. */
export interface TValidStakeInput {
  stake: number;
  currency: string;
  status: 'settled' | 'voided';
  result?: 'win' | 'loss' | 'push' | 'half_win' | 'half_loss' | 'void' | undefined;
  /** The stake by side, when the product tells sides (a live table's Player and Banker). */
  sides?: readonly { side: string; stake: number }[] | undefined;
}

/**
 * The part of the stake the hedge policy lets count: the whole stake unless two or more sides
 * hold stakes; then the unsided part plus, of the sided part, the net exposure (`net`), the
 * largest side (`once`) or nothing (`none`). Whole minor units, no rounding needed.
 */
export function hedgedStakeOf(
  stake: number,
  sides: TValidStakeInput['sides'],
  hedges: TValidStakePolicy['hedges'],
): number {
  const bySide = new Map<string, number>();
  for (const s of sides ?? []) {
    if (s.stake > 0) bySide.set(s.side, (bySide.get(s.side) ?? 0) + s.stake);
  }
  if (bySide.size < 2) return stake;
  const sided = Math.min(
    stake,
    [...bySide.values()].reduce((a, b) => a + b, 0),
  );
  const largest = Math.min(sided, Math.max(...bySide.values()));
  const counted =
    hedges === 'none' ? 0 : hedges === 'once' ? largest : Math.max(0, largest - (sided - largest));
  return stake - sided + counted;
}

/**
 * The one definition of a single wager's valid stake (minor units, 0 ≤ result ≤ stake).
 * A missing result on a settled wager is casino play (win or loss): the stake counts; a wager
 * with stakes on two or more sides counts by the hedge policy (`hedgedStakeOf`).
 */
export function validStakeOf(wager: TValidStakeInput, policy: TValidStakePolicy): number {
  if (wager.status === 'voided' || wager.result === 'void') return 0;
  // Trial accounts' play money is never turnover.
  if (wager.currency === FUN_CURRENCY) return 0;
  // A both-sides hedge counts by the policy first; the result's rules apply to what is left.
  const stake = hedgedStakeOf(wager.stake, wager.sides, policy.hedges);
  switch (wager.result) {
    case 'push':
      return policy.push === 'count' ? stake : 0;
    case 'half_win':
    case 'half_loss':
      return policy.halfLines === 'full'
        ? stake
        : mulDiv(stake, 1, 2, policy.halfRounding as TRoundingMode);
    default:
      return stake;
  }
}
