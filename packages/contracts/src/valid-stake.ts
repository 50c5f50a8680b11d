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
   * Both-sides hedges (same member, same market, opposite sides): count once (the larger
   * stake) or not at all. Applied by the read model across wagers, not by `validStakeOf`.
   */
  hedges: z.enum(['once', 'none']).default('once'),
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
}

/**
 * The one definition of a single wager's valid stake (minor units, 0 ≤ result ≤ stake).
 * A missing result on a settled wager is casino play (win or loss): the stake counts.
 */
export function validStakeOf(wager: TValidStakeInput, policy: TValidStakePolicy): number {
  if (wager.status === 'voided' || wager.result === 'void') return 0;
  // Trial accounts' play money is never turnover.
  if (wager.currency === FUN_CURRENCY) return 0;
  switch (wager.result) {
    case 'push':
      return policy.push === 'count' ? wager.stake : 0;
    case 'half_win':
    case 'half_loss':
      return policy.halfLines === 'full'
        ? wager.stake
        : mulDiv(wager.stake, 1, 2, policy.halfRounding as TRoundingMode);
    default:
      return wager.stake;
  }
}
