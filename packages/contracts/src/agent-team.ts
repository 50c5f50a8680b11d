import { z } from 'zod';
import { ZAccountRecordType } from './wallet.js';

/**
 * The agent centre's team pages (issue 25 item 2): overview, downline management, team betting,
 * P/L per downline and per level, the team's ledger entries, and a CSV of each. Every answer is
 * about the signed-in agent's own subtree (the server's one access policy, agents/agent-scope).
 * Money is integer minor units of the site's currency.
 */
export const AGENT_TEAM_API = {
  /** getAgentTeamOverview (GET) with ZTeamPeriodQuery -> ZTeamOverview */
  overview: '/api/agent/team/overview',
  /** exportAgentTeamOverview (GET) with ZTeamPeriodQuery -> text/csv (one line per day) */
  overviewCsv: '/api/agent/team/overview.csv',
  /** listAgentTeamMembers (GET) with ZTeamMemberQuery -> ZTeamMemberPage */
  members: '/api/agent/team/members',
  /** exportAgentTeamMembers (GET) with ZTeamMemberQuery -> text/csv */
  membersCsv: '/api/agent/team/members.csv',
  /** listAgentTeamWagers (GET) with ZTeamWagerQuery -> ZTeamWagerPage */
  wagers: '/api/agent/team/wagers',
  /** exportAgentTeamWagers (GET) with ZTeamWagerQuery -> text/csv */
  wagersCsv: '/api/agent/team/wagers.csv',
  /** getAgentTeamPl (GET) with ZTeamPlQuery -> ZTeamPl */
  pl: '/api/agent/team/pl',
  /** exportAgentTeamPl (GET) with ZTeamPlQuery -> text/csv (per downline, per level, totals) */
  plCsv: '/api/agent/team/pl.csv',
  /** listAgentTeamTransactions (GET) with ZTeamTransactionQuery -> ZTeamTransactionPage */
  transactions: '/api/agent/team/transactions',
  /** exportAgentTeamTransactions (GET) with ZTeamTransactionQuery -> text/csv */
  transactionsCsv: '/api/agent/team/transactions.csv',
} as const;

/** The periods a team report is asked for, in the operator's time zone (weeks start Monday). */
export const TEAM_PERIODS = [
  'today',
  'yesterday',
  'thisWeek',
  'thisMonth',
  'lastMonth',
  'custom',
] as const;
export const ZTeamPeriod = z.enum(TEAM_PERIODS);
export type TTeamPeriod = z.infer<typeof ZTeamPeriod>;

/** The longest custom range of a team report, in days. */
export const TEAM_MAX_RANGE_DAYS = 92;
/** The most rows one CSV export writes; a larger result asks for a narrower filter. */
export const TEAM_EXPORT_MAX_ROWS = 100_000;

const ZDayText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-mm-dd');
const ZPage = z.coerce.number().int().min(1).max(100_000).default(1);
const ZPageSize = z.coerce.number().int().min(1).max(100).default(20);
const ZUsernameFilter = z.string().trim().toLowerCase().min(1).max(64).optional();
const ZAgentRef = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional();

// No `.meta({ id })` on querystring schemas: @fastify/swagger cannot place a referenced query.
export const ZTeamPeriodQuery = z.object({
  period: ZTeamPeriod.default('today'),
  /** custom only: the first and last day (inclusive), at most TEAM_MAX_RANGE_DAYS apart. */
  from: ZDayText.optional(),
  to: ZDayText.optional(),
});
export type TTeamPeriodQuery = z.input<typeof ZTeamPeriodQuery>;

/** The days a report covered, as the server resolved the period. */
export const ZTeamRange = z.object({
  period: ZTeamPeriod,
  from: ZDayText,
  to: ZDayText,
  timeZone: z.string(),
});
export type TTeamRange = z.infer<typeof ZTeamRange>;

