import { mulDiv, type TPointsConfig, type TPointsTier } from '@lw/contracts';

/** The tier a deposit takes: the highest whose minimum it reaches (none below the first). */
export function tierOf(config: TPointsConfig, amount: number): TPointsTier | null {
  let chosen: TPointsTier | null = null;
  for (const tier of config.tiers) if (amount >= tier.minDeposit) chosen = tier;
  return chosen;
}

/**
 * Points a deposit earns: amount × ratioPoints ÷ ratioAmount, rounded down (`floor`): the site
 * never gives a fraction of a point more than its table says.
 */
export function pointsForDeposit(config: TPointsConfig, amount: number): number {
  const tier = tierOf(config, amount);
  return tier ? mulDiv(amount, tier.ratioPoints, tier.ratioAmount, 'floor') : 0;
}

/**
 * Money (minor units) that `points` convert to: points × ratioAmount ÷ ratioPoints, rounded down
 * (`floor`): the member gets no fraction of a minor unit more than the rate.
 */
export function moneyForPoints(config: TPointsConfig, points: number): number {
  return mulDiv(points, config.convert.ratioAmount, config.convert.ratioPoints, 'floor');
}
