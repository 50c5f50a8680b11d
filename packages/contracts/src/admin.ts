import { z } from 'zod';
import { SETTINGS_SECTIONS, type TSettingsSection } from './site-settings.js';

/** Back-office operator roles. */
export const OPERATOR_ROLES = ['super_admin', 'finance', 'support', 'content'] as const;
export const ZOperatorRole = z.enum(OPERATOR_ROLES);
export type TOperatorRole = z.infer<typeof ZOperatorRole>;

/** Everything an operator may be allowed to do; roles grant sets of these. */
export const ADMIN_PERMISSIONS = [
  'members.read',
  'members.manage',
  'settings.read',
  'settings.system.write',
  'settings.content.write',
  'operators.manage',
  'audit.read',
  /** The outbox of e-mails and SMS sent. */
  'messages.read',
  /** Deposit and withdrawal queues, members' wallets and ledger entries. */
  'cashier.read',
  /** Approve, reject and pay deposits and withdrawals; request manual adjustments. */
  'cashier.manage',
  /** Approve another operator's manual adjustment above the threshold (the checker). */
  'cashier.approve',
  /** Game vendors and the catalogue (read). */
  'games.read',
  /** Edit vendors, sync catalogues, and override games (hot, new, order, hidden, icon, name). */
  'games.manage',
  /** Announcements, notices, popups, banners, help articles and the avatar list. */
  'content.manage',
  /** Send platform messages (messageV2) to members and segments. */
  'player-messages.send',
  /** Answer live chats with players (the customer-service inbox). */
  'chat.answer',
  /** Read and answer players' feedback. */
  'feedback.answer',
  /** The background jobs: their schedules, runs and failures. */
  'jobs.read',
  /** Start a run of a background job by hand (a re-run). */
  'jobs.run',
  /** Work the risk queue: markers of harm, case assignment, notes and outcomes. */
  'risk.manage',
  /** Apply a member's exclusion or time-out, request its lift after the period (issue 24). */
  'responsible_gaming.manage',
  /** The KYC queue: view members' documents, approve, reject, re-request (issue 24). */
  'kyc.review',
] as const;
export type TAdminPermission = (typeof ADMIN_PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<TOperatorRole, readonly TAdminPermission[]> = {
  super_admin: ADMIN_PERMISSIONS,
  finance: ['members.read', 'settings.read', 'cashier.read', 'cashier.manage', 'cashier.approve'],
  support: [
    'members.read',
    'members.manage',
    'settings.read',
    'messages.read',
    'cashier.read',
    'player-messages.send',
    'chat.answer',
    'feedback.answer',
    'risk.manage',
    'responsible_gaming.manage',
    'kyc.review',
  ],
  content: [
    'settings.read',
    'settings.content.write',
    'games.read',
    'games.manage',
    'content.manage',
  ],
};

/** Which permission writing each settings section needs. */
export const SETTINGS_WRITE_PERMISSION: Record<TSettingsSection, TAdminPermission> = {
  maintenance: 'settings.system.write',
  region: 'settings.system.write',
  modules: 'settings.system.write',
  languages: 'settings.content.write',
  customerService: 'settings.content.write',
  site: 'settings.content.write',
  social: 'settings.content.write',
  licences: 'settings.content.write',
  apps: 'settings.content.write',
  registration: 'settings.system.write',
  accountPolicy: 'settings.system.write',
  email: 'settings.system.write',
  sms: 'settings.system.write',
  identityProviders: 'settings.system.write',
  cashier: 'settings.system.write',
  paymentGateways: 'settings.system.write',
  agentPulls: 'settings.system.write',
  spendLimits: 'settings.system.write',
  riskRules: 'settings.system.write',
  realityChecks: 'settings.system.write',
  agentContracts: 'settings.system.write',
};

export function roleHasPermission(role: TOperatorRole, permission: TAdminPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

export const ZOperatorStatus = z.enum(['active', 'disabled']);

export const ZOperator = z
  .object({
    id: z.number().int(),
    username: z.string(),
    displayName: z.string(),
    role: ZOperatorRole,
    status: ZOperatorStatus,
    createdAt: z.string(),
    lastLoginAt: z.string().nullable(),
  })
  .meta({ id: 'Operator' });
export type TOperator = z.infer<typeof ZOperator>;

const ZOperatorUsername = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z][a-z0-9_.-]{2,31}$/, '3-32 characters: a letter, then letters, digits, _ . -');
/** Operator passwords: at least 10 characters with a letter and a digit. */
export const ZOperatorPassword = z
  .string()
  .min(10, 'at least 10 characters')
  .max(128)
  .regex(/[A-Za-z]/, 'must contain a letter')
  .regex(/\d/, 'must contain a digit');

