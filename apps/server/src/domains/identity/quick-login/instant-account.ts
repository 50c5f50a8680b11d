import type { TFieldRule, TRegistrationSettings } from '@lw/contracts';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { accounts } from '../../../db/schema/index.js';
import { AppError } from '../../../platform/errors.js';
import type { AccountRow } from '../accounts/index.js';
import type { AccountsService } from '../accounts/index.js';
import { recordAudit } from '../../../platform/audit-log.js';

/** How an account came to be, kept in accounts.register_method. */
export type InstantRegisterMethod = 'ONE_CLICK' | 'TRIAL' | 'SOCIAL';

export interface InstantAccountInput {
  type: number;
  username: string;
  password: string;
  registerMethod: InstantRegisterMethod;
  ip: string;
  language: string;
  nickname?: string | undefined;
  email?: string | undefined;
  profile?: Record<string, string>;
}

/** Used when an operator removed a rule from the registration form settings. */
const FALLBACK_RULES: Record<'username' | 'password', TFieldRule> = {
  username: { shown: true, required: true, patternId: 1, min: 4, max: 16, acceptedPattern: '*' },
  password: { shown: true, required: true, patternId: 5, min: 6, max: 20, acceptedPattern: '*' },
};

/** The configured username or password rule of the registration form. */
export function registrationRule(
  registration: TRegistrationSettings,
  field: 'username' | 'password',
): TFieldRule {
  return registration.fields[field] ?? FALLBACK_RULES[field];
}

/**
 * Opens an account with generated credentials (one-click, free play, social sign-in) under the
 * house root, exactly as a username sign-up without an invitation code does, in the caller's
 * transaction: `AccountsService.create`, then the register method and the audit entry.
 */
export async function createInstantAccount(
  accountsService: AccountsService,
  input: InstantAccountInput,
  tx: Database,
): Promise<AccountRow> {
  const house = await accountsService.house(tx);
  const created = await accountsService.create(
    {
      username: input.username,
      type: input.type,
      uplineId: house.id,
      password: input.password,
      nickname: input.nickname,
      email: input.email,
      profile: input.profile ?? {},
      language: input.language,
      registerIp: input.ip,
    },
    tx,
  );
  const [account] = await tx
    .update(accounts)
    .set({ registerMethod: input.registerMethod })
    .where(eq(accounts.id, created.id))
    .returning();
  await recordAudit(
    tx,
    { operatorId: null, username: null, ip: input.ip, requestId: null },
    {
      action: 'account.register',
      targetType: 'account',
      targetId: String(created.id),
      after: {
        username: created.username,
        uplineId: house.id,
        registerMethod: input.registerMethod,
      },
    },
  );
  return account!;
}

/**
 * Refuses with TOO_MANY_REQUESTS when `ip` already opened `max` accounts of `method` within the
 * last hour. Call inside the transaction that creates the account: the advisory lock (released
 * at commit) makes concurrent requests from one IP count one after the other, across processes.
 */
export async function capAccountsPerIp(
  tx: Database,
  method: InstantRegisterMethod,
  ip: string,
  max: number,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`instant:${method}:${ip}`}))`);
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(accounts)
    .where(
      and(
        eq(accounts.registerIp, ip),
        eq(accounts.registerMethod, method),
        gt(accounts.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
  if ((row?.n ?? 0) >= max) {
    throw new AppError('TOO_MANY_REQUESTS', `At most ${max} new accounts per hour from one IP`, {
      retryAfterSeconds: 3600,
    });
  }
}

/**
 * Runs `attempt` with a new generated username until one is free (a collision of random names
 * is rare but possible). A unique violation aborts the transaction, so the whole attempt repeats.
 */
export async function withFreeUsername<T>(attempt: () => Promise<T>, attempts = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (err) {
      if (!(err instanceof AppError && err.code === 'USERNAME_TAKEN') || i >= attempts) throw err;
    }
  }
}
