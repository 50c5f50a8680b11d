import { z } from 'zod';
import { ZAccountStatus, ZAccountType, ZAgentType, ZLoginHistoryEntry } from './accounts.js';

/** A row of the back office's member and agent search. */
export const ZAccountSummary = z
  .object({
    id: z.number().int(),
    username: z.string(),
    nickname: z.string(),
    type: ZAccountType,
    status: ZAccountStatus,
    uplineId: z.number().int().nullable(),
    uplineUsername: z.string().nullable(),
    /** Levels below the root of the agent tree. */
    depth: z.number().int(),
    createdAt: z.string(),
    lastLoginAt: z.string().nullable(),
    lastLoginIp: z.string().nullable(),
  })
  .meta({ id: 'AccountSummary' });
export type TAccountSummary = z.infer<typeof ZAccountSummary>;

export const ZAccountSearchQuery = z.object({
  /** Matches username, nickname, mobile or e-mail (prefix, case-insensitive). */
  q: z.string().trim().max(64).optional(),
  kind: z.enum(['all', 'member', 'agent', 'trial']).default('all'),
  status: ZAccountStatus.optional(),
  /** Only accounts in this agent's downline (direct and indirect). */
  underAgentId: z.coerce.number().int().positive().optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type TAccountSearchQuery = z.input<typeof ZAccountSearchQuery>;

export const ZAccountPage = z
  .object({
    items: z.array(ZAccountSummary),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'AccountPage' });

export const ZAccountDetail = ZAccountSummary.extend({
  realName: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  countryDialingCode: z.string().nullable(),
  birthday: z.string().nullable(),
  affiliateCode: z.string().nullable(),
  referralCode: z.string().nullable(),
  profile: z.record(z.string(), z.string()),
  /** Upline chain from the root down to the direct upline. */
  uplineChain: z.array(z.object({ id: z.number().int(), username: z.string() })),
  directDownlineCount: z.number().int(),
  totalDownlineCount: z.number().int(),
  activeSessions: z.number().int(),
  registerIp: z.string().nullable(),
  passwordChangedAt: z.string(),
  recentLogins: z.array(ZLoginHistoryEntry),
}).meta({ id: 'AccountDetail' });
export type TAccountDetail = z.infer<typeof ZAccountDetail>;

export const ZCreateAgentRequest = z
  .object({
    username: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z][a-z0-9]{3,15}$/, '4-16 characters: a letter, then letters and digits'),
    nickname: z.string().trim().max(64).optional(),
    type: ZAgentType,
    /** Null: a top-level agent directly under the house. */
    uplineId: z.number().int().positive().nullable(),
  })
  .meta({ id: 'CreateAgentRequest' });
export type TCreateAgentRequest = z.infer<typeof ZCreateAgentRequest>;

/** The new account and its one-time password (the agent must change it at first sign-in). */
export const ZCreatedAccount = z
  .object({ account: ZAccountSummary, initialPassword: z.string() })
  .meta({ id: 'CreatedAccount' });

export const ZMoveUplineRequest = z
  .object({ uplineId: z.number().int().positive() })
  .meta({ id: 'MoveUplineRequest' });

export const ZAccountStatusRequest = z
  .object({
    status: ZAccountStatus,
    /** Why, for the audit log. */
    reason: z.string().trim().min(3).max(300),
  })
  .meta({ id: 'AccountStatusRequest' });

export const ZPasswordResetResult = z
  .object({ temporaryPassword: z.string() })
  .meta({ id: 'PasswordResetResult' });
