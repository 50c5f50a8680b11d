import {
  publishAccountLocked,
  publishPasswordChanged,
  publishSessionsEnded,
} from './account-events.js';
import {
  errorMessages,
  isAgentType,
  weakPaymentPasswordReason,
  type TAccountStatus,
} from '@lw/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';
import { accounts, accountSessions, rememberedDevices } from '../../../db/schema/index.js';
import { uniqueConstraintOf } from '../../../platform/db-errors.js';
import { AppError } from '../../../platform/errors.js';
import { hashPassword } from '../../../platform/passwords.js';
import { generatePassword } from '../../../platform/tokens.js';
import { recordAudit, type Actor } from '../../../platform/audit-log.js';
import { newAccountCode } from './account-codes.js';
import { presentSummary, type AccountRow } from './account-presenter.js';
import { childPath, downlinePattern, isStrictlyUnder, rootPath } from './agent-tree.js';

/** Username of the root agent every tree hangs from (the operator's own house account). */
export const HOUSE_USERNAME = 'house';

export interface NewAccount {
  username: string;
  type: number;
  /** Null only for the house root. */
  uplineId: number | null;
  password: string;
  mustChangePassword?: boolean;
  nickname?: string | undefined;
  realName?: string | undefined;
  email?: string | undefined;
  mobile?: string | undefined;
  countryDialingCode?: string | undefined;
  birthday?: string | undefined;
  profile?: Record<string, string>;
  paymentPassword?: string | undefined;
  referredById?: number | null;
  language?: string;
  registerIp?: string | null;
  registerDomain?: string | null;
}

/** Unique-index names mapped to the error a client understands. */
const UNIQUE_ERRORS = {
  accounts_username_uq: 'USERNAME_TAKEN',
  accounts_mobile_uq: 'MOBILE_TAKEN',
  accounts_email_uq: 'EMAIL_TAKEN',
} as const;

/** Accounts and the agent tree: creation, status, moves. Sign-in lives in player-auth. */
export class AccountsService {
  private readonly sessionsEndedListeners = new Set<(accountId: number) => Promise<void> | void>();

  constructor(private readonly db: Database) {}

  /**
   * Hears every session of an account ending, after the commit: an operator's lock, disable,
   * password reset or "end sessions", and the member's own password change or reset. The games
   * end its launch sessions here. Answers an unsubscribe.
   */
  onSessionsEnded(listener: (accountId: number) => Promise<void> | void): () => void {
    this.sessionsEndedListeners.add(listener);
    return () => this.sessionsEndedListeners.delete(listener);
  }

  /**
   * Tells the listeners that every session of the account ended, after the commit. Operators'
   * actions call it here; a member's password change or reset (other modules) calls it too.
   */
  async sessionsEnded(accountId: number): Promise<void> {
    for (const listener of this.sessionsEndedListeners) await listener(accountId);
  }

  /**
   * The profile touches others keep the lists of (content's avatars): the chosen avatar id (null:
   * the drawn one) and the interface language. Nothing else of the account changes here.
   */
  async setProfile(
    accountId: number,
    profile: { avatar?: string | null; language?: string },
    db: Database = this.db,
  ): Promise<void> {
    await db.update(accounts).set(profile).where(eq(accounts.id, accountId));
  }

  /** Members who chose `avatarId` (deleted from the list) go back to the drawn one, in `tx`. */
  async forgetAvatar(avatarId: string, tx: Database): Promise<void> {
    await tx.update(accounts).set({ avatar: null }).where(eq(accounts.avatar, avatarId));
  }

  async findById(id: number, db: Database = this.db): Promise<AccountRow | null> {
    const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
    return row ?? null;
  }

  async findByUsername(username: string): Promise<AccountRow | null> {
    const [row] = await this.db
      .select()
      .from(accounts)
      .where(eq(accounts.username, username.toLowerCase()));
    return row ?? null;
  }

  async findByAffiliateCode(code: string): Promise<AccountRow | null> {
    const [row] = await this.db
      .select()
      .from(accounts)
      .where(
        and(
          sql`lower(${accounts.affiliateCode}) = ${code.toLowerCase()}`,
          eq(accounts.status, 'active'),
        ),
      );
    return row && isAgentType(row.type) ? row : null;
  }

  async findByReferralCode(code: string): Promise<AccountRow | null> {
    const [row] = await this.db
      .select()
      .from(accounts)
      .where(eq(accounts.referralCode, code.toUpperCase()));
    return row ?? null;
  }

  /** The root agent; created on first start by the seed. */
  async house(db: Database = this.db): Promise<AccountRow> {
    const [row] = await db.select().from(accounts).where(eq(accounts.username, HOUSE_USERNAME));
    if (!row) throw new AppError('INTERNAL_ERROR', 'House account missing');
    return row;
  }

