import {
  basisPointsOf,
  tierThreshold as threshold,
  type TContractTerms,
  type TDividendTier,
  type TSalaryTier,
} from '@lw/contracts';

/**
 * The rules of agent contracts (issue 25 item 3), pure: tier order, the operator's limits, the
 * lower-rate rule against the upline's contract, the tier a period reaches and the agent's own
 * amount. Money: basis points of minor units, `floor` (docs/architecture.md "Money arithmetic":
 * a payer never pays a fraction more than the rate).
 */

/** A team's figures for one period, from the settled-wager read model. */
export interface TeamFigures {
  /** Σ valid stake of the team's wagers (the agent and everyone below it at settlement). */
  validStake: number;
  /** Σ (stake − win): positive when the team lost. */
  loss: number;
  /** Σ valid stake of winning wagers (win > stake) that count for the contract. */
  winningValidStake: number;
  /** Σ valid stake of losing wagers (win < stake) that count for the contract. */
  losingValidStake: number;
  /** Team members (the agent included) whose period valid stake reached the site's minimum. */
  activeMembers: number;
}

export const ZERO_FIGURES: TeamFigures = {
  validStake: 0,
  loss: 0,
  winningValidStake: 0,
  losingValidStake: 0,
  activeMembers: 0,
};

type Tier = TSalaryTier | TDividendTier;

/**
 * The highest tier whose thresholds are both reached, or null ("not reached"). Tiers are ordered
 * (see `termsProblems`), so the highest reached is the last reached.
 */
export function chooseTier(
  tiers: readonly Tier[],
  money: number,
  activeMembers: number,
): number | null {
  let chosen: number | null = null;
  tiers.forEach((tier, i) => {
    if (money >= threshold(tier) && activeMembers >= tier.minActiveMembers) chosen = i;
  });
  return chosen;
}

/**
 * The lower-rate rule: a downline's terms never pay more than its upline's for the same figures.
 * Tiered kinds: for each downline tier, the upline reaches a tier at that tier's thresholds and
 * its rate there is at least the downline's. With tiers ordered and team figures of a subtree
 * never above its upline's team (valid stake, active members), the upline's rate on its own
 * figures is then at least the downline's on its own. Same period (and carry-over) as the
 * upline's, so the layers' bills cover the same wagers. Per-bet kinds: each rate at most the
 * upline's, the single-round bet at least the upline's.
 */
export function uplineProblems(offer: TContractTerms, upline: TContractTerms): string[] {
  if (offer.kind !== upline.kind) return ['another kind than the upline contract'];
  if (offer.period !== upline.period) return [`the period must be the upline's (${upline.period})`];
  const problems: string[] = [];
  if (
    (offer.kind === 'dailySalary' && upline.kind === 'dailySalary') ||
    (offer.kind === 'dividend' && upline.kind === 'dividend')
  ) {
    if (
      offer.kind === 'dividend' &&
      upline.kind === 'dividend' &&
      offer.carryOver !== upline.carryOver
    ) {
      problems.push("carry-over must be the upline's");
    }
    const up: readonly Tier[] = upline.tiers;
    (offer.tiers as readonly Tier[]).forEach((tier, i) => {
      const j = chooseTier(up, threshold(tier), tier.minActiveMembers);
      if (j === null) problems.push(`tier ${i + 1}: below the upline's lowest tier`);
      else if (up[j]!.rateBps < tier.rateBps) {
        problems.push(`tier ${i + 1}: rate above the upline's ${up[j]!.rateBps} bps`);
      }
    });
  } else if (offer.kind === 'hourlySalary' && upline.kind === 'hourlySalary') {
    if (offer.winRateBps > upline.winRateBps || offer.lossRateBps > upline.lossRateBps) {
      problems.push("rates above the upline's");
    }
  } else if (offer.kind === 'realtimeSalary' && upline.kind === 'realtimeSalary') {
    if (offer.winRateBps > upline.winRateBps || offer.lossRateBps > upline.lossRateBps) {
      problems.push("rates above the upline's");
    }
    if (offer.minRoundStake < upline.minRoundStake) {
      problems.push("single-round bet below the upline's");
    }
  }
  return problems;
}

/** The agent's own amount for a period: the tier reached and the money it earns. */
export interface OwnAmount {
  tier: number | null;
  amount: number;
}

/**
 * - daily salary: team valid stake × the reached tier's rate;
 * - dividend: (team loss + carry-in) × the reached tier's rate, only on a loss;
 * - hourly and real-time salary: winning bets' valid stake × win rate + losing bets' × loss rate
 *   (real-time counts only rounds whose stake reaches the single-round bet, in the figures).
 * Each product is floored separately (basis points, `floor`).
 */
export function ownAmount(terms: TContractTerms, f: TeamFigures, carryIn = 0): OwnAmount {
  switch (terms.kind) {
    case 'dailySalary': {
      const tier = chooseTier(terms.tiers, f.validStake, f.activeMembers);
      if (tier === null) return { tier, amount: 0 };
      return { tier, amount: basisPointsOf(f.validStake, terms.tiers[tier]!.rateBps, 'floor') };
    }
    case 'dividend': {
      const loss = f.loss + carryIn;
      if (loss <= 0) return { tier: null, amount: 0 };
      const tier = chooseTier(terms.tiers, loss, f.activeMembers);
      if (tier === null) return { tier, amount: 0 };
      return { tier, amount: basisPointsOf(loss, terms.tiers[tier]!.rateBps, 'floor') };
    }
    case 'hourlySalary':
    case 'realtimeSalary':
      return {
        tier: null,
        amount:
          basisPointsOf(f.winningValidStake, terms.winRateBps, 'floor') +
          basisPointsOf(f.losingValidStake, terms.lossRateBps, 'floor'),
      };
  }
}

/** The formula of a bill with its figures, in English (the pages write it in their language). */
export function formulaText(
  terms: TContractTerms,
  f: TeamFigures,
  carryIn: number,
  own: OwnAmount,
): string {
  const pct = (bps: number) => `${(bps / 100).toFixed(2)}%`;
  switch (terms.kind) {
    case 'dailySalary':
      return own.tier === null
        ? `no tier reached (team valid bets ${f.validStake}, active members ${f.activeMembers}): 0`
        : `floor(team valid bets ${f.validStake} × ${pct(terms.tiers[own.tier]!.rateBps)}) = ${own.amount}`;
    case 'dividend': {
      const loss = f.loss + carryIn;
      return own.tier === null
        ? `no tier reached (team loss ${f.loss} + carry ${carryIn} = ${loss}, active members ${f.activeMembers}): 0`
        : `floor((team loss ${f.loss} + carry ${carryIn}) × ${pct(terms.tiers[own.tier]!.rateBps)}) = ${own.amount}`;
    }
    case 'hourlySalary':
    case 'realtimeSalary':
      return `floor(winning bets ${f.winningValidStake} × ${pct(terms.winRateBps)}) + floor(losing bets ${f.losingValidStake} × ${pct(terms.lossRateBps)}) = ${own.amount}`;
  }
}
