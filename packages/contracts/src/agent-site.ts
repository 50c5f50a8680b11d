import { z } from 'zod';
import { ZAccountStatus, ZAccountType } from './accounts.js';
import { parseDay } from './time-zone.js';

/**
 * The agent site (issue 25 items 1, 2, 5): the agent's invitation links and the downline accounts
 * it opens (registerCenter), and the back office's agent tree. Every agent operation answers only
 * about the signed-in agent's own subtree (agents/agent-scope).
 */
export const AGENT_SITE_API = {
  /** listInvitationLinks (GET) -> ZInvitationLinkList; createInvitationLink (POST) ZCreateInvitationLink -> ZInvitationLink */
  invitations: '/api/agent/invitations',
  /** updateInvitationLink (PATCH) ZUpdateInvitationLink -> ZInvitationLink (own links only) */
  invitation: '/api/agent/invitations/:id',
  /** openDownlineAccount (POST) ZOpenDownlineAccount -> ZOpenedDownlineAccount */
  downlineAccounts: '/api/agent/downline-accounts',
} as const;

export const ADMIN_AGENT_TREE_API = {
  /** getAgentTree (GET, members.read) ZAgentTreeQuery -> ZAgentTree */
  tree: '/api/admin/agent-tree',
} as const;

/** What an invitation link opens: a member (type 0) or an agent (type 1) account. */
export const ZInvitationKind = z.enum(['member', 'agent']);
export type TInvitationKind = z.infer<typeof ZInvitationKind>;

/** At most this many links per agent (each is a row the agent manages by hand). */
export const INVITATION_LINKS_MAX = 50;
export const INVITATION_NAME_MAX = 40;

const ZInstant = z.iso.datetime({ offset: true });

export const ZInvitationLink = z
  .object({
    id: z.number().int(),
    /** The code a sign-up sends as `affiliateCode` (the link is `/register?affiliateCode=`). */
    code: z.string(),
    name: z.string(),
    kind: ZInvitationKind,
    enabled: z.boolean(),
    /** Accounts opened with this code, counted in the sign-up's transaction. */
    signups: z.number().int().min(0),
    createdAt: ZInstant,
  })
  .meta({ id: 'InvitationLink' });
export type TInvitationLink = z.infer<typeof ZInvitationLink>;

export const ZInvitationLinkList = z
  .object({
    items: z.array(ZInvitationLink),
    /** The agent's own standing code (opens members), beside the named links. */
    ownCode: z.string().nullable(),
  })
  .meta({ id: 'InvitationLinkList' });
export type TInvitationLinkList = z.infer<typeof ZInvitationLinkList>;

export const ZCreateInvitationLink = z
  .object({
    name: z.string().trim().min(1).max(INVITATION_NAME_MAX),
    kind: ZInvitationKind,
  })
  .meta({ id: 'CreateInvitationLink' });
export type TCreateInvitationLink = z.infer<typeof ZCreateInvitationLink>;

export const ZUpdateInvitationLink = z
  .object({
    enabled: z.boolean().optional(),
    name: z.string().trim().min(1).max(INVITATION_NAME_MAX).optional(),
  })
  .meta({ id: 'UpdateInvitationLink' });
export type TUpdateInvitationLink = z.infer<typeof ZUpdateInvitationLink>;

/** Usernames as the admin path makes them: a letter, then letters and digits, 4-16 long. */
export const ZNewUsername = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z][a-z0-9]{3,15}$/, '4-16 characters: a letter, then letters and digits');

export const ZOpenDownlineAccount = z
  .object({
    username: ZNewUsername,
    /**
     * The first password; empty: one is generated. Either way it is shown once and must be
     * changed at the first sign-in.
     */
    password: z.string().max(64).optional(),
    nickname: z.string().trim().max(64).optional(),
    kind: ZInvitationKind,
    /** An agent of the own downline to open it under; absent: directly under the agent. */
    uplineUsername: z.string().trim().toLowerCase().max(64).optional(),
  })
  .meta({ id: 'OpenDownlineAccount' });
export type TOpenDownlineAccount = z.infer<typeof ZOpenDownlineAccount>;

export const ZOpenedDownlineAccount = z
  .object({
    id: z.number().int(),
    username: z.string(),
    kind: ZInvitationKind,
    uplineUsername: z.string(),
    /** Shown once; the account must change it at its first sign-in. */
    initialPassword: z.string(),
  })
  .meta({ id: 'OpenedDownlineAccount' });
export type TOpenedDownlineAccount = z.infer<typeof ZOpenedDownlineAccount>;