  /**
   * Inserts an account under `uplineId` (which must be an agent), in the caller's transaction
   * when one is given. Answers USERNAME_TAKEN / MOBILE_TAKEN / EMAIL_TAKEN on conflicts.
   */
  async create(input: NewAccount, db: Database = this.db): Promise<AccountRow> {
    let parentPath: string | null = null;
    let depth = 0;
    if (input.uplineId !== null) {
      const upline = await this.findById(input.uplineId, db);
      if (!upline || !isAgentType(upline.type))
        throw new AppError('INVALID_UPLINE', 'Upline is not an agent');
      parentPath = upline.path;
      depth = upline.depth + 1;
    }
    const passwordHash = await hashPassword(input.password);
    if (input.paymentPassword && weakPaymentPasswordReason(input.paymentPassword, input)) {
      throw new AppError('PAYMENT_PASSWORD_TOO_WEAK', errorMessages.PAYMENT_PASSWORD_TOO_WEAK.en);
    }
    const paymentPasswordHash = input.paymentPassword
      ? await hashPassword(input.paymentPassword)
      : null;
    const [{ id: nextId } = { id: '0' }] = await queryRows<{ id: string }>(
      db,
      sql`select nextval(pg_get_serial_sequence('accounts', 'id'))::text as id`,
    );
    const id = Number(nextId);
    try {
      const [row] = await db
        .insert(accounts)
        .values({
          id,
          username: input.username.toLowerCase(),
          type: input.type,
          uplineId: input.uplineId,
          path: parentPath === null ? rootPath(id) : childPath(parentPath, id),
          depth,
          passwordHash,
          mustChangePassword: input.mustChangePassword ?? false,
          paymentPasswordHash,
          nickname: input.nickname || input.username.toLowerCase(),
          realName: input.realName || null,
          email: input.email || null,
          mobile: input.mobile || null,
          countryDialingCode: input.mobile ? (input.countryDialingCode ?? null) : null,
          birthday: input.birthday || null,
          profile: input.profile ?? {},
          affiliateCode: isAgentType(input.type) ? newAccountCode() : null,
          referralCode: newAccountCode(),
          referredById: input.referredById ?? null,
          language: input.language ?? 'th',
          registerIp: input.registerIp ?? null,
          registerDomain: input.registerDomain ?? null,
        })
        .returning();
      return row!;
    } catch (err) {
      const constraint = uniqueConstraintOf(err);
      if (constraint !== null) {
        const code = UNIQUE_ERRORS[constraint as keyof typeof UNIQUE_ERRORS] ?? 'CONFLICT';
        throw new AppError(code, `Unique value taken (${constraint})`);
      }
      throw err;
    }
  }

  /** An operator opens an agent account; answers it with a one-time password to hand over. */
  async createAgent(
    input: {
      username: string;
      nickname?: string | undefined;
      type: number;
      uplineId: number | null;
    },
    actor: Actor,
  ): Promise<{ account: AccountRow; initialPassword: string }> {
    const initialPassword = generatePassword(12);
    return this.db.transaction(async (tx) => {
      const uplineId = input.uplineId ?? (await this.house(tx)).id;
      const account = await this.create(
        { ...input, uplineId, password: initialPassword, mustChangePassword: true },
        tx,
      );
      await recordAudit(tx, actor, {
        action: 'account.create_agent',
        targetType: 'account',
        targetId: String(account.id),
        after: presentSummary(account, null),
      });
      return { account, initialPassword };
    });
  }

  /** Moves an account (and its whole downline) under another agent. */
  async moveUpline(accountId: number, newUplineId: number, actor: Actor): Promise<AccountRow> {
    return this.db.transaction(async (tx) => {
      // Lock both rows in id order so concurrent moves cannot interleave.
      await tx.execute(
        sql`select id from ${accounts} where id in (${accountId}, ${newUplineId}) order by id for update`,
      );
      const account = await this.findById(accountId, tx);
      const upline = await this.findById(newUplineId, tx);
      if (!account) throw new AppError('NOT_FOUND', 'Account not found');
      if (account.uplineId === null)
        throw new AppError('INVALID_UPLINE', 'The house account has no upline');
      if (
        !upline ||
        !isAgentType(upline.type) ||
        upline.id === account.id ||
        isStrictlyUnder(upline.path, account.path)
      ) {
        throw new AppError(
          'INVALID_UPLINE',
          'New upline must be an agent outside the own downline',
        );
      }
      const newPath = childPath(upline.path, account.id);
      const depthDelta = upline.depth + 1 - account.depth;
      // One statement rewrites the subtree: every path starting with the old prefix.
      await tx.execute(sql`
        update ${accounts}
        set path = ${newPath} || substr(path, ${account.path.length + 1}),
            depth = depth + ${depthDelta}
        where path like ${downlinePattern(account.path)}`);
      const [moved] = await tx
        .update(accounts)
        .set({ uplineId: upline.id })
        .where(eq(accounts.id, account.id))
        .returning();
      await recordAudit(tx, actor, {
        action: 'account.move_upline',
        targetType: 'account',
        targetId: String(account.id),
        before: { uplineId: account.uplineId, path: account.path },
        after: { uplineId: upline.id, path: newPath },
      });
      return moved!;
    });
  }

