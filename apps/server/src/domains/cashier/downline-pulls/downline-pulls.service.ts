import {
  errorMessages,
  type TAdminPullPage,
  type TMessageText,
  type TAdminPullQuery,
  type TDownlineTransferResult,
  type TPullList,
  type TPullRequest,
  type TPullStatus,
} from '@lw/contracts';
import { and, desc, eq, gt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.js';
import { accounts, downlinePullDailyTotals, downlinePulls } from '../../../db/schema/index.js';
import { recordAudit, type Actor } from '../../../platform/audit-log.js';
import { localDate, type Clock } from '../../../platform/clock.js';
import { uniqueConstraintOf } from '../../../platform/db-errors.js';
import { AppError } from '../../../platform/errors.js';
import type { LiveHub } from '../../../platform/live-hub.js';
import type { SettingsService } from '../../site/settings/index.js';
import {
  isStrictlyUnder,
  refuseTrial,
  type AccountRow,
  type AccountsService,
  type PaymentPasswords,
} from '../../identity/accounts/index.js';
import type { LedgerService, PostedTransfer, TransferRequest } from '../ledger/index.js';
import { pullNotice, type MemberInbox } from './pull-notices.js';

type PullRow = typeof downlinePulls.$inferSelect;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Where the request came from (audit). */
export interface PullCaller {
  ip: string | null;
}

const LIST_LIMIT = 50;
const agentAccount = alias(accounts, 'pull_agent');
const memberAccount = alias(accounts, 'pull_member');

/**
 * Pulls: an agent taking money back from someone in its downline (issue 22 item 4). The agent's
 * word alone moves nothing: a pull is a request the member confirms with their own payment
 * password (then the money moves, once) or declines, and that expires unanswered. Only the
 * operator's `agentPulls.directPullEnabled` lets an agent pull at once, within a per-pull cap and
 * a daily cap per agent counted by one guarded upsert in the transaction that moves the money.
 * Every step writes an audit entry and a notice to the member's inbox.
 */
export class DownlinePullsService {
  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerService,
    private readonly settings: SettingsService,
    private readonly accounts: AccountsService,
    private readonly paymentPasswords: PaymentPasswords,
    private readonly messages: MemberInbox,
    private readonly live: LiveHub,
    private readonly clock: Clock,
  ) {}

  /**
   * The agent (payment password already checked) asks to pull `amount` from `member` (in its
   * downline, checked by the caller). Keyed by (agent, requestId): a retry answers the first.
   */
  async pull(
    agent: AccountRow,
    member: AccountRow,
    input: { amount: number; requestId: string },
    caller: PullCaller,
  ): Promise<TDownlineTransferResult> {
    const [rules, cashier] = await Promise.all([
      this.settings.get('agentPulls'),
      this.settings.get('cashier'),
    ]);
    const requestId = input.requestId.toLowerCase();
    const now = this.clock.now();
    const today = dayOf(now, cashier.timeZone);
    const direct = rules.directPullEnabled;
    if (direct && input.amount > rules.directMaxPerPull) {
      throw new AppError(
        'TRANSFER_AMOUNT_OUT_OF_RANGE',
        errorMessages.TRANSFER_AMOUNT_OUT_OF_RANGE.en,
        { minAmount: 1, maxAmount: rules.directMaxPerPull },
      );
    }
    const actor = accountActor('agent', agent, caller);
    // Wallets are looked up (or created) before the transaction: inside it they would wait for a
    // second connection while this one holds the row locks others queue on.
    const wallets = await this.wallets(member, agent, cashier.currency);
    // A request of this agent to this member past its time (the job may not have run yet) no
    // longer holds the one open request the pair may have.
    if (!direct) await this.expireDue({ agentId: agent.id, memberId: member.id });
    const created = await this.db
      .transaction(async (tx) => {
        const [row] = await tx
          .insert(downlinePulls)
          .values({
            agentId: agent.id,
            memberId: member.id,
            amount: input.amount,
            currency: cashier.currency,
            status: direct ? 'direct' : 'pending',
            requestId,
            createdAt: now,
            expiresAt: direct ? now : new Date(now.getTime() + rules.requestTtlMinutes * 60_000),
            decidedAt: direct ? now : null,
          })
          // A parallel retry waits here for the first to commit, then finds its row.
          .onConflictDoNothing({ target: [downlinePulls.agentId, downlinePulls.requestId] })
          .returning();
        if (!row) return null;
        let posted: PostedTransfer | null = null;
        if (direct) {
          await this.countToday(tx, agent.id, row.amount, rules.directDailyMaxPerAgent, today);
          posted = await this.ledger.postTransfer(pullTransfer(row, member, agent, wallets), {
            tx,
          });
        }
        await recordAudit(tx, actor, {
          action: direct ? 'agent-pull.direct' : 'agent-pull.request',
          targetType: 'downline-pull',
          targetId: String(row.id),
          after: {
            agent: agent.username,
            member: member.username,
            amount: row.amount,
            currency: row.currency,
            status: row.status,
            transferId: posted?.transferId ?? null,
          },
        });
        const notice = pullNotice(row.status, {
          agent: agent.username,
          amount: row.amount,
          currency: row.currency,
          ttlMinutes: rules.requestTtlMinutes,
        });
        await this.messages.notifyInTransaction(tx as unknown as Database, member.id, {
          ...notice,
          sender: agent.username,
        });
        const stored = { ...row, transferId: posted?.transferId ?? null };
        return { row: stored, posted, title: notice.title };
      })
      .catch((error: unknown) => {
        if (uniqueConstraintOf(error) === 'downline_pulls_one_pending_uq') {
          throw new AppError(
            'PULL_REQUEST_ALREADY_OPEN',
            errorMessages.PULL_REQUEST_ALREADY_OPEN.en,
          );
        }
        throw error;
      });
    if (created) {
      await this.announce(created.row, created.title);
      return this.outcome(created.row, agent, member, created.posted);
    }
    return this.replay(agent, member, input.amount, requestId);
  }

  /** The member confirms with their payment password: the money moves now, exactly once. */
  async confirm(
    session: AccountRow,
    pullId: number,
    paymentPassword: string,
    caller: PullCaller,
  ): Promise<TPullRequest> {
    refuseTrial(session);
    const pull = await this.mine(session.id, pullId);
    if (pull.status === 'confirmed') return this.presentOne(pull);
    this.refuseDecided(pull);
    const member = await this.fresh(session.id);
    await this.paymentPasswords.check(member, paymentPassword);
    const agent = await this.fresh(pull.agentId);
    if (agent.status !== 'active') {
      throw new AppError('ACCOUNT_UNAVAILABLE', errorMessages.ACCOUNT_UNAVAILABLE.en);
    }
    // The member may have been moved to another agent's team since the request.
    if (!isStrictlyUnder(member.path, agent.path)) {
      throw new AppError('NOT_IN_DOWNLINE', errorMessages.NOT_IN_DOWNLINE.en);
    }
    const now = this.clock.now();
    const [wallets, ttl] = await Promise.all([
      this.wallets(member, agent, pull.currency),
      this.ttlMinutes(),
    ]);
    const done = await this.db.transaction(async (tx) => {
      const [won] = await tx
        .update(downlinePulls)
        .set({ status: 'confirmed', decidedAt: now })
        .where(pendingAndLive(pullId, session.id, now))
        .returning();
      if (!won) return null;
      // Insufficient funds throws here and rolls the confirmation back: it stays pending.
      const posted = await this.ledger.postTransfer(pullTransfer(won, member, agent, wallets), {
        tx,
      });
      await tx
        .update(downlinePulls)
        .set({ transferId: posted.transferId })
        .where(eq(downlinePulls.id, won.id));
      const row = { ...won, transferId: posted.transferId };
      const title = await this.record(
        tx,
        row,
        'confirm',
        accountActor('member', member, caller),
        {
          agent: agent.username,
          member: member.username,
        },
        ttl,
      );
      return { row, title };
    });
    if (!done) return this.afterLostRace(session.id, pullId, 'confirmed');
    await this.announce(done.row, done.title);
    return this.presentOne(done.row);
  }

  /** The member declines: nothing moves. A repeated decline answers the same. */
  async decline(session: AccountRow, pullId: number, caller: PullCaller): Promise<TPullRequest> {
    refuseTrial(session);
    const pull = await this.mine(session.id, pullId);
    if (pull.status === 'declined') return this.presentOne(pull);
    this.refuseDecided(pull);
    const now = this.clock.now();
    const ttl = await this.ttlMinutes();
    const done = await this.db.transaction(async (tx) => {
      const [won] = await tx
        .update(downlinePulls)
        .set({ status: 'declined', decidedAt: now })
        .where(pendingAndLive(pullId, session.id, now))
        .returning();
      if (!won) return null;
      const names = await this.usernames(tx, won);
      const title = await this.record(
        tx,
        won,
        'decline',
        accountActor('member', session, caller),
        names,
        ttl,
      );
      return { row: won, title };
    });
    if (!done) return this.afterLostRace(session.id, pullId, 'declined');
    await this.announce(done.row, done.title);
    return this.presentOne(done.row);
  }

  /**
   * Pending requests past their time become expired (the periodic job; tests call it with the
   * test clock). Guarded like the decisions, so a request confirmed at the same moment is never
   * expired, and vice versa; several processes running it split the rows between them. With
   * `pair`, only that agent's requests to that member (before a new request of theirs).
   */
  async expireDue(pair?: { agentId: number; memberId: number }): Promise<number[]> {
    const now = this.clock.now();
    const ttl = await this.ttlMinutes();
    const ofPair = pair
      ? and(eq(downlinePulls.agentId, pair.agentId), eq(downlinePulls.memberId, pair.memberId))
      : undefined;
    const expired = await this.db.transaction(async (tx) => {
      const rows = await tx
        .update(downlinePulls)
        .set({ status: 'expired', decidedAt: now })
        .where(and(eq(downlinePulls.status, 'pending'), lte(downlinePulls.expiresAt, now), ofPair))
        .returning();
      const out: { row: PullRow; title: Awaited<ReturnType<DownlinePullsService['record']>> }[] =
        [];
      for (const row of rows) {
        const names = await this.usernames(tx, row);
        out.push({ row, title: await this.record(tx, row, 'expire', SYSTEM_ACTOR, names, ttl) });
      }
      return out;
    });
    for (const { row, title } of expired) await this.announce(row, title);
    return expired.map((e) => e.row.id);
  }

  /** The member's pulls: pending ones first, then the latest answered. */
  async listForMember(memberId: number): Promise<TPullList> {
    return { items: await this.select(eq(downlinePulls.memberId, memberId), true) };
  }

  /** The agent's own pulls, newest first, with their status. */
  async listForAgent(agentId: number): Promise<TPullList> {
    return { items: await this.select(eq(downlinePulls.agentId, agentId), false) };
  }

  /** The back office's list (cashier.read), newest first. */
  async listForOperators(q: TAdminPullQuery): Promise<TAdminPullPage> {
    const filters: SQL[] = [];
    if (q.status) filters.push(eq(downlinePulls.status, q.status));
    if (q.account) {
      filters.push(
        or(eq(agentAccount.username, q.account), eq(memberAccount.username, q.account))!,
      );
    }
    const where = filters.length ? and(...filters) : undefined;
    const [items, [total]] = await Promise.all([
      this.joined()
        .where(where)
        .orderBy(desc(downlinePulls.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      this.db
        .select({ n: sql<number>`count(*)::int` })
        .from(downlinePulls)
        .innerJoin(agentAccount, eq(agentAccount.id, downlinePulls.agentId))
        .innerJoin(memberAccount, eq(memberAccount.id, downlinePulls.memberId))
        .where(where),
    ]);
    const now = this.clock.now();
    return {
      items: items.map((r) => present(r, now)),
      total: total?.n ?? 0,
      page: q.page,
      pageSize: q.pageSize,
    };
  }

  // ---- inside ----

  /** Adds the pull to the agent's total of the day, only while it stays within the cap. */
  private async countToday(tx: Tx, agentId: number, amount: number, cap: number, today: string) {
    if (amount > cap) throw dailyLimit(cap);
    const counted = await tx
      .insert(downlinePullDailyTotals)
      .values({ agentId, day: today, amount })
      .onConflictDoUpdate({
        target: [downlinePullDailyTotals.agentId, downlinePullDailyTotals.day],
        set: { amount: sql`${downlinePullDailyTotals.amount} + ${amount}` },
        // Parallel pulls queue on the row; each sees the committed total of the ones before.
        setWhere: sql`${downlinePullDailyTotals.amount} + ${amount} <= ${cap}`,
      })
      .returning({ amount: downlinePullDailyTotals.amount });
    if (counted.length === 0) throw dailyLimit(cap);
  }

  private async wallets(member: AccountRow, agent: AccountRow, currency: string): Promise<Wallets> {
    const [from, to] = await Promise.all([
      this.ledger.walletOf(member.id, 'main', currency),
      this.ledger.walletOf(agent.id, 'main', currency),
    ]);
    return { from: from.id, to: to.id };
  }

  private async ttlMinutes(): Promise<number> {
    return (await this.settings.get('agentPulls')).requestTtlMinutes;
  }

  /** Audit entry and the member's notice of one step; answers the notice's title. */
  private async record(
    tx: Tx,
    row: PullRow,
    step: 'confirm' | 'decline' | 'expire',
    actor: Actor,
    names: { agent: string; member: string },
    ttlMinutes: number,
  ) {
    await recordAudit(tx, actor, {
      action: `agent-pull.${step}`,
      targetType: 'downline-pull',
      targetId: String(row.id),
      before: { status: 'pending' },
      after: {
        ...names,
        amount: row.amount,
        currency: row.currency,
        status: row.status,
        transferId: row.transferId,
      },
    });
    const notice = pullNotice(row.status, {
      agent: names.agent,
      amount: row.amount,
      currency: row.currency,
      ttlMinutes,
    });
    await this.messages.notifyInTransaction(tx as unknown as Database, row.memberId, {
      ...notice,
      sender: names.agent,
    });
    return notice.title;
  }

  /** After the commit: the member's inbox count, and both sides' open pages refetch. */
  private async announce(row: PullRow, title: TMessageText) {
    const event = { type: 'pull.changed' as const, id: row.id, status: row.status };
    await Promise.all([
      this.messages.announceNotice(row.memberId, title),
      this.live.publish(row.memberId, event),
      this.live.publish(row.agentId, event),
    ]);
  }

  /** A retried pull: the first one's answer (a mismatching retry is refused). */
  private async replay(
    agent: AccountRow,
    member: AccountRow,
    amount: number,
    requestId: string,
  ): Promise<TDownlineTransferResult> {
    const [row] = await this.db
      .select()
      .from(downlinePulls)
      .where(and(eq(downlinePulls.agentId, agent.id), eq(downlinePulls.requestId, requestId)));
    if (!row || row.memberId !== member.id || row.amount !== amount) {
      throw new AppError('IDEMPOTENCY_CONFLICT', errorMessages.IDEMPOTENCY_CONFLICT.en);
    }
    // The ledger answers a replayed key with the first transfer's figures.
    const posted =
      row.status === 'direct'
        ? await this.ledger.postTransfer(
            pullTransfer(row, member, agent, await this.wallets(member, agent, row.currency)),
          )
        : null;
    return this.outcome(row, agent, member, posted);
  }

  private async outcome(
    row: PullRow,
    agent: AccountRow,
    member: AccountRow,
    posted: PostedTransfer | null,
  ): Promise<TDownlineTransferResult> {
    const pull = present(
      { pull: row, agent: names(agent), member: names(member) },
      this.clock.now(),
    );
    if (!posted) return { outcome: 'awaitingConsent', pull };
    const agentWallet = await this.ledger.walletOf(agent.id, 'main', row.currency);
    const mine = posted.entries.find((e) => e.accountId === agentWallet.id)!;
    return {
      outcome: 'transferred',
      transferId: posted.transferId,
      amount: row.amount,
      currency: row.currency,
      balance: mine.balanceAfter,
      createdAt: posted.createdAt.toISOString(),
      pull,
    };
  }

  /** A pull of this member, or NOT_FOUND (someone else's looks the same as none). */
  private async mine(memberId: number, pullId: number): Promise<PullRow> {
    const [row] = await this.db
      .select()
      .from(downlinePulls)
      .where(and(eq(downlinePulls.id, pullId), eq(downlinePulls.memberId, memberId)));
    if (!row) throw new AppError('NOT_FOUND', 'No such transfer request');
    return row;
  }

  /** Not pending any more, or past its time (the job may not have marked it yet). */
  private refuseDecided(pull: PullRow): void {
    const past = pull.status === 'pending' && pull.expiresAt <= this.clock.now();
    if (pull.status !== 'pending' || past) {
      throw new AppError('PULL_REQUEST_NOT_PENDING', errorMessages.PULL_REQUEST_NOT_PENDING.en, {
        status: past ? 'expired' : pull.status,
      });
    }
  }

  /** The guarded update found no pending row: the same decision won already, or another did. */
  private async afterLostRace(
    memberId: number,
    pullId: number,
    wanted: TPullStatus,
  ): Promise<TPullRequest> {
    const row = await this.mine(memberId, pullId);
    if (row.status === wanted) return this.presentOne(row);
    this.refuseDecided(row);
    // Still pending yet not updatable cannot happen; answer as decided rather than guess.
    throw new AppError('PULL_REQUEST_NOT_PENDING', errorMessages.PULL_REQUEST_NOT_PENDING.en, {
      status: row.status,
    });
  }

  private async presentOne(row: PullRow): Promise<TPullRequest> {
    const [joined] = await this.joined().where(eq(downlinePulls.id, row.id));
    return present(joined!, this.clock.now());
  }

  private async select(where: SQL, pendingFirst: boolean): Promise<TPullRequest[]> {
    const order = pendingFirst
      ? [sql`(${downlinePulls.status} = 'pending') desc`, desc(downlinePulls.id)]
      : [desc(downlinePulls.id)];
    const rows = await this.joined()
      .where(where)
      .orderBy(...order)
      .limit(LIST_LIMIT);
    const now = this.clock.now();
    return rows.map((r) => present(r, now));
  }

  private joined() {
    return this.db
      .select({
        pull: downlinePulls,
        agent: { username: agentAccount.username, nickname: agentAccount.nickname },
        member: { username: memberAccount.username, nickname: memberAccount.nickname },
      })
      .from(downlinePulls)
      .innerJoin(agentAccount, eq(agentAccount.id, downlinePulls.agentId))
      .innerJoin(memberAccount, eq(memberAccount.id, downlinePulls.memberId))
      .$dynamic();
  }

  private async usernames(tx: Tx, row: PullRow): Promise<{ agent: string; member: string }> {
    const found = await tx
      .select({ id: accounts.id, username: accounts.username })
      .from(accounts)
      .where(or(eq(accounts.id, row.agentId), eq(accounts.id, row.memberId)));
    const nameOf = (id: number) => found.find((a) => a.id === id)?.username ?? String(id);
    return { agent: nameOf(row.agentId), member: nameOf(row.memberId) };
  }

  /** The session's row may be minutes old; payment password, status and path are read fresh. */
  private async fresh(accountId: number): Promise<AccountRow> {
    const account = await this.accounts.findById(accountId);
    if (!account) throw new AppError('UNAUTHORIZED', 'Account no longer exists');
    return account;
  }
}

interface Wallets {
  from: number;
  to: number;
}

/**
 * The ledger transfer of a pull: member's main wallet to the agent's. A direct pull keeps the
 * key a pull always had (agent + requestId); a confirmed request is keyed by itself. The same
 * request again is a replay of the first.
 */
function pullTransfer(
  row: PullRow,
  member: AccountRow,
  agent: AccountRow,
  wallets: Wallets,
): TransferRequest {
  return {
    idempotencyKey:
      row.status === 'direct' ? `downline:${agent.id}:${row.requestId}` : `downline-pull:${row.id}`,
    reason: 'downline_transfer',
    reference: `${member.username}>${agent.username}`,
    legs: [
      { accountId: wallets.from, amount: -row.amount },
      { accountId: wallets.to, amount: row.amount },
    ],
    actor: `account:${row.status === 'direct' ? agent.id : member.id}`,
    metadata: { pullId: row.id, requestId: row.requestId },
  };
}

/** The calendar day of `at` in the cashier's time zone, as a date column value. */
function dayOf(at: Date, timeZone: string): string {
  const { year, month, day } = localDate(at, timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const SYSTEM_ACTOR: Actor = { operatorId: null, username: 'system', ip: null, requestId: null };

/** Agents and members are no operators: the audit names them by role and username. */
function accountActor(role: 'agent' | 'member', account: AccountRow, caller: PullCaller): Actor {
  return {
    operatorId: null,
    username: `${role}:${account.username}`,
    ip: caller.ip,
    requestId: null,
  };
}

/** Still pending and within its time, and the member's own. */
function pendingAndLive(pullId: number, memberId: number, now: Date): SQL {
  return and(
    eq(downlinePulls.id, pullId),
    eq(downlinePulls.memberId, memberId),
    eq(downlinePulls.status, 'pending'),
    gt(downlinePulls.expiresAt, now),
  )!;
}

function dailyLimit(cap: number): AppError {
  return new AppError('PULL_DAILY_LIMIT_EXCEEDED', errorMessages.PULL_DAILY_LIMIT_EXCEEDED.en, {
    limit: cap,
  });
}

const names = (a: AccountRow) => ({ username: a.username, nickname: a.nickname });

function present(
  r: {
    pull: PullRow;
    agent: { username: string; nickname: string };
    member: { username: string; nickname: string };
  },
  now: Date,
): TPullRequest {
  const p = r.pull;
  // A request past its time is expired even before the job marks it.
  const status = p.status === 'pending' && p.expiresAt <= now ? 'expired' : p.status;
  return {
    id: p.id,
    agent: { account: r.agent.username, nickname: r.agent.nickname },
    member: { account: r.member.username, nickname: r.member.nickname },
    amount: p.amount,
    currency: p.currency,
    status,
    createdAt: p.createdAt.toISOString(),
    expiresAt: p.expiresAt.toISOString(),
    decidedAt: p.decidedAt ? p.decidedAt.toISOString() : null,
    transferId: p.transferId,
  };
}
