import {
  CONTRACT_KINDS,
  errorMessages,
  isAgentType,
  type TAgentContract,
  type TAgentContractsOverview,
  type TContractKind,
  type TContractStatus,
  type TContractTerms,
  type TErrorCode,
  termsProblems,
} from '@lw/contracts';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.js';
import { accounts, agentContracts } from '../../../db/schema/index.js';
import type { Actor } from '../../../platform/audit-log.js';
import { recordAudit } from '../../../platform/audit-log.js';
import type { Clock } from '../../../platform/clock.js';
import { uniqueConstraintOf } from '../../../platform/db-errors.js';
import { AppError } from '../../../platform/errors.js';
import type { AccountRow } from '../../identity/accounts/index.js';
import { downlinePattern } from '../../identity/accounts/index.js';
import type { SettingsService } from '../../site/settings/index.js';
import { moduleOn } from '../../site/startup/index.js';
import type { AgentScope, AgentScopes } from '../agent-scope/index.js';
import { uplineProblems } from './contract-rules.js';

type ContractRow = typeof agentContracts.$inferSelect;

const MODULE_OF: Record<
  TContractKind,
  | 'agent.contract.dailySalary'
  | 'agent.contract.dividend'
  | 'agent.contract.hourlySalary'
  | 'agent.contract.realtimeSalary'
> = {
  dailySalary: 'agent.contract.dailySalary',
  dividend: 'agent.contract.dividend',
  hourlySalary: 'agent.contract.hourlySalary',
  realtimeSalary: 'agent.contract.realtimeSalary',
};

function fail(code: TErrorCode, details?: Record<string, unknown>): never {
  throw new AppError(code, errorMessages[code].en, details);
}

const holder = alias(accounts, 'holder');
const offerer = alias(accounts, 'offerer');

/**
 * The lifecycle of agent contracts (issue 25 item 3): offered by the direct upline (which holds an
 * active contract of the kind) or given by an operator to the top contracted layer; accepted or
 * rejected by the holder; terminated by either side. Each step is one guarded update from the
 * status it leaves (the loser of a race gets a 409); termination of an active contract ends the
 * contracts of the same kind in the holder's whole subtree.
 */
export class ContractsService {
  constructor(
    private readonly db: Database,
    private readonly settings: SettingsService,
    private readonly scopes: AgentScopes,
    private readonly clock: Clock,
  ) {}

  async kindEnabled(kind: TContractKind, db: Database = this.db): Promise<boolean> {
    const { enabled } = await this.settings.get('modules', db);
    return moduleOn(enabled, MODULE_OF[kind]);
  }

  private async requireKind(kind: TContractKind): Promise<void> {
    if (!(await this.kindEnabled(kind))) fail('CONTRACT_KIND_OFF');
  }

  private async checkTerms(terms: TContractTerms): Promise<void> {
    const problems = termsProblems(terms, await this.settings.get('agentContracts'));
    if (problems.length > 0) fail('CONTRACT_TERMS_NOT_ALLOWED', { problems });
  }

  /** The consolidated call: every kind's state for the signed-in agent. */
  async overview(scope: AgentScope): Promise<TAgentContractsOverview> {
    const mine = await this.list(
      and(
        eq(agentContracts.holderId, scope.agentId),
        inArray(agentContracts.status, ['pending', 'active']),
      )!,
    );
    const out = await this.db
      .select({ kind: agentContracts.kind, n: sql<number>`count(*)::int` })
      .from(agentContracts)
      .where(
        and(
          eq(agentContracts.uplineId, scope.agentId),
          inArray(agentContracts.status, ['pending', 'active']),
        ),
      )
      .groupBy(agentContracts.kind);
    const { enabled } = await this.settings.get('modules');
    const { activeMemberMinValidStake } = await this.settings.get('agentContracts');
    return {
      activeMemberMinValidStake,
      kinds: CONTRACT_KINDS.map((kind) => ({
        kind,
        enabled: moduleOn(enabled, MODULE_OF[kind]),
        active: mine.find((c) => c.kind === kind && c.status === 'active') ?? null,
        pending: mine.find((c) => c.kind === kind && c.status === 'pending') ?? null,
        offersOut: out.find((o) => o.kind === kind)?.n ?? 0,
      })),
    };
  }

