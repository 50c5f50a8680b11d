import { z } from 'zod';
import { ZTimeZone } from './time-zone.js';
import { ZValidStakePolicy } from './valid-stake.js';

/** Money in integer minor units (e.g. satang): never fractions, never floats. */
export const ZMinorUnits = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
export const ZCurrencyCode = z.string().regex(/^[A-Z]{3}$/, 'ISO 4217 code like THB');

/** Cashier rules the operator sets (issue 4): currency, deposit expiry, withdrawal limits, … */
export const ZCashierSettings = z
  .object({
    /** The site's real-money currency. */
    currency: ZCurrencyCode,
    /** A pending deposit not paid within this many minutes expires. */
    depositExpiryMinutes: z
      .number()
      .int()
      .min(5)
      .max(7 * 24 * 60),
    withdrawal: z
      .object({
        minAmount: ZMinorUnits,
        maxAmount: ZMinorUnits,
        /** Requests per member per calendar day (site time zone); 0: no limit. */
        dailyCount: z.number().int().min(0).max(1000),
        /** Total requested per member per day; 0: no limit. */
        dailyAmount: ZMinorUnits,
        /** Turnover required before withdrawing, in percent of each approved deposit; 0: none. */
        depositTurnoverPercent: z.number().int().min(0).max(10_000),
        /** A paid withdrawal the member does not confirm becomes received after this. */
        autoReceiptMinutes: z
          .number()
          .int()
          .min(1)
          .max(30 * 24 * 60),
      })
      .refine((w) => w.minAmount <= w.maxAmount, {
        message: 'min must not exceed max',
        path: ['minAmount'],
      }),
    /**
     * Withdrawals above `aboveAmount` (minor units, the site's currency) need KYC level 1 (an
     * approved ID document and selfie) when enabled; otherwise KYC_REQUIRED (issue 24).
     */
    kycWithdrawal: z.object({ enabled: z.boolean(), aboveAmount: ZMinorUnits }),
    transferUpline: z
      .object({ enabled: z.boolean(), minAmount: ZMinorUnits, maxAmount: ZMinorUnits })
      .refine((w) => w.minAmount <= w.maxAmount, {
        message: 'min must not exceed max',
        path: ['minAmount'],
      }),
    /** Manual adjustments above this (absolute, minor units) need a second operator's approval. */
    makerCheckerThreshold: ZMinorUnits,
    /**
     * The site time zone (IANA, e.g. Asia/Bangkok): it decides "a day" for the daily limits,
     * reports and day filters, and every time the player site and the back office show.
     */
    timeZone: ZTimeZone,
    /**
     * What counts as valid stake (turnover) for pushes, half-void handicap lines and
     * both-sides hedges: the settled-wager read model applies it as each wager settles.
     */
    validStake: ZValidStakePolicy,
  })
  .meta({ id: 'CashierSettings' });
export type TCashierSettings = z.infer<typeof ZCashierSettings>;

/** A payment gateway (HMAC-signed orders and callbacks); the sandbox gateway is one of them. */
export const ZPaymentGateway = z.object({
  name: z.string().trim().min(1).max(60),
  enabled: z.boolean(),
  /** Where orders are created, e.g. http://127.0.0.1:4010 for the sandbox gateway. */
  baseUrl: z.url({ protocol: /^https?$/ }).max(500),
  merchantId: z.string().trim().min(1).max(100),
  /** HMAC-SHA256 key shared with the gateway: masked on read, kept when the placeholder is sent. */
  secret: z.string().max(500),
});
export type TPaymentGateway = z.infer<typeof ZPaymentGateway>;
export const ZPaymentGatewaySettings = z
  .object({ gateways: z.record(z.string().regex(/^[a-z0-9-]{2,30}$/), ZPaymentGateway) })
  .meta({ id: 'PaymentGatewaySettings' });