/** One day of the overview's chart. */
export const ZTeamDay = z.object({
  day: ZDayText,
  bets: z.number().int(),
  validBets: z.number().int(),
  wins: z.number().int(),
  profitLoss: z.number().int(),
  deposits: z.number().int(),
  withdrawals: z.number().int(),
});
export type TTeamDay = z.infer<typeof ZTeamDay>;

export const ZTeamOverview = z
  .object({
    range: ZTeamRange,
    currency: z.string(),
    /** Everyone below the agent, at any depth, now. */
    teamSize: z.number().int(),
    /** Team members registered within the period. */
    newMembers: z.number().int(),
    firstDeposits: z.object({ count: z.number().int(), amount: z.number().int() }),
    /** Members whose valid stake in the period reached `activeMinValidStake` (settings `agentContracts.activeMemberMinValidStake`). */
    activeMembers: z.number().int(),
    activeMinValidStake: z.number().int(),
    deposits: z.number().int(),
    withdrawals: z.number().int(),
    bets: z.number().int(),
    validBets: z.number().int(),
    wins: z.number().int(),
    rebates: z.number().int(),
    bonuses: z.number().int(),
    /** wins + rebates + bonuses - bets: negative when the team lost. */
    profitLoss: z.number().int(),
    /** Team members with a session alive now. */
    onlineNow: z.number().int(),
    days: z.array(ZTeamDay),
  })
  .meta({ id: 'TeamOverview' });
export type TTeamOverview = z.infer<typeof ZTeamOverview>;

export const TEAM_MEMBER_KINDS = ['member', 'agent'] as const;
export const ZTeamMemberKind = z.enum(TEAM_MEMBER_KINDS);
export const TEAM_MEMBER_STATUSES = ['active', 'locked', 'disabled'] as const;

export const ZTeamMemberQuery = z.object({
  /** Whose direct downline to list (an agent of the team); default: the signed-in agent. */
  parentId: ZAgentRef,
  /** Username contains this: searches the whole subtree instead of one level. */
  search: ZUsernameFilter,
  status: z.enum(TEAM_MEMBER_STATUSES).optional(),
  kind: ZTeamMemberKind.optional(),
  page: ZPage,
  pageSize: ZPageSize,
});
export type TTeamMemberQuery = z.input<typeof ZTeamMemberQuery>;

export const ZTeamMember = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  kind: ZTeamMemberKind,
  /** 1: a direct downline of the signed-in agent. */
  level: z.number().int(),
  status: z.enum(TEAM_MEMBER_STATUSES),
  /** The main wallet in the site's currency. */
  balance: z.number().int(),
  lastLoginAt: z.iso.datetime().nullable(),
  registeredAt: z.iso.datetime(),
  directDownlines: z.number().int(),
});
export type TTeamMember = z.infer<typeof ZTeamMember>;

/** One step of the drill-down path, from the signed-in agent down to the listed parent. */
export const ZTeamCrumb = z.object({ id: z.number().int(), username: z.string() });
export type TTeamCrumb = z.infer<typeof ZTeamCrumb>;

export const ZTeamMemberPage = z
  .object({
    items: z.array(ZTeamMember),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    currency: z.string(),
    breadcrumb: z.array(ZTeamCrumb),
  })
  .meta({ id: 'TeamMemberPage' });
export type TTeamMemberPage = z.infer<typeof ZTeamMemberPage>;

export const ZTeamWagerQuery = ZTeamPeriodQuery.extend({
  /** A team member's username (refused when it is not in the team). */
  member: ZUsernameFilter,
  product: z.string().trim().toUpperCase().min(1).max(40).optional(),
  category: z.string().trim().toUpperCase().min(1).max(40).optional(),
  page: ZPage,
  pageSize: ZPageSize,
});
export type TTeamWagerQuery = z.input<typeof ZTeamWagerQuery>;