  /** Offers the agent made to its direct downlines, newest first. */
  offersOf(scope: AgentScope): Promise<TAgentContract[]> {
    return this.list(eq(agentContracts.uplineId, scope.agentId), 200);
  }

  /** Contracts for the back office. */
  listForOperators(filter: {
    kind?: TContractKind;
    status?: TContractStatus;
    agent?: string;
  }): Promise<TAgentContract[]> {
    const where = [
      filter.kind ? eq(agentContracts.kind, filter.kind) : undefined,
      filter.status ? eq(agentContracts.status, filter.status) : undefined,
      filter.agent ? eq(holder.username, filter.agent.toLowerCase()) : undefined,
    ].filter((c): c is SQL => c !== undefined);
    return this.list(where.length ? and(...where)! : sql`true`, 500);
  }

  private async list(where: SQL, limit = 50): Promise<TAgentContract[]> {
    const rows = await this.db
      .select({
        c: agentContracts,
        holder: { id: holder.id, username: holder.username },
        offerer: { id: offerer.id, username: offerer.username },
      })
      .from(agentContracts)
      .innerJoin(holder, eq(holder.id, agentContracts.holderId))
      .leftJoin(offerer, eq(offerer.id, agentContracts.uplineId))
      .where(where)
      .orderBy(desc(agentContracts.id))
      .limit(limit);
    return rows.map((r) => view(r.c, r.holder, r.offerer?.id ? r.offerer : null));
  }

  private async one(id: number): Promise<TAgentContract> {
    const [c] = await this.list(eq(agentContracts.id, id), 1);
    if (!c) fail('CONTRACT_NOT_FOUND');
    return c;
  }

