import { z } from 'zod';
import { ZMinorUnits } from './cashier-settings.js';

/** The points one marker adds to a member's score. */
const points = z.number().int().min(0).max(1000);
const count = (min: number, max: number) => z.number().int().min(min).max(max);

/**
 * The operator's thresholds and points of the markers of harm (settings section `riskRules`).
 * Windows are fixed: 24 hours, the business day, 7 days or 30 days, as each marker says.
 * Amounts are minor units of the member's currency.
 */
export const ZRiskRuleSettings = z
  .object({
    /** Points at which a member's markers open a case. */
    caseThreshold: count(1, 10_000),
    /** This many credited deposits within 24 hours. */
    depositFrequency: z.object({ count: count(2, 1000), points }),
    /** 24 hours of deposits at least `factor` times the daily average of the 30 days before, and at least `minimum`. */
    depositSpike: z.object({ factor: count(1, 100), minimum: ZMinorUnits, points }),
    /** This many deposits on one business day while its play lost at least `lossPercent` of them. */
    chasingLosses: z.object({ deposits: count(1, 1000), lossPercent: count(1, 100), points }),
    /** Play between midnight and `untilHour` (operator time) on this many of the last 7 days. */
    lateNightPlay: z.object({ untilHour: count(1, 12), days: count(1, 7), points }),
    /** One run of play (no gap over `gapMinutes`) lasting this many hours within the last 24. */
    longSession: z.object({ hours: count(1, 24), gapMinutes: count(5, 240), points }),
    /** This many withdrawals reversed back into the wallet within 30 days. */
    reversedWithdrawals: z.object({ count: count(1, 1000), points }),
    /** This many distinct payment methods and payout bank accounts within 30 days. */
    paymentMethods: z.object({ count: count(2, 1000), points }),
    /** This many other accounts signed in from one of the member's IPs within 30 days. */
    sharedIp: z.object({ accounts: count(1, 10_000), points }),
    /** This many other accounts holding one of the member's payout bank accounts (30 days). */
    sharedBankAccount: z.object({ accounts: count(1, 10_000), points }),
    /** This many other accounts seen on one of the member's devices (the site's device id). */
    sharedDevice: z.object({ accounts: count(1, 10_000), points }),
  })
  .meta({ id: 'RiskRuleSettings' });
export type TRiskRuleSettings = z.infer<typeof ZRiskRuleSettings>;
