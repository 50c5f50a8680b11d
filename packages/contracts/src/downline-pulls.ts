import { z } from 'zod';
import { ZMinorUnits } from './cashier-settings.js';

/**
 * Pulls (issue 22 item 4): an agent taking money back from someone in its downline
 * (`transferDownline` with direction 'up'). By default a pull is only a request: the member
 * confirms it with their own payment password (the money moves then, once) or declines it; it
 * expires after `requestTtlMinutes`. Only the operator's `agentPulls` setting lets an agent pull
 * without consent ('direct'), within a per-pull and a daily cap per agent.
 */
export const PULL_STATUSES = ['pending', 'confirmed', 'declined', 'expired', 'direct'] as const;
export const ZPullStatus = z.enum(PULL_STATUSES);
export type TPullStatus = z.infer<typeof ZPullStatus>;

/** The operator's rules for pulls (settings section `agentPulls`). */
export const ZAgentPullSettings = z
  .object({
    /** Off (the default): every pull waits for the member's confirmation. */
    directPullEnabled: z.boolean(),
    /** The most one direct pull may take (minor units). */
    directMaxPerPull: ZMinorUnits,
    /** The most one agent may pull directly per day in the cashier's time zone (minor units). */
    directDailyMaxPerAgent: ZMinorUnits,
    /** A request the member does not answer within this many minutes expires. */
    requestTtlMinutes: z
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 60),
  })
  .refine((s) => s.directMaxPerPull <= s.directDailyMaxPerAgent, {
    message: 'the per-pull cap must not exceed the daily cap',
    path: ['directMaxPerPull'],
  })
  .meta({ id: 'AgentPullSettings' });
export type TAgentPullSettings = z.infer<typeof ZAgentPullSettings>;

/** One pull as the member, the agent and the operator see it. */
export const ZPullRequest = z
  .object({
    id: z.number().int(),
    agent: z.object({ account: z.string(), nickname: z.string() }),
    member: z.object({ account: z.string(), nickname: z.string() }),
    amount: ZMinorUnits,
    currency: z.string(),
    status: ZPullStatus,
    createdAt: z.iso.datetime(),
    /** A pending request expires at this instant. */
    expiresAt: z.iso.datetime(),
    decidedAt: z.iso.datetime().nullable(),
    /** The ledger transfer of a confirmed or direct pull. */
    transferId: z.number().int().nullable(),
  })
  .meta({ id: 'PullRequest' });
export type TPullRequest = z.infer<typeof ZPullRequest>;

export const ZPullConfirmRequest = z
  .object({ paymentPassword: z.string().min(1).max(128) })
  .meta({ id: 'PullConfirmRequest' });
export type TPullConfirmRequest = z.infer<typeof ZPullConfirmRequest>;

export const ZPullList = z.object({ items: z.array(ZPullRequest) }).meta({ id: 'PullList' });
export type TPullList = z.infer<typeof ZPullList>;

/** The back office's list (newest first). */
export const ZAdminPullQuery = z.object({
  status: ZPullStatus.optional(),
  /** An agent's or a member's username. */
  account: z.string().trim().toLowerCase().max(64).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TAdminPullQuery = z.infer<typeof ZAdminPullQuery>;
export const ZAdminPullPage = z
  .object({
    items: z.array(ZPullRequest),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'AdminPullPage' });
export type TAdminPullPage = z.infer<typeof ZAdminPullPage>;

/** Live event to the member and the agent of a pull: their pages refetch the lists. */
export const ZPullLiveEvents = [
  z.object({ type: z.literal('pull.changed'), id: z.number().int(), status: ZPullStatus }),
] as const;