export const ZAgentTreeQuery = z.object({
  /** Whose direct downline to list; absent: the top of the tree (under the house). */
  parentId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  /** A username (prefix, case-insensitive) searched in the whole tree instead. */
  q: z.string().trim().max(64).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type TAgentTreeQuery = z.infer<typeof ZAgentTreeQuery>;

export const ZAgentTreeNode = z
  .object({
    id: z.number().int(),
    username: z.string(),
    nickname: z.string(),
    type: ZAccountType,
    isAgent: z.boolean(),
    status: ZAccountStatus,
    depth: z.number().int(),
    uplineId: z.number().int().nullable(),
    uplineUsername: z.string().nullable(),
    /** Accounts directly under it. */
    directCount: z.number().int().min(0),
    /** Accounts under it at any depth. */
    teamSize: z.number().int().min(0),
  })
  .meta({ id: 'AgentTreeNode' });
export type TAgentTreeNode = z.infer<typeof ZAgentTreeNode>;

export const ZAgentTree = z
  .object({
    /** The listed parent with its uplines from the top (empty at the top or for a search). */
    chain: z.array(z.object({ id: z.number().int(), username: z.string() })),
    items: z.array(ZAgentTreeNode),
    total: z.number().int().min(0),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'AgentTree' });
export type TAgentTree = z.infer<typeof ZAgentTree>;

export const ADMIN_SELF_DEALING_API = {
  /** listSelfDealingAgents (GET, members.read) -> ZSelfDealingList */
  list: '/api/admin/agent-self-dealing',
  /** getAgentSelfDealing (GET, members.read) -> ZAgentSelfDealing */
  agent: '/api/admin/agent-self-dealing/:id',
} as const;

/**
 * What an agent shares with an account of its own subtree: a device id of the player site, an IP
 * of a successful sign-in (last 90 days), or a payout bank account (not removed).
 */
export const ZSelfDealingKind = z.enum(['device', 'ip', 'bank']);
export type TSelfDealingKind = z.infer<typeof ZSelfDealingKind>;

export const ZSelfDealingFlag = z
  .object({
    kind: ZSelfDealingKind,
    /** The shared value: a device id, an IP, or a bank account masked to its last 4 digits. */
    value: z.string(),
    accounts: z.array(z.object({ id: z.number().int(), username: z.string() })),
  })
  .meta({ id: 'SelfDealingFlag' });
export type TSelfDealingFlag = z.infer<typeof ZSelfDealingFlag>;

export const ZAgentSelfDealing = z
  .object({
    agentId: z.number().int(),
    username: z.string(),
    flags: z.array(ZSelfDealingFlag),
  })
  .meta({ id: 'AgentSelfDealing' });
export type TAgentSelfDealing = z.infer<typeof ZAgentSelfDealing>;

export const ZSelfDealingRow = z.object({
  agentId: z.number().int(),
  username: z.string(),
  /** Accounts of its subtree sharing a device, an IP, a bank account with the agent. */
  devices: z.number().int().min(0),
  ips: z.number().int().min(0),
  banks: z.number().int().min(0),
});
export type TSelfDealingRow = z.infer<typeof ZSelfDealingRow>;

export const ZSelfDealingList = z
  .object({ items: z.array(ZSelfDealingRow) })
  .meta({ id: 'SelfDealingList' });
export type TSelfDealingList = z.infer<typeof ZSelfDealingList>;

export const ADMIN_AGENT_REPORT_API = {
  /** getAgentReport (GET, members.read) ZAgentReportQuery -> ZAgentReport */
  report: '/api/admin/agent-report/:id',
} as const;

/** The longest period one agent report covers. */
export const AGENT_REPORT_MAX_DAYS = 90;

const ZReportDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-mm-dd')
  .refine((d) => parseDay(d) !== null, 'Not a calendar day');

export const ZAgentReportQuery = z.object({
  /** Business days in the operator's time zone, both included. */
  from: ZReportDay,
  to: ZReportDay,
});
export type TAgentReportQuery = z.infer<typeof ZAgentReportQuery>;

/**
 * One agent's team over a period (the back office's agent report): the team is the agent's
 * downline (the agent itself not counted); play is the settled-wager read model's, by business
 * day, attributed to the agent the member was under when the wager settled; voided wagers count 0.
 */
export const ZAgentReport = z
  .object({
    agentId: z.number().int(),
    username: z.string(),
    from: z.string(),
    to: z.string(),
    currency: z.string(),
    /** Accounts under the agent now, and those of them who signed up in the period. */
    teamSize: z.number().int().min(0),
    newMembers: z.number().int().min(0),
    /** Approved deposits of the team decided in the period. */
    depositCount: z.number().int().min(0),
    deposits: z.number().int(),
    /** Members who placed a settled wager in the period. */
    activeMembers: z.number().int().min(0),
    bets: z.number().int(),
    validBets: z.number().int(),
    wins: z.number().int(),
    /** The team's result: wins − bets (negative: the team lost, the house won). */
    profitLoss: z.number().int(),
  })
  .meta({ id: 'AgentReport' });
export type TAgentReport = z.infer<typeof ZAgentReport>;
