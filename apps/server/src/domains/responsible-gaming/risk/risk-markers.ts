import type { TRiskFinding, TRiskMarker } from '@lw/contracts';

/**
 * The markers of harm (MGA PPD 2023: deposit amount and frequency, chasing, time of play), their
 * thresholds and points. A member whose points reach CASE_THRESHOLD gets a case in the queue.
 * Amounts are minor units of the member's currency.
 */
export const RISK_RULES = {
  /** This many credited deposits within 24 hours. */
  depositFrequency: { count: 5, points: 20 },
  /** 24 hours of deposits at least `factor` times the member's daily average of the 30 days before, and at least `minimum`. */
  depositSpike: { factor: 3, minimum: 100_000, points: 25 },
  /** This many deposits on one business day while that day's play lost at least `lossShare` of them. */
  chasingLosses: { deposits: 3, lossShare: 0.5, points: 30 },
  /** Play between midnight and `untilHour` (operator time) on this many of the last 7 days. */
  lateNightPlay: { untilHour: 6, days: 3, points: 15 },
  /** One run of play (no gap over `gapMinutes`) lasting this many hours within the last 24. */
  longSession: { hours: 6, gapMinutes: 30, points: 20 },
} as const;

/** Points at which a member's markers open a case. */
export const CASE_THRESHOLD = 30;

/** What the figures of one member say, measured at one moment. */
export interface MemberRiskFigures {
  currency: string | null;
  depositsLast24h: { count: number; amount: number };
  /** Deposits of the 30 days before the last 24 hours. */
  depositsPrior30d: number;
  /** Today's business day: its deposits and the play's net result (win - stake). */
  today: { deposits: number; depositAmount: number; net: number };
  lateNightDays: number;
  longestSessionHours: number;
}

/** The markers the figures pass, each with its points, value and threshold. */
export function findingsOf(figures: MemberRiskFigures, at: Date): TRiskFinding[] {
  const found: TRiskFinding[] = [];
  const add = (marker: TRiskMarker, points: number, value: number, threshold: number) =>
    found.push({
      marker,
      points,
      value,
      threshold,
      currency: figures.currency,
      at: at.toISOString(),
    });
  const r = RISK_RULES;
  if (figures.depositsLast24h.count >= r.depositFrequency.count) {
    add(
      'deposit_frequency',
      r.depositFrequency.points,
      figures.depositsLast24h.count,
      r.depositFrequency.count,
    );
  }
  const dailyAverage = figures.depositsPrior30d / 30;
  const spikeAt = Math.max(r.depositSpike.minimum, Math.ceil(dailyAverage * r.depositSpike.factor));
  if (figures.depositsPrior30d > 0 && figures.depositsLast24h.amount >= spikeAt) {
    add('deposit_spike', r.depositSpike.points, figures.depositsLast24h.amount, spikeAt);
  }
  const lossAt = Math.ceil(figures.today.depositAmount * r.chasingLosses.lossShare);
  if (
    figures.today.deposits >= r.chasingLosses.deposits &&
    figures.today.net < 0 &&
    -figures.today.net >= lossAt
  ) {
    add('chasing_losses', r.chasingLosses.points, -figures.today.net, lossAt);
  }
  if (figures.lateNightDays >= r.lateNightPlay.days) {
    add('late_night_play', r.lateNightPlay.points, figures.lateNightDays, r.lateNightPlay.days);
  }
  if (figures.longestSessionHours >= r.longSession.hours) {
    add('long_session', r.longSession.points, figures.longestSessionHours, r.longSession.hours);
  }
  return found;
}

export const scoreOf = (findings: readonly TRiskFinding[]) =>
  findings.reduce((sum, f) => sum + f.points, 0);