  /** Lock, unlock or disable; locking and disabling end every session of the account. */
  async setStatus(
    accountId: number,
    status: TAccountStatus,
    reason: string,
    actor: Actor,
  ): Promise<AccountRow> {
    const updated = await this.db.transaction(async (tx) => {
      const before = await this.findById(accountId, tx);
      if (!before) throw new AppError('NOT_FOUND', 'Account not found');
      const [row] = await tx
        .update(accounts)
        .set({ status, failedLogins: 0, lockedUntil: null })
        .where(eq(accounts.id, accountId))
        .returning();
      if (status !== 'active') await this.revokeSessions(accountId, tx);
      if (status === 'locked' && before.status !== 'locked') {
        await publishAccountLocked(tx, accountId, { by: 'operator', operatorId: actor.operatorId });
      }
      await recordAudit(tx, actor, {
        action: 'account.set_status',
        targetType: 'account',
        targetId: String(accountId),
        before: { status: before.status },
        after: { status, reason },
      });
      return row!;
    });
    if (status !== 'active') await this.sessionsEnded(accountId);
    return updated;
  }

  /** A temporary password the owner must change at next sign-in; all sessions end. */
  async resetPassword(accountId: number, actor: Actor): Promise<string> {
    const temporaryPassword = generatePassword(12);
    const passwordHash = await hashPassword(temporaryPassword);
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(accounts)
        .set({
          passwordHash,
          mustChangePassword: true,
          passwordChangedAt: sql`now()`,
          failedLogins: 0,
          lockedUntil: null,
        })
        .where(eq(accounts.id, accountId))
        .returning({ id: accounts.id });
      if (!row) throw new AppError('NOT_FOUND', 'Account not found');
      await this.revokeSessions(accountId, tx);
      await publishPasswordChanged(tx, accountId, 'operator');
      await recordAudit(tx, actor, {
        action: 'account.reset_password',
        targetType: 'account',
        targetId: String(accountId),
      });
    });
    await this.sessionsEnded(accountId);
    return temporaryPassword;
  }

  async endSessions(accountId: number, actor: Actor): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (!(await this.findById(accountId, tx)))
        throw new AppError('NOT_FOUND', 'Account not found');
      await this.revokeSessions(accountId, tx);
      await recordAudit(tx, actor, {
        action: 'account.end_sessions',
        targetType: 'account',
        targetId: String(accountId),
      });
    });
    await this.sessionsEnded(accountId);
  }

  /**
   * Issue 24: the time-out or self-exclusion that sign-in and the money paths' claim statements
   * read on this row (null: none), written in the caller's transaction (responsible gaming's).
   */
  async setPlayRestriction(
    accountId: number,
    restriction: { kind: 'time_out' | 'self_exclusion'; until: Date | 'infinity' } | null,
    tx: Database,
  ): Promise<void> {
    await tx
      .update(accounts)
      .set({
        playRestriction: restriction?.kind ?? null,
        playRestrictedUntil: restriction?.until ?? null,
      })
      .where(eq(accounts.id, accountId));
  }

  /** Ends every open session of the account, except `keepTokenHash` when given. */
  async revokeSessions(accountId: number, db: Database, keepTokenHash?: string): Promise<void> {
    await db
      .update(accountSessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(accountSessions.accountId, accountId),
          isNull(accountSessions.revokedAt),
          keepTokenHash ? sql`${accountSessions.tokenHash} <> ${keepTokenHash}` : undefined,
        ),
      );
    // Remembered devices would sign straight back in: they end too.
    await db
      .update(rememberedDevices)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(rememberedDevices.accountId, accountId), isNull(rememberedDevices.revokedAt)));
    await publishSessionsEnded(db, accountId);
  }

  /**
   * Responsible gaming (issue 24): whether the member has a deposit, loss or wager limit, so the
   * money paths ask the limits gate only for such members. Written in the limit change's `tx`.
   */
  async setSpendLimited(accountId: number, spendLimited: boolean, tx: Database): Promise<void> {
    await tx.update(accounts).set({ spendLimited }).where(eq(accounts.id, accountId));
  }

  /** True when `accountId` is strictly in `agentId`'s downline. */
  async isUnder(accountId: number, agentId: number): Promise<boolean> {
    const [account, agent] = await Promise.all([this.findById(accountId), this.findById(agentId)]);
    return Boolean(account && agent && isStrictlyUnder(account.path, agent.path));
  }
}
