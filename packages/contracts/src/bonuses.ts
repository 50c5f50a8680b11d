import { z } from 'zod';
import { ZBonusTerms } from './bonus-terms.js';
import { ZLocalizedText } from './localized.js';

/**
 * A member's bonuses (issue 26 item 2): the member centre's bonusDetails page, the forfeit
 * button, and the back office's list with the explain of a bonus's progress. Money is integer
 * minor units of the bonus's currency.
 */
export const BONUSES_API = {
  /** listMyBonuses (GET) -> ZMyBonuses */
  mine: '/api/bonuses',
  /** forfeitMyBonus (POST) -> ZBonus */
  forfeit: '/api/bonuses/:id/forfeit',
  /** listAdminBonuses (GET) with ZAdminBonusQuery -> ZAdminBonusPage */
  adminList: '/api/admin/bonuses',
  /** explainAdminBonus (GET) -> ZBonusExplain */
  adminExplain: '/api/admin/bonuses/:id/explain',
} as const;

export const BONUS_STATUSES = ['queued', 'active', 'completed', 'forfeited', 'expired'] as const;
export const ZBonusStatus = z.enum(BONUS_STATUSES);
export type TBonusStatus = z.infer<typeof ZBonusStatus>;

export const BONUS_END_REASONS = [
  'requirement_met',
  'member',
  'withdrawal',
  'expired',
  'operator',
  /** A queued bonus whose member could receive none when its turn came (an exclusion, a lock). */
  'restricted',
] as const;
export const ZBonusEndReason = z.enum(BONUS_END_REASONS);
export type TBonusEndReason = z.infer<typeof ZBonusEndReason>;

/** Who or what granted a bonus: a kind (promotion_claim, operator, …) and its id. */
export const ZBonusSource = z.object({
  kind: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'lower-case word'),
  id: z.string().min(1).max(100),
});
export type TBonusSource = z.infer<typeof ZBonusSource>;

export const ZBonus = z
  .object({
    id: z.number().int().positive(),
    accountId: z.number().int().positive(),
    currency: z.string(),
    source: ZBonusSource,
    /** What the member reads it as (a promotion's title); null: named by the source's kind. */
    title: ZLocalizedText.nullable(),
    amount: z.number().int(),
    depositAmount: z.number().int(),
    /** The bonus wallet's balance while this bonus is active; 0 otherwise. */
    balance: z.number().int(),
    requirement: z.number().int(),
    progress: z.number().int(),
    status: ZBonusStatus,
    terms: ZBonusTerms,
    grantedAt: z.iso.datetime(),
    activatedAt: z.iso.datetime().nullable(),
    wagerEndsAt: z.iso.datetime().nullable(),
    endedAt: z.iso.datetime().nullable(),
    endReason: ZBonusEndReason.nullable(),
    convertedAmount: z.number().int(),
    forfeitedAmount: z.number().int(),
  })
  .meta({ id: 'Bonus' });
export type TBonus = z.infer<typeof ZBonus>;

export const ZMyBonuses = z
  .object({
    items: z.array(ZBonus),
    /** An active bonus whose terms forfeit it on a withdrawal request (the withdraw page warns). */
    forfeitsOnWithdrawal: z.boolean(),
  })
  .meta({ id: 'MyBonuses' });
export type TMyBonuses = z.infer<typeof ZMyBonuses>;

export const ZAdminBonusQuery = z.object({
  username: z.string().trim().toLowerCase().min(1).max(64).optional(),
  status: ZBonusStatus.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  /** The back office's pager offers 25, 50, 100 and 200. */
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
});
export type TAdminBonusQuery = z.infer<typeof ZAdminBonusQuery>;

export const ZAdminBonus = ZBonus.extend({ username: z.string() }).meta({ id: 'AdminBonus' });
export type TAdminBonus = z.infer<typeof ZAdminBonus>;

export const ZAdminBonusPage = z
  .object({ items: z.array(ZAdminBonus), total: z.number().int() })
  .meta({ id: 'AdminBonusPage' });
export type TAdminBonusPage = z.infer<typeof ZAdminBonusPage>;

/** One wager's contribution to a bonus, as its latest version counted. */
export const ZBonusContribution = z.object({
  product: z.string(),
  wagerId: z.string(),
  leg: z.number().int(),
  version: z.number().int(),
  category: z.string(),
  stake: z.number().int(),
  validStake: z.number().int(),
  rate: z.number().int(),
  contribution: z.number().int(),
  status: z.enum(['settled', 'voided']),
  changedAt: z.iso.datetime(),
});
export type TBonusContribution = z.infer<typeof ZBonusContribution>;

/** A bonus's progress recomputed from its contribution rows, beside the stored figure. */
export const ZBonusExplain = z
  .object({
    bonus: ZAdminBonus,
    rows: z.array(ZBonusContribution),
    /** The sum of the rows' contributions (equals `bonus.progress` unless something drifted). */
    recomputed: z.number().int(),
    /** At most this many rows are listed (the latest); `recomputed` sums them all. */
    rowLimit: z.number().int(),
  })
  .meta({ id: 'BonusExplain' });
export type TBonusExplain = z.infer<typeof ZBonusExplain>;
