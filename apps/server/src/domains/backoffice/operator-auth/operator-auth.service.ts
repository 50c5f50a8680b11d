import { ROLE_PERMISSIONS, type TAdminLoginResponse, type TAdminSession } from '@lw/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { operators, operatorSessions } from '../../../db/schema/index.js';
import { AttemptGuard, secondsUntil } from '../../../platform/attempt-guard.js';
import { AppError } from '../../../platform/errors.js';
import type { AuthenticatedOperator } from '../../../platform/guards/admin-guard.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../../platform/passwords.js';
import { sessionIsLive, sessionNeedsTouch } from '../../../platform/session-clock.js';
import { hashToken, newSessionToken } from '../../../platform/tokens.js';
import { recordAudit, type Actor } from '../../../platform/audit-log.js';
import { presentOperator, type OperatorRow } from '../operators/index.js';

export interface AdminAuthOptions {
  idleMinutes: number;
  maxHours: number;
  /** Failed logins in a row before the account locks. */
  maxFailures?: number;
  lockMinutes?: number;
}

export type { AuthenticatedOperator };

/** Operator sign-in, sessions and lockout. */
export class AdminAuthService {
  private readonly maxFailures: number;
  private readonly lockMinutes: number;
  /** Wrong passwords in a row, counted atomically per operator. */
  private readonly attempts: AttemptGuard;

  constructor(
    private readonly db: Database,
    private readonly options: AdminAuthOptions,
  ) {
    this.maxFailures = options.maxFailures ?? 5;
    this.lockMinutes = options.lockMinutes ?? 15;
    this.attempts = new AttemptGuard(db, {
      table: operators,
      id: operators.id,
      failures: operators.failedLogins,
      lockedUntil: operators.lockedUntil,
    });
  }

  async login(
    username: string,
    password: string,
    meta: { ip: string; userAgent: string | null; requestId: string },
  ): Promise<TAdminLoginResponse> {
    const [row] = await this.db.select().from(operators).where(eq(operators.username, username));
    if (!row) {
      await verifyPassword(await dummyPasswordHash(), password);
      throw new AppError('INVALID_CREDENTIALS', 'Wrong username or password');
    }
    const now = new Date();
    const actor: Actor = {
      operatorId: row.id,
      username: row.username,
      ip: meta.ip,
      requestId: meta.requestId,
    };
    const verdict = await this.attempts.verify(
      row.id,
      { maxFailures: this.maxFailures, lockMinutes: this.lockMinutes },
      () => verifyPassword(row.passwordHash, password),
    );
    if (verdict.kind === 'wrong' || (verdict.kind === 'locked' && verdict.lockedNow)) {
      await recordAudit(this.db, actor, {
        action: verdict.kind === 'wrong' ? 'operator.login_failed' : 'operator.locked',
        targetType: 'operator',
        targetId: String(row.id),
      });
    }
    if (verdict.kind === 'wrong') {
      throw new AppError('INVALID_CREDENTIALS', 'Wrong username or password');
    }
    if (verdict.kind === 'locked') {
      throw new AppError('ACCOUNT_LOCKED', 'Account locked after failed logins', {
        retryAfterSeconds: secondsUntil(verdict.until, new Date()),
      });
    }
    if (row.status !== 'active') throw new AppError('ACCOUNT_DISABLED', 'Operator disabled');

    const token = newSessionToken();
    const expiresAt = new Date(now.getTime() + this.options.maxHours * 3_600_000);
    const updated = await this.db.transaction(async (tx) => {
      await tx.insert(operatorSessions).values({
        tokenHash: hashToken(token),
        operatorId: row.id,
        expiresAt,
        ip: meta.ip,
        userAgent: meta.userAgent?.slice(0, 300) ?? null,
      });
      const [u] = await tx
        .update(operators)
        .set({ failedLogins: 0, lockedUntil: null, lastLoginAt: now })
        .where(eq(operators.id, row.id))
        .returning();
      await recordAudit(tx, actor, {
        action: 'operator.login',
        targetType: 'operator',
        targetId: String(row.id),
      });
      return u!;
    });
    return { token, expiresAt: expiresAt.toISOString(), ...sessionOf(updated) };
  }

  /** Resolves a bearer token; null when unknown, revoked, idle too long or expired. */
  async authenticate(token: string): Promise<AuthenticatedOperator | null> {
    const tokenHash = hashToken(token);
    const [found] = await this.db
      .select({ session: operatorSessions, operator: operators })
      .from(operatorSessions)
      .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
      .where(and(eq(operatorSessions.tokenHash, tokenHash), isNull(operatorSessions.revokedAt)));
    if (!found) return null;
    const now = Date.now();
    if (!sessionIsLive(found.session, this.options.idleMinutes, now)) return null;
    if (found.operator.status !== 'active') return null;
    if (sessionNeedsTouch(found.session, now)) {
      await this.db
        .update(operatorSessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(operatorSessions.tokenHash, tokenHash));
    }
    return { operator: found.operator, tokenHash };
  }

  async logout(tokenHash: string, actor: Actor): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(operatorSessions)
        .set({ revokedAt: sql`now()` })
        .where(eq(operatorSessions.tokenHash, tokenHash));
      await recordAudit(tx, actor, {
        action: 'operator.logout',
        targetType: 'operator',
        targetId: String(actor.operatorId),
      });
    });
  }

  async changeOwnPassword(
    operator: OperatorRow,
    currentPassword: string,
    newPassword: string,
    actor: Actor,
    keepTokenHash: string,
  ): Promise<void> {
    if (!(await verifyPassword(operator.passwordHash, currentPassword))) {
      throw new AppError('WRONG_PASSWORD', 'Current password is wrong');
    }
    const passwordHash = await hashPassword(newPassword);
    await this.db.transaction(async (tx) => {
      await tx.update(operators).set({ passwordHash }).where(eq(operators.id, operator.id));
      // Other sessions end; the one that made the change stays.
      await tx
        .update(operatorSessions)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(operatorSessions.operatorId, operator.id),
            isNull(operatorSessions.revokedAt),
            sql`${operatorSessions.tokenHash} <> ${keepTokenHash}`,
          ),
        );
      await recordAudit(tx, actor, {
        action: 'operator.password_changed',
        targetType: 'operator',
        targetId: String(operator.id),
      });
    });
  }
}

export function sessionOf(row: OperatorRow): TAdminSession {
  return { operator: presentOperator(row), permissions: [...ROLE_PERMISSIONS[row.role]] };
}
