import { z } from 'zod';
import { ZMinorUnits } from './cashier-settings.js';

/*
 * Responsible gaming: a member's spend and session limits (issue 24 item 1). Money limits are
 * integer minor units of the member's currency; session limits are minutes.
 */

export const LIMIT_API = {
  /** getMyLimits (GET) -> ZMyLimits: limits, pending changes, usage this period, the prompt */
  mine: '/api/responsible-gaming/limits',
  /** setMyLimit (PUT) ZSetLimitRequest -> ZMyLimits: a decrease applies at once, an increase waits */
  limit: '/api/responsible-gaming/limits/:kind/:period',
  /** confirmMyLimitChange (POST) -> ZMyLimits: a pending increase or removal whose wait is over */
  confirm: '/api/responsible-gaming/limits/:kind/:period/confirm',
  /** cancelMyLimitChange (POST) -> ZMyLimits: the pending increase or removal is dropped */
  cancel: '/api/responsible-gaming/limits/:kind/:period/cancel',
  /** answerLimitPrompt (POST) ZAnswerLimitPrompt -> ZMyLimits: the registration / first deposit prompt */
  prompt: '/api/responsible-gaming/limits/prompt',
  /** listMyLimitHistory (GET) -> ZLimitHistory */
  history: '/api/responsible-gaming/limits/history',
  admin: {
    /** getMemberLimits (GET, accounts.read) -> ZMemberLimits */
    member: '/api/admin/accounts/:id/limits',
    /** lowerMemberLimit (PUT, accounts.manage) ZSetLimitRequest -> ZMemberLimits: lower only, at once, audited */
    lower: '/api/admin/accounts/:id/limits/:kind/:period',
  },
} as const;

/** Fill `:kind` / `:period` (and `:id`) of a LIMIT_API pattern. */
export function limitPath(
  pattern: string,
  params: { id?: number; kind: TLimitKind; period: TLimitPeriod },
): string {
  return pattern
    .replace(':id', String(params.id ?? ''))
    .replace(':kind', params.kind)
    .replace(':period', params.period);
}

export const LIMIT_KINDS = ['deposit', 'loss', 'wager', 'session'] as const;
export const ZLimitKind = z.enum(LIMIT_KINDS);
export type TLimitKind = z.infer<typeof ZLimitKind>;
/** Kinds counted in money (minor units); `session` is minutes. */
export const MONEY_LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;

export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export const ZLimitPeriod = z.enum(LIMIT_PERIODS);
export type TLimitPeriod = z.infer<typeof ZLimitPeriod>;

/** Session minutes in a month at most (31 days); money at most the safe integer range. */
export const MAX_SESSION_MINUTES = 31 * 24 * 60;

export const ZLimitParams = z.object({ kind: ZLimitKind, period: ZLimitPeriod });

/** `amount`: the new limit (minor units, or minutes for session); null removes the limit. */
export const ZSetLimitRequest = z
  .object({ amount: ZMinorUnits.min(1).nullable() })
  .meta({ id: 'SetLimitRequest' });
export type TSetLimitRequest = z.infer<typeof ZSetLimitRequest>;

export const ZAnswerLimitPrompt = z
  .object({ where: z.enum(['registration', 'first_deposit']), answer: z.enum(['set', 'skipped']) })
  .meta({ id: 'AnswerLimitPrompt' });
export type TAnswerLimitPrompt = z.infer<typeof ZAnswerLimitPrompt>;

const ZIso = z.string().meta({ description: 'ISO 8601 date-time' });

export const ZLimitState = z.object({
  kind: ZLimitKind,
  period: ZLimitPeriod,
  /** The limit in force (null: none). */
  amount: ZMinorUnits.nullable(),
  /** A requested increase or removal that is not in force yet (null amount: removal). */
  pending: z
    .object({
      amount: ZMinorUnits.nullable(),
      requestedAt: ZIso,
      /** From this moment the member may confirm it; until then the old limit stays. */
      confirmableAt: ZIso,
    })
    .nullable(),
  /** Used in the current period (net loss may be negative after wins). */
  used: z.number().int(),
  /** What is left of the limit in force (never below 0); null without a limit. */
  remaining: ZMinorUnits.nullable(),
  periodStart: ZIso,
  resetsAt: ZIso,
});
export type TLimitState = z.infer<typeof ZLimitState>;

export const ZMyLimits = z
  .object({
    currency: z.string(),
    /** Every kind × period, with or without a limit. */
    limits: z.array(ZLimitState),
    /**
     * No deposit prompt is due: the member set a limit when prompted, or answered the
     * first-deposit prompt. A "not now" at registration is asked again at the first deposit.
     */
    promptAnswered: z.boolean(),
    /** The registration prompt (the welcome after sign-up) has been answered. */
    registrationPromptAnswered: z.boolean(),
    coolingOffHours: z.number().int(),
  })
  .meta({ id: 'MyLimits' });
export type TMyLimits = z.infer<typeof ZMyLimits>;

export const LIMIT_CHANGE_ACTIONS = [
  'set',
  'decreased',
  'increase_requested',
  'removal_requested',
  'confirmed',
  'cancelled',
  'operator_lowered',
] as const;

export const ZLimitChange = z.object({
  id: z.number().int(),
  kind: ZLimitKind,
  period: ZLimitPeriod,
  action: z.enum(LIMIT_CHANGE_ACTIONS),
  /** Before and after the change (null: no limit). */
  from: ZMinorUnits.nullable(),
  to: ZMinorUnits.nullable(),
  by: z.enum(['member', 'operator']),
  at: ZIso,
});
export type TLimitChange = z.infer<typeof ZLimitChange>;

export const ZLimitHistory = z
  .object({ items: z.array(ZLimitChange) })
  .meta({ id: 'LimitHistory' });
export type TLimitHistory = z.infer<typeof ZLimitHistory>;

/** The back office's view of one member: the member's view and the whole history. */
export const ZMemberLimits = ZMyLimits.extend({ history: z.array(ZLimitChange) }).meta({
  id: 'MemberLimits',
});
export type TMemberLimits = z.infer<typeof ZMemberLimits>;

/** `LIMIT_EXCEEDED` details: which limit, what is left of it (minor units / minutes), when it resets. */
export interface TLimitExceededDetails {
  limit: TLimitKind;
  period: TLimitPeriod;
  remaining: number;
  resetsAt: string;
}

/** Operator settings of limits (settings section `spendLimits`). */
export const ZSpendLimitSettings = z
  .object({
    /** An increase or removal waits this long before the member may confirm it (at least 24 h). */
    coolingOffHours: z.number().int().min(24).max(720),
    /** The highest limit a member may set, per kind (minor units / minutes); 0: no maximum. */
    maximums: z.object({
      deposit: ZMinorUnits,
      loss: ZMinorUnits,
      wager: ZMinorUnits,
      session: z.number().int().min(0).max(MAX_SESSION_MINUTES),
    }),
  })
  .meta({ id: 'SpendLimitSettings' });
export type TSpendLimitSettings = z.infer<typeof ZSpendLimitSettings>;
