import {
  errorMessages,
  kindOfPeriod,
  type TAdminExclusion,
  type TApplyExclusionRequest,
  type TExclusion,
  type TExclusionPeriod,
  type TMemberExclusions,
  type TMyExclusions,
  type TTakeExclusionRequest,
} from '@lw/contracts';
import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.js';
import { accounts, operators, playRestrictions } from '../../../db/schema/index.js';
import { recordAudit, type Actor } from '../../../platform/audit-log.js';
import type { Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/errors.js';
import { publish } from '../../../platform/events/publish.js';
import {
  playRestrictionOf,
  refuseTrial,
  type AccountRow,
  type AccountsService,
} from '../../identity/accounts/index.js';
import { COOLING_OFF_MS, PERMANENT_MINIMUM_MONTHS, periodEnd } from './exclusion-periods.js';
import {
  effectiveRestriction,
  presentExclusion,
  statusOf,
  type ExclusionRow,
} from './exclusion-state.js';

/** The sign-in password check from inside a session (identity/player-auth's). */
export interface OwnPasswordCheck {
  checkOwnPassword(account: AccountRow, password: string): Promise<void>;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Time-outs and self-exclusions (issue 24 item 3). Taking one is one transaction: its row, the
 * account's flag the hot paths read, every session ended (`account.sessions_ended`: the game
 * launches end, so the next vendor bet is refused) and `account.excluded`. Never gated on KYC.
 */
export class ExclusionsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly accounts: AccountsService,
    private readonly passwords: OwnPasswordCheck,
  ) {}

  /** The member's own time-out or self-exclusion, confirmed with the sign-in password. */
  async take(account: AccountRow, input: TTakeExclusionRequest): Promise<TExclusion> {
    refuseTrial(account);
    await this.passwords.checkOwnPassword(account, input.password);
    const row = await this.restrict(account.id, input.period, { source: 'member' });
    return presentExclusion(row, this.clock.now());
  }

  /** An operator applies one for the member (on the member's e-mail or call), audited. */
  async apply(
    accountId: number,
    input: TApplyExclusionRequest,
    actor: Actor,
  ): Promise<TAdminExclusion> {
    const row = await this.restrict(accountId, input.period, {
      source: 'operator',
      actor,
      reason: input.reason,
    });
    return (await this.adminRows(accountId)).find((r) => r.id === row.id)!;
  }

  /**
   * An operator lifts a self-exclusion whose period has ended (a permanent one: six months after
   * it began); it takes effect after the cooling-off, 24 hours (7 days for a permanent one).
   */
  async requestLift(
    accountId: number,
    exclusionId: number,
    reason: string,
    actor: Actor,
  ): Promise<TAdminExclusion> {
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      await lockAccount(tx, accountId);
      const [row] = await tx
        .select()
        .from(playRestrictions)
        .where(eq(playRestrictions.id, exclusionId));
      if (!row || row.accountId !== accountId) {
        throw new AppError('NOT_FOUND', 'Exclusion not found');
      }
      const liftableFrom = liftableFromOf(row);
      if (
        row.kind !== 'self_exclusion' ||
        statusOf(row, now) !== 'in_force' ||
        liftableFrom.getTime() > now.getTime()
      ) {
        throw new AppError('EXCLUSION_NOT_LIFTABLE', errorMessages.EXCLUSION_NOT_LIFTABLE.en, {
          kind: row.kind,
          status: statusOf(row, now),
          liftableFrom: row.kind === 'self_exclusion' ? liftableFrom.toISOString() : null,
        });
      }
      const cooling = row.endsAt ? COOLING_OFF_MS.definite : COOLING_OFF_MS.indefinite;
      const effectiveAt = new Date(now.getTime() + cooling);
      await tx
        .update(playRestrictions)
        .set({
          liftRequestedAt: now,
          liftRequestedBy: actor.operatorId,
          liftReason: reason,
          liftEffectiveAt: effectiveAt,
        })
        .where(eq(playRestrictions.id, exclusionId));
      await this.refreshAccount(tx, accountId, now);
      await publish(tx, {
        type: 'account.exclusion_lifted',
        key: `account:${accountId}`,
        payload: {
          accountId,
          exclusionId,
          effectiveAt: effectiveAt.toISOString(),
          operatorId: actor.operatorId!,
        },
      });
      await recordAudit(tx, actor, {
        action: 'exclusion.lift',
        targetType: 'account',
        targetId: String(accountId),
        before: { exclusionId, status: 'in_force' },
        after: {
          exclusionId,
          status: 'lift_pending',
          effectiveAt: effectiveAt.toISOString(),
          reason,
        },
      });
    });
    return (await this.adminRows(accountId)).find((r) => r.id === exclusionId)!;
  }

  /** What is in force now and the member's history, newest first. */
  async mine(accountId: number): Promise<TMyExclusions> {
    const now = this.clock.now();
    const rows = await this.rowsOf(this.db, accountId);
    return {
      current: await this.current(accountId, now),
      history: rows.map((row) => presentExclusion(row, now)),
    };
  }

  /** The back office's view: the same, with who applied or lifted each and why. */
  async forMember(accountId: number): Promise<TMemberExclusions> {
    const now = this.clock.now();
    if (!(await this.accounts.findById(accountId))) {
      throw new AppError('NOT_FOUND', 'Account not found');
    }
    return {
      current: await this.current(accountId, now),
      history: await this.adminRows(accountId),
    };
  }

  private async current(accountId: number, now: Date): Promise<TMyExclusions['current']> {
    const account = await this.accounts.findById(accountId);
    return account ? playRestrictionOf(account, now) : null;
  }

  /** Writes the exclusion and its effects in one transaction; the live pages close after it. */
  private async restrict(
    accountId: number,
    period: TExclusionPeriod,
    by: { source: 'member' } | { source: 'operator'; actor: Actor; reason: string },
  ): Promise<ExclusionRow> {
    const now = this.clock.now();
    const kind = kindOfPeriod(period);
    const endsAt = periodEnd(period, now);
    const operatorId = by.source === 'operator' ? by.actor.operatorId : null;
    const row = await this.db.transaction(async (tx) => {
      const account = await lockAccount(tx, accountId);
      refuseTrial(account);
      const [inserted] = await tx
        .insert(playRestrictions)
        .values({
          accountId,
          kind,
          period,
          startsAt: now,
          endsAt,
          source: by.source,
          operatorId,
          reason: by.source === 'operator' ? by.reason : null,
        })
        .returning();
      await this.refreshAccount(tx, accountId, now);
      // Sign-out everywhere: sessions and remembered devices; `account.sessions_ended` ends
      // the open game launches (games.launch-revocation).
      await this.accounts.revokeSessions(accountId, tx);
      await publish(tx, {
        type: 'account.excluded',
        key: `account:${accountId}`,
        payload: {
          accountId,
          exclusionId: inserted!.id,
          kind,
          period,
          until: kind === 'time_out' ? endsAt!.toISOString() : null,
          by: by.source,
          operatorId,
        },
      });
      if (by.source === 'operator') {
        await recordAudit(tx, by.actor, {
          action: 'exclusion.apply',
          targetType: 'account',
          targetId: String(accountId),
          after: { exclusionId: inserted!.id, kind, period, reason: by.reason },
        });
      }
      return inserted!;
    });
    // This process's open pages of the member close now (the live channel's sockets).
    await this.accounts.sessionsEnded(accountId);
    return row;
  }

  /** The account's flag from every exclusion row (the latest end wins). */
  private async refreshAccount(tx: Tx, accountId: number, now: Date): Promise<void> {
    const rows = await this.rowsOf(tx, accountId);
    await this.accounts.setPlayRestriction(accountId, effectiveRestriction(rows, now), tx);
  }

  private rowsOf(db: Database, accountId: number): Promise<ExclusionRow[]> {
    return db
      .select()
      .from(playRestrictions)
      .where(eq(playRestrictions.accountId, accountId))
      .orderBy(desc(playRestrictions.id));
  }

  private async adminRows(accountId: number): Promise<TAdminExclusion[]> {
    const now = this.clock.now();
    const applier = alias(operators, 'applier');
    const lifter = alias(operators, 'lifter');
    const rows = await this.db
      .select({ row: playRestrictions, applier: applier.username, lifter: lifter.username })
      .from(playRestrictions)
      .leftJoin(applier, eq(applier.id, playRestrictions.operatorId))
      .leftJoin(lifter, eq(lifter.id, playRestrictions.liftRequestedBy))
      .where(eq(playRestrictions.accountId, accountId))
      .orderBy(desc(playRestrictions.id));
    return rows.map(({ row, applier, lifter }) => ({
      ...presentExclusion(row, now),
      operatorUsername: applier ?? null,
      reason: row.reason,
      liftRequestedBy: lifter ?? null,
      liftReason: row.liftReason,
    }));
  }
}

/** Serialises the account's exclusions (and reads it): one change at a time per member. */
async function lockAccount(tx: Tx, accountId: number): Promise<{ id: number; type: number }> {
  const [account] = await tx
    .select({ id: accounts.id, type: accounts.type })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('update');
  if (!account) throw new AppError('NOT_FOUND', 'Account not found');
  return account;
}

/** When an operator may lift it: at its period's end, or six months into a permanent one. */
function liftableFromOf(row: ExclusionRow): Date {
  if (row.endsAt) return row.endsAt;
  const from = new Date(row.startsAt);
  from.setUTCMonth(from.getUTCMonth() + PERMANENT_MINIMUM_MONTHS);
  return from;
}