export const ZAdminLoginRequest = z
  .object({
    username: z.string().trim().toLowerCase().min(1).max(32),
    password: z.string().min(1).max(128),
  })
  .meta({ id: 'AdminLoginRequest' });
export type TAdminLoginRequest = z.infer<typeof ZAdminLoginRequest>;

export const ZAdminSession = z
  .object({
    operator: ZOperator,
    permissions: z.array(z.enum(ADMIN_PERMISSIONS)),
  })
  .meta({ id: 'AdminSession' });
export type TAdminSession = z.infer<typeof ZAdminSession>;

export const ZAdminLoginResponse = ZAdminSession.extend({
  /** Opaque bearer token; send as `Authorization: Bearer <token>`. */
  token: z.string(),
  expiresAt: z.string(),
}).meta({ id: 'AdminLoginResponse' });
export type TAdminLoginResponse = z.infer<typeof ZAdminLoginResponse>;

export const ZChangeOwnPasswordRequest = z
  .object({ currentPassword: z.string().min(1).max(128), newPassword: ZOperatorPassword })
  .meta({ id: 'ChangeOwnPasswordRequest' });

export const ZCreateOperatorRequest = z
  .object({
    username: ZOperatorUsername,
    displayName: z.string().trim().min(1).max(60),
    role: ZOperatorRole,
    password: ZOperatorPassword,
  })
  .meta({ id: 'CreateOperatorRequest' });
export type TCreateOperatorRequest = z.infer<typeof ZCreateOperatorRequest>;

export const ZUpdateOperatorRequest = z
  .object({
    displayName: z.string().trim().min(1).max(60).optional(),
    role: ZOperatorRole.optional(),
    status: ZOperatorStatus.optional(),
    /** Sets a new password and ends the operator's sessions. */
    password: ZOperatorPassword.optional(),
  })
  .meta({ id: 'UpdateOperatorRequest' });
export type TUpdateOperatorRequest = z.infer<typeof ZUpdateOperatorRequest>;

export const ZOperatorList = z.object({ items: z.array(ZOperator) }).meta({ id: 'OperatorList' });

export const ZAuditEntry = z
  .object({
    id: z.number().int(),
    at: z.string(),
    operatorId: z.number().int().nullable(),
    operatorUsername: z.string().nullable(),
    action: z.string(),
    targetType: z.string(),
    targetId: z.string().nullable(),
    before: z.unknown().nullable(),
    after: z.unknown().nullable(),
    ip: z.string().nullable(),
    requestId: z.string().nullable(),
  })
  .meta({ id: 'AuditEntry' });
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
  action: z.string().max(100).optional(),
  targetType: z.string().max(60).optional(),
  targetId: z.string().max(60).optional(),
  operator: z.string().max(32).optional(),
});
export const ZAuditPage = z
  .object({
    items: z.array(ZAuditEntry),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'AuditPage' });
export type TAuditPage = z.infer<typeof ZAuditPage>;

/** All settings at once, as the back office loads them. */
export const ZAllSettings = z.object(SETTINGS_SECTIONS).meta({ id: 'AllSettings' });

export const ZIpLookupResponse = z
  .object({
    ip: z.string(),
    countryCode: z.string().nullable(),
    /** What this visitor would see now: 0 normal, 1 maintenance, 2 blocked. */
    systemStatus: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    /** Why the region rule decided so, e.g. `ip-block-list`, `blocked-country`, `allowed`. */
    reason: z.string(),
  })
  .meta({ id: 'IpLookupResponse' });
export type TIpLookupResponse = z.infer<typeof ZIpLookupResponse>;