  /** The active contract of a kind an agent holds, if any. */
  async activeOf(agentId: number, kind: TContractKind, db: Database = this.db) {
    const [row] = await db
      .select()
      .from(agentContracts)
      .where(
        and(
          eq(agentContracts.holderId, agentId),
          eq(agentContracts.kind, kind),
          eq(agentContracts.status, 'active'),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /** An agent offers a contract to a direct downline agent. */
  async offer(
    scope: AgentScope,
    input: { downlineUsername: string; terms: TContractTerms },
  ): Promise<TAgentContract> {
    const { terms } = input;
    await this.requireKind(terms.kind);
    const downline = await this.scopes.directDownline(scope, { username: input.downlineUsername });
    if (!isAgentType(downline.type)) fail('NOT_AN_AGENT');
    await this.checkTerms(terms);
    const own = await this.activeOf(scope.agentId, terms.kind);
    if (!own) fail('CONTRACT_UPLINE_NOT_CONTRACTED');
    const problems = uplineProblems(terms, own.terms);
    if (problems.length > 0) fail('CONTRACT_TERMS_NOT_ALLOWED', { problems });
    const id = await this.insertPending(downline.id, scope.agentId, null, terms);
    return this.one(id);
  }

  private async insertPending(
    holderId: number,
    uplineId: number | null,
    operatorId: number | null,
    terms: TContractTerms,
    status: 'pending' | 'active' = 'pending',
    db: Database = this.db,
  ): Promise<number> {
    const now = this.clock.now();
    try {
      const [row] = await db
        .insert(agentContracts)
        .values({
          kind: terms.kind,
          holderId,
          uplineId,
          operatorId,
          status,
          terms,
          createdAt: now,
          ...(status === 'active' ? { decidedAt: now, acceptedAt: now } : {}),
        })
        .returning({ id: agentContracts.id });
      return row!.id;
    } catch (e) {
      if (uniqueConstraintOf(e)?.startsWith('agent_contracts_one_')) fail('CONTRACT_ALREADY_OPEN');
      throw e;
    }
  }

  /**
   * The holder accepts an offer. The terms are checked again against the upline's contract as it
   * is now. Contracts the holder gave to its direct downlines that the new terms undercut (a
   * downline rate above the new one) are named in a 409 CONTRACT_CASCADE_REQUIRED unless
   * `confirmCascade`; then they end (with their subtrees). An active contract of the kind is
   * replaced.
   */
  async accept(agent: AccountRow, id: number, confirmCascade: boolean): Promise<TAgentContract> {
    await this.db.transaction(async (tx) => {
      const [c] = await tx
        .select()
        .from(agentContracts)
        .where(and(eq(agentContracts.id, id), eq(agentContracts.holderId, agent.id)))
        .for('update');
      if (!c) fail('CONTRACT_NOT_FOUND');
      if (c.status !== 'pending') fail('CONTRACT_NOT_PENDING', { status: c.status });
      if (c.uplineId !== null) {
        const upline = await this.activeOf(c.uplineId, c.kind, tx);
        if (!upline) fail('CONTRACT_UPLINE_NOT_CONTRACTED');
        const problems = uplineProblems(c.terms, upline.terms);
        if (problems.length > 0) fail('CONTRACT_TERMS_NOT_ALLOWED', { problems });
      }
      const given = await tx
        .select({ c: agentContracts, username: accounts.username })
        .from(agentContracts)
        .innerJoin(accounts, eq(accounts.id, agentContracts.holderId))
        .where(
          and(
            eq(agentContracts.uplineId, agent.id),
            eq(agentContracts.kind, c.kind),
            inArray(agentContracts.status, ['pending', 'active']),
          ),
        );
      const undercut = given.filter((g) => uplineProblems(g.c.terms, c.terms).length > 0);
      if (undercut.length > 0 && !confirmCascade) {
        fail('CONTRACT_CASCADE_REQUIRED', {
          downlines: undercut.map((g) => ({
            contractId: g.c.id,
            username: g.username,
            status: g.c.status,
          })),
        });
      }
      const now = this.clock.now();
      for (const g of undercut) {
        await this.end(tx, g.c, 'cascade', now);
      }
      const current = await this.activeOf(agent.id, c.kind, tx);
      if (current) {
        await tx
          .update(agentContracts)
          .set({ status: 'terminated', endedAt: now, endReason: 'replaced' })
          .where(and(eq(agentContracts.id, current.id), eq(agentContracts.status, 'active')));
      }
      const won = await tx
        .update(agentContracts)
        .set({ status: 'active', decidedAt: now, acceptedAt: now })
        .where(and(eq(agentContracts.id, id), eq(agentContracts.status, 'pending')))
        .returning({ id: agentContracts.id });
      if (won.length === 0) fail('CONTRACT_NOT_PENDING');
    });
    return this.one(id);
  }

  /** The holder rejects an offer. */
  async reject(agent: AccountRow, id: number): Promise<TAgentContract> {
    const now = this.clock.now();
    const won = await this.db
      .update(agentContracts)
      .set({ status: 'rejected', decidedAt: now, endedAt: now, endReason: 'rejected' })
      .where(
        and(
          eq(agentContracts.id, id),
          eq(agentContracts.holderId, agent.id),
          eq(agentContracts.status, 'pending'),
        ),
      )
      .returning({ id: agentContracts.id });
    if (won.length === 0) await this.explainMiss(id, (c) => c.holderId === agent.id);
    return this.one(id);
  }

  /**
   * The holder or the offering upline ends a contract (an upline's pending offer is withdrawn).
   * An active contract's end takes the subtree's contracts of the kind with it. The period in
   * which it ended still settles.
   */
  async terminate(agent: AccountRow, id: number): Promise<TAgentContract> {
    await this.db.transaction(async (tx) => {
      const [c] = await tx
        .select()
        .from(agentContracts)
        .where(eq(agentContracts.id, id))
        .for('update');
      if (!c || (c.holderId !== agent.id && c.uplineId !== agent.id)) fail('CONTRACT_NOT_FOUND');
      if (c.status !== 'pending' && c.status !== 'active') {
        fail('CONTRACT_NOT_ACTIVE', { status: c.status });
      }
      const reason =
        c.status === 'pending' && c.uplineId === agent.id
          ? 'withdrawn'
          : c.holderId === agent.id
            ? 'holder'
            : 'upline';
      await this.end(tx, c, reason, this.clock.now());
    });
    return this.one(id);
  }

  /** An operator gives the top contracted layer its contract (active at once, paid by the platform). */
  async give(
    actor: Actor,
    input: { agentUsername: string; terms: TContractTerms },
  ): Promise<TAgentContract> {
    const { terms } = input;
    await this.checkTerms(terms);
    const [agent] = await this.db
      .select()
      .from(accounts)
      .where(eq(accounts.username, input.agentUsername.toLowerCase()))
      .limit(1);
    if (!agent || !isAgentType(agent.type)) fail('NOT_AN_AGENT');
    // The operator contracts only the top layer: no one above the agent and no one below it
    // may hold an operator's contract of the kind (the platform would pay that team twice);
    // below a contracted upline the upline offers.
    const others = await this.db
      .select({ id: agentContracts.id, holderId: agentContracts.holderId })
      .from(agentContracts)
      .innerJoin(accounts, eq(accounts.id, agentContracts.holderId))
      .where(
        and(
          eq(agentContracts.kind, terms.kind),
          inArray(agentContracts.status, ['pending', 'active']),
          sql`(${accounts.id} <> ${agent.id}) AND (
            ${agent.path} LIKE ${accounts.path} || '%'
            OR (${accounts.path} LIKE ${downlinePattern(agent.path)} AND ${agentContracts.uplineId} IS NULL))`,
        ),
      )
      .limit(1);
    if (others.length > 0) {
      fail('CONTRACT_TERMS_NOT_ALLOWED', {
        problems: [
          'an upline or a downline already holds a contract of this kind from the operator or its upline',
        ],
      });
    }
    const id = await this.db.transaction(async (tx) => {
      const newId = await this.insertPending(agent.id, null, actor.operatorId, terms, 'active', tx);
      await recordAudit(tx, actor, {
        action: 'agent-contract.give',
        targetType: 'agent-contract',
        targetId: String(newId),
        after: { agent: agent.username, terms },
      });
      return newId;
    });
    return this.one(id);
  }

  /** An operator ends a contract (and its subtree's). */
  async operatorTerminate(actor: Actor, id: number): Promise<TAgentContract> {
    await this.db.transaction(async (tx) => {
      const [c] = await tx
        .select()
        .from(agentContracts)
        .where(eq(agentContracts.id, id))
        .for('update');
      if (!c) fail('CONTRACT_NOT_FOUND');
      if (c.status !== 'pending' && c.status !== 'active') {
        fail('CONTRACT_NOT_ACTIVE', { status: c.status });
      }
      await this.end(tx, c, 'operator', this.clock.now());
      await recordAudit(tx, actor, {
        action: 'agent-contract.terminate',
        targetType: 'agent-contract',
        targetId: String(id),
        before: { status: c.status },
        after: { status: 'terminated' },
      });
    });
    return this.one(id);
  }

  /**
   * Ends one contract; an active one ends every pending or active contract of the kind in the
   * holder's subtree too (a downline's contract stands on its upline's).
   */
  private async end(tx: Database, c: ContractRow, reason: string, now: Date): Promise<void> {
    const won = await tx
      .update(agentContracts)
      .set({ status: 'terminated', endedAt: now, endReason: reason })
      .where(and(eq(agentContracts.id, c.id), eq(agentContracts.status, c.status)))
      .returning({ id: agentContracts.id });
    if (won.length === 0) fail('CONTRACT_NOT_ACTIVE');
    if (c.status !== 'active') return;
    const [h] = await tx
      .select({ path: accounts.path })
      .from(accounts)
      .where(eq(accounts.id, c.holderId));
    if (!h) return;
    await tx
      .update(agentContracts)
      .set({ status: 'terminated', endedAt: now, endReason: 'cascade' })
      .where(
        and(
          eq(agentContracts.kind, c.kind),
          inArray(agentContracts.status, ['pending', 'active']),
          inArray(
            agentContracts.holderId,
            tx
              .select({ id: accounts.id })
              .from(accounts)
              .where(
                and(
                  sql`${accounts.path} LIKE ${downlinePattern(h.path)}`,
                  sql`${accounts.path} <> ${h.path}`,
                ),
              ),
          ),
        ),
      );
  }

  /** A guarded update missed: not found / not mine, or the status it is in now. */
  private async explainMiss(id: number, mine: (c: ContractRow) => boolean): Promise<never> {
    const [c] = await this.db.select().from(agentContracts).where(eq(agentContracts.id, id));
    if (!c || !mine(c)) fail('CONTRACT_NOT_FOUND');
    fail('CONTRACT_NOT_PENDING', { status: c.status });
  }
}

function view(
  c: ContractRow,
  h: { id: number; username: string },
  o: { id: number; username: string } | null,
): TAgentContract {
  return {
    id: c.id,
    kind: c.kind,
    status: c.status,
    holder: h,
    offeredBy: o,
    terms: c.terms,
    createdAt: c.createdAt.toISOString(),
    decidedAt: c.decidedAt?.toISOString() ?? null,
    endedAt: c.endedAt?.toISOString() ?? null,
    endReason: c.endReason,
  };
}
