import type { TCreateOperatorRequest, TOperator, TUpdateOperatorRequest } from '@lw/contracts';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { operators, operatorSessions } from '../../../db/schema/index.js';
import { AppError } from '../../../platform/errors.js';
import { hashPassword } from '../../../platform/passwords.js';
import { generatePassword } from '../../../platform/tokens.js';
import { recordAudit, type Actor } from '../../../platform/audit-log.js';
import { presentOperator } from './operator-presenter.js';

/** Back-office staff accounts. */
export class OperatorsService {
  constructor(private readonly db: Database) {}

  async list(): Promise<TOperator[]> {
    const rows = await this.db.select().from(operators).orderBy(asc(operators.id));
    return rows.map(presentOperator);
  }

  async create(input: TCreateOperatorRequest, actor: Actor): Promise<TOperator> {
    const passwordHash = await hashPassword(input.password);
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(operators)
        .values({
          username: input.username,
          displayName: input.displayName,
          role: input.role,
          passwordHash,
        })
        .onConflictDoNothing({ target: operators.username })
        .returning();
      if (!row) throw new AppError('USERNAME_TAKEN', 'Username already taken');
      const created = presentOperator(row);
      await recordAudit(tx, actor, {
        action: 'operator.create',
        targetType: 'operator',
        targetId: String(row.id),
        after: created,
      });
      return created;
    });
  }

  async update(id: number, input: TUpdateOperatorRequest, actor: Actor): Promise<TOperator> {
    if (id === actor.operatorId && (input.role !== undefined || input.status !== undefined)) {
      throw new AppError('CANNOT_CHANGE_SELF', 'Operators cannot change their own role or status');
    }
    const passwordHash = input.password ? await hashPassword(input.password) : undefined;
    return this.db.transaction(async (tx) => {
      // Lock the target and every super admin in id order: concurrent updates queue up instead
      // of deadlocking, and the last-super-admin check below sees committed state.
      await tx.execute(
        sql`select id from ${operators} where role = 'super_admin' or id = ${id} order by id for update`,
      );
      const [before] = await tx.select().from(operators).where(eq(operators.id, id));
      if (!before) throw new AppError('NOT_FOUND', 'Operator not found');
      const losesSuperAdmin =
        before.role === 'super_admin' &&
        before.status === 'active' &&
        ((input.role && input.role !== 'super_admin') || input.status === 'disabled');
      if (losesSuperAdmin) {
        const [{ others } = { others: 0 }] = await tx
          .select({ others: count() })
          .from(operators)
          .where(
            and(
              eq(operators.role, 'super_admin'),
              eq(operators.status, 'active'),
              ne(operators.id, id),
            ),
          );
        if (Number(others) === 0) {
          throw new AppError('LAST_SUPER_ADMIN', 'The last active super admin must stay');
        }
      }
      const [row] = await tx
        .update(operators)
        .set({
          ...(input.displayName !== undefined && { displayName: input.displayName }),
          ...(input.role !== undefined && { role: input.role }),
          ...(input.status !== undefined && { status: input.status }),
          ...(passwordHash !== undefined && { passwordHash, failedLogins: 0, lockedUntil: null }),
        })
        .where(eq(operators.id, id))
        .returning();
      // A new password, a new role or a disabled account ends the operator's sessions.
      if (
        passwordHash ||
        input.status === 'disabled' ||
        (input.role && input.role !== before.role)
      ) {
        await tx
          .update(operatorSessions)
          .set({ revokedAt: sql`now()` })
          .where(
            and(eq(operatorSessions.operatorId, id), sql`${operatorSessions.revokedAt} is null`),
          );
      }
      const after = presentOperator(row!);
      await recordAudit(tx, actor, {
        action: passwordHash ? 'operator.update_password' : 'operator.update',
        targetType: 'operator',
        targetId: String(id),
        before: presentOperator(before),
        after,
      });
      return after;
    });
  }

  /**
   * First start: creates the super admin `admin` when no operator exists. Returns the password
   * when it was generated (to print once), null otherwise.
   */
  async ensureFirstSuperAdmin(
    adminPassword: string | undefined,
  ): Promise<{ created: boolean; generatedPassword: string | null }> {
    const [{ total } = { total: 0 }] = await this.db.select({ total: count() }).from(operators);
    if (Number(total) > 0) return { created: false, generatedPassword: null };
    const password = adminPassword ?? generatePassword();
    const [row] = await this.db
      .insert(operators)
      .values({
        username: 'admin',
        displayName: 'Super Admin',
        role: 'super_admin',
        passwordHash: await hashPassword(password),
      })
      .onConflictDoNothing({ target: operators.username })
      .returning();
    if (!row) return { created: false, generatedPassword: null };
    await recordAudit(
      this.db,
      { operatorId: null, username: null, ip: null, requestId: null },
      {
        action: 'operator.create',
        targetType: 'operator',
        targetId: String(row.id),
        after: presentOperator(row),
      },
    );
    return { created: true, generatedPassword: adminPassword ? null : password };
  }
}