export const ZTeamWager = z.object({
  product: z.string(),
  wagerId: z.string(),
  leg: z.number().int(),
  username: z.string(),
  category: z.string(),
  gameCode: z.string(),
  currency: z.string(),
  stake: z.number().int(),
  validStake: z.number().int(),
  win: z.number().int(),
  /** win - stake, the member's side (0 for a voided wager). */
  profitLoss: z.number().int(),
  status: z.enum(['settled', 'voided', 'resettled']),
  settledAt: z.iso.datetime(),
  businessDay: ZDayText,
});
export type TTeamWager = z.infer<typeof ZTeamWager>;

export const ZTeamWagerPage = z
  .object({
    items: z.array(ZTeamWager),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    range: ZTeamRange,
    /** Sums over every matching wager, not only the page. */
    totals: z.object({
      stake: z.number().int(),
      validStake: z.number().int(),
      win: z.number().int(),
      profitLoss: z.number().int(),
    }),
  })
  .meta({ id: 'TeamWagerPage' });
export type TTeamWagerPage = z.infer<typeof ZTeamWagerPage>;

export const ZTeamPlQuery = ZTeamPeriodQuery.extend({
  /** Drill into a downline agent: its own P/L report; default: the signed-in agent. */
  agentId: ZAgentRef,
  page: ZPage,
  pageSize: ZPageSize,
});
export type TTeamPlQuery = z.input<typeof ZTeamPlQuery>;

/** The figures of one P/L line. */
export const ZTeamFigures = z.object({
  deposits: z.number().int(),
  withdrawals: z.number().int(),
  bets: z.number().int(),
  validBets: z.number().int(),
  wins: z.number().int(),
  rebates: z.number().int(),
  bonuses: z.number().int(),
  /** wins + rebates + bonuses - bets. */
  profitLoss: z.number().int(),
});
export type TTeamFigures = z.infer<typeof ZTeamFigures>;

export const ZTeamPlRow = ZTeamFigures.extend({
  id: z.number().int(),
  username: z.string(),
  kind: ZTeamMemberKind,
  /** People in this downline's subtree, itself included. */
  teamSize: z.number().int(),
});
export type TTeamPlRow = z.infer<typeof ZTeamPlRow>;

export const ZTeamPlLevel = ZTeamFigures.extend({ level: z.number().int() });
export type TTeamPlLevel = z.infer<typeof ZTeamPlLevel>;

export const ZTeamPl = z
  .object({
    range: ZTeamRange,
    currency: z.string(),
    /** The agent the report is about (the signed-in agent or a downline agent drilled into). */
    agent: ZTeamCrumb,
    breadcrumb: z.array(ZTeamCrumb),
    /** Per direct downline: each row is that downline's whole subtree, itself included. */
    rows: z.array(ZTeamPlRow),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** Per level below the agent (1: direct downline). */
    levels: z.array(ZTeamPlLevel),
    /** The whole team: the sum of every row (and of every level). */
    totals: ZTeamFigures,
  })
  .meta({ id: 'TeamPl' });
export type TTeamPl = z.infer<typeof ZTeamPl>;

export const ZTeamTransactionQuery = ZTeamPeriodQuery.extend({
  member: ZUsernameFilter,
  type: ZAccountRecordType.optional(),
  page: ZPage,
  pageSize: ZPageSize,
});
export type TTeamTransactionQuery = z.input<typeof ZTeamTransactionQuery>;

export const ZTeamTransaction = z.object({
  /** The ledger entry's id. */
  id: z.number().int(),
  time: z.iso.datetime(),
  username: z.string(),
  type: ZAccountRecordType,
  reason: z.string(),
  /** Signed: positive credits the member's wallet. */
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  currency: z.string(),
  wallet: z.string(),
  reference: z.string().nullable(),
});
export type TTeamTransaction = z.infer<typeof ZTeamTransaction>;

export const ZTeamTransactionPage = z
  .object({
    items: z.array(ZTeamTransaction),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    range: ZTeamRange,
  })
  .meta({ id: 'TeamTransactionPage' });
export type TTeamTransactionPage = z.infer<typeof ZTeamTransactionPage>;
