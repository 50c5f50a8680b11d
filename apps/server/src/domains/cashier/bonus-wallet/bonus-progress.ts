import {
  contributionRate,
  percentOf,
  validStakeOf,
  type TBonusTerms,
  type TValidStakePolicy,
} from '@lw/contracts';
import type { EventPayload } from '../../../platform/events/event-catalogue.js';

export type WagerOutcome = EventPayload<'wager.settled'>;

/** What one wager counted towards one bonus, at the version last seen (a `bonus_contributions` row). */
export interface Contribution {
  product: string;
  wagerId: string;
  leg: number;
  bonusId: number;
  version: number;
  category: string;
  stake: number;
  validStake: number;
  rate: number;
  contribution: number;
  status: 'settled' | 'voided';
  changedAt: Date;
}

/** A bonus as the fold reads it. */
export interface ProgressBonus {
  id: number;
  accountId: number;
  currency: string;
  status: string;
  terms: TBonusTerms;
  activatedAt: Date | null;
  wagerEndsAt: Date | null;
}

export const contributionKey = (w: { product: string; wagerId: string; leg: number }) =>
  `${w.product}\u001f${w.wagerId}\u001f${w.leg}`;

/**
 * The wagering rule (issue 26 item 2; domain-rules §2.2, §2.3). A wager counts towards the bonus
 * that was active for its member and currency when its first settlement arrived, if it settled
 * inside that bonus's wagering window: floor(valid stake × the terms' rate for its category %).
 * The valid stake is the read model's (`validStakeOf` with the operator's policy) except that a
 * both-sides hedge counts nothing of its sided stakes (`hedges: 'none'`): hedged pairs never
 * clear a bonus. Trial play money (FUN) and voided wagers count 0. A later version (void,
 * rollback, resettle) replaces the row's figure, so progress is the sum over surviving wagers;
 * an older or repeated version changes nothing. Answers the new row, or `current` unchanged.
 */
export function foldContribution(
  current: Contribution | undefined,
  type: 'wager.settled' | 'wager.voided' | 'wager.resettled',
  outcome: WagerOutcome,
  bonusFor: (bonusId: number | null, outcome: WagerOutcome) => ProgressBonus | undefined,
  policy: TValidStakePolicy,
): Contribution | undefined {
  if (current && outcome.version <= current.version) return current;
  const bonus = bonusFor(current?.bonusId ?? null, outcome);
  if (!bonus) return current;
  if (!current) {
    // Only a wager inside an active bonus's window opens a row. A first-seen void opens one too,
    // counting 0: it holds the void's version, so an older version arriving after it (positions
    // of two producers' transactions can interleave) changes nothing.
    const at = new Date(outcome.settledAt).getTime();
    if (bonus.status !== 'active' || !bonus.activatedAt || !bonus.wagerEndsAt) return undefined;
    if (at < bonus.activatedAt.getTime() || at >= bonus.wagerEndsAt.getTime()) return undefined;
  }
  const validStake = validStakeOf(
    {
      stake: outcome.stake,
      currency: outcome.currency,
      status: type === 'wager.voided' ? 'voided' : outcome.status,
      result: outcome.result,
      sides: outcome.sides,
    },
    { ...policy, hedges: 'none' },
  );
  const rate = contributionRate(bonus.terms, outcome.category);
  return {
    product: outcome.product,
    wagerId: outcome.wagerId,
    leg: outcome.leg,
    bonusId: bonus.id,
    version: outcome.version,
    category: outcome.category,
    stake: outcome.stake,
    validStake,
    rate,
    contribution: percentOf(validStake, rate, 'floor'),
    status: type === 'wager.voided' ? 'voided' : outcome.status,
    changedAt: new Date(outcome.settledAt),
  };
}
