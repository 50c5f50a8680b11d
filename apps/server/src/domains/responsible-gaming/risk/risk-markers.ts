import type { TRiskFigures, TRiskFinding, TRiskMarker, TRiskRuleSettings } from '@lw/contracts';

/**
 * The markers of harm (MGA PPD 2023: deposit amount and frequency, chasing, time of play,
 * reversed withdrawals, several payment methods; shared IPs and bank accounts link accounts).
 * Thresholds and points are the operator's `riskRules` settings; a member whose points reach
 * `caseThreshold` gets a case. Bonuses, the PPD's last marker, wait for promotions (none yet).
 */
export function findingsOf(figures: TRiskFigures, r: TRiskRuleSettings, at: Date): TRiskFinding[] {
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
  /** Counts and hours: the figure passes at its threshold, inclusive. */
  const atLeast = (marker: TRiskMarker, rule: { points: number }, value: number, min: number) => {
    if (value >= min) add(marker, rule.points, value, min);
  };
  atLeast(
    'deposit_frequency',
    r.depositFrequency,
    figures.depositsLast24h.count,
    r.depositFrequency.count,
  );
  const dailyAverage = figures.depositsPrior30d / 30;
  const spikeAt = Math.max(r.depositSpike.minimum, Math.ceil(dailyAverage * r.depositSpike.factor));
  // A first-time depositor has no average to spike from.
  if (figures.depositsPrior30d > 0 && figures.depositsLast24h.amount >= spikeAt) {
    add('deposit_spike', r.depositSpike.points, figures.depositsLast24h.amount, spikeAt);
  }
  const lossAt = Math.ceil((figures.today.depositAmount * r.chasingLosses.lossPercent) / 100);
  if (
    figures.today.deposits >= r.chasingLosses.deposits &&
    figures.today.net < 0 &&
    -figures.today.net >= lossAt
  ) {
    add('chasing_losses', r.chasingLosses.points, -figures.today.net, lossAt);
  }
  atLeast('late_night_play', r.lateNightPlay, figures.lateNightDays, r.lateNightPlay.days);
  atLeast('long_session', r.longSession, figures.longestSessionHours, r.longSession.hours);
  atLeast(
    'reversed_withdrawals',
    r.reversedWithdrawals,
    figures.reversedWithdrawals30d,
    r.reversedWithdrawals.count,
  );
  atLeast('payment_methods', r.paymentMethods, figures.paymentMethods30d, r.paymentMethods.count);
  atLeast('shared_ip', r.sharedIp, figures.sharedIpAccounts, r.sharedIp.accounts);
  atLeast(
    'shared_bank_account',
    r.sharedBankAccount,
    figures.sharedBankAccounts,
    r.sharedBankAccount.accounts,
  );
  atLeast('shared_device', r.sharedDevice, figures.sharedDeviceAccounts, r.sharedDevice.accounts);
  return found;
}

export const scoreOf = (findings: readonly TRiskFinding[]) =>
  findings.reduce((sum, f) => sum + f.points, 0);
