import {
  WITHDRAWAL_TRANSITIONS,
  type TLiveServerEvent,
  type TWithdrawalStatus,
  type TWithdrawalStep,
} from '@lw/contracts';
import { eq, sql } from 'drizzle-orm';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';
import { queryRows } from '../../../db/client.js';
import { accounts } from '../../../db/schema/index.js';
import {
  PAYMENT_PASSWORD,
  createMember,
  expectLedgerVerified,
  fund,
  imageBase64,
  mainBalance,
  setCashier,
  type Headers,
  type TestMember,
} from './cashier-test-kit.js';

/*
 * Every pair of racing steps of the withdrawal state machine (issue 22 item 9): 100 parallel
 * requests, half one step and half the other, on one withdrawal at the status the steps decide
 * on. Exactly one wins; every other answers WITHDRAWAL_ALREADY_DECIDED naming the status the
 * winner left; the ledger moved exactly the winner's money, once; the member's pages heard the
 * change once. The pairs come from WITHDRAWAL_TRANSITIONS, so a new step is raced too.
 */

const STEPS = Object.keys(WITHDRAWAL_TRANSITIONS) as TWithdrawalStep[];
const AMOUNT = 50_000;
/** Paid in part, so a payout moves a settle and a refund (each must appear once). */
const RECEIVED = 45_000;
const PARALLEL = 100;

/** Rival steps: both decide on the same status (a step and itself included). */
function racingPairs(): { status: TWithdrawalStatus; a: TWithdrawalStep; b: TWithdrawalStep }[] {
  const pairs = [];
  for (const [i, a] of STEPS.entries()) {
    for (const b of STEPS.slice(i)) {
      const status = WITHDRAWAL_TRANSITIONS[a].from;
      if (WITHDRAWAL_TRANSITIONS[b].from === status) pairs.push({ status, a, b });
    }
  }
  return pairs;
}

/**
 * An operator step racing one that moves money from another status (repay against pay, pay
 * against reject): only the one the withdrawal is at can win, and money never moves at the
 * wrong status. Left out: a step whose target is the other's start (approve, then cancel
 * payout), which come one after the other, not as rivals.
 */
function crossPairs(): { status: TWithdrawalStatus; a: TWithdrawalStep; b: TWithdrawalStep }[] {
  const operatorSteps = STEPS.filter((s) =>
    (WITHDRAWAL_TRANSITIONS[s].by as readonly string[]).includes('operator'),
  );
  const pairs = [];
  const movingMoney = operatorSteps.filter(
    (s) => !WITHDRAWAL_TRANSITIONS[s].money.startsWith('none'),
  );
  for (const a of operatorSteps) {
    for (const b of movingMoney) {
      const ta = WITHDRAWAL_TRANSITIONS[a];
      const tb = WITHDRAWAL_TRANSITIONS[b];
      if (ta.from === tb.from || ta.to === tb.from || tb.to === ta.from) continue;
      pairs.push({ status: ta.from, a, b });
    }
  }
  return pairs;
}

/** How to bring a new withdrawal to each status, step by step. */
const PATH: Record<TWithdrawalStatus, TWithdrawalStep[]> = {
  requested: [],
  approved: ['approve'],
  paid: ['approve', 'pay'],
  not_received: ['approve', 'pay', 'reportNotReceived'],
  rejected: ['reject'],
  received: ['approve', 'pay', 'confirmReceived'],
};

describe('racing withdrawal decisions: one wins, the rest change nothing', () => {
  let t: TestApp;
  let admin: Headers;
  let member: TestMember & { bankAccountId: number };
  const published: { accountId: number; event: TLiveServerEvent }[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminHeaders(t.app);
    await setCashier(t, { withdrawal: { dailyCount: 0, dailyAmount: 0 } });
    const m = await createMember(t, 'racer01', {
      realName: 'Somchai Jaidee',
      paymentPassword: PAYMENT_PASSWORD,
    });
    const bank = await t.app.inject({
      method: 'POST',
      url: '/api/members/me/bank-accounts',
      headers: m.headers,
      payload: { bankCode: 'SCB', accountNumber: '9876543210', accountName: 'Somchai Jaidee' },
    });
    member = { ...m, bankAccountId: bank.json().id as number };
    await fund(t, member.id, 1_000 * AMOUNT);
    // Hears what the live hub is asked to send (the hub itself is the real one).
    const live = t.app.services.live;
    const publish = live.publish.bind(live);
    live.publish = async (accountId, event) => {
      published.push({ accountId, event });
      await publish(accountId, event);
    };
  });
  afterAll(async () => {
    await expectLedgerVerified(t);
    await t.close();
  });

  const post = (url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

  /** One attempt of a step: true when it won, else the refusal's code and details. */
  const attempt = async (
    step: TWithdrawalStep,
    id: number,
  ): Promise<true | { code: string; details?: { status?: string } }> => {
    if (step === 'autoReceive') {
      const moved = await t.app.services.withdrawalOperations.autoReceipt(
        new Date(Date.now() + 7 * 86_400_000),
      );
      // Another run held the job's lock, or found the row moved on: it changed nothing here.
      return moved.includes(id) ? true : { code: 'NOT_MOVED' };
    }
    const admins = `/api/admin/withdrawals/${id}`;
    const mine = `/api/members/me/withdrawals/${id}`;
    const res = await {
      approve: () => post(`${admins}/approve`, admin),
      reject: () => post(`${admins}/reject`, admin, { reason: 'race' }),
      cancelPayout: () => post(`${admins}/cancel-payout`, admin, { reason: 'race' }),
      pay: () => post(`${admins}/pay`, admin, { amountReceived: RECEIVED }),
      repay: () => post(`${admins}/repay`, admin),
      forceReceived: () => post(`${admins}/force-received`, admin),
      confirmReceived: () => post(`${mine}/received`, member.headers),
      reportNotReceived: () =>
        post(`${mine}/not-received`, member.headers, { proofImage: imageBase64('png') }),
    }[step]();
    if (res.statusCode === 200) return true;
    return res.json().error;
  };

  const newWithdrawal = async (status: TWithdrawalStatus): Promise<number> => {
    const [account] = await t.app.services.db
      .select()
      .from(accounts)
      .where(eq(accounts.id, member.id));
    const made = await t.app.services.withdrawals.request(account!, {
      amount: AMOUNT,
      bankAccountId: member.bankAccountId,
      paymentPassword: PAYMENT_PASSWORD,
      requestId: crypto.randomUUID(),
    });
    for (const step of PATH[status]) expect(await attempt(step, made.id)).toBe(true);
    return made.id;
  };

  /** The ledger transfers of the withdrawal, by the last part of their key. */
  const moneyOf = async (id: number) =>
    (
      await queryRows<{ key: string; amount: string }>(
        t.app.services.db,
        sql`SELECT t.idempotency_key AS key,
                   (SELECT sum(e.amount) FROM ledger_entries e WHERE e.transfer_id = t.id
                     AND e.amount > 0)::text AS amount
              FROM ledger_transfers t WHERE t.reference = ${`withdrawal:${id}`}
             ORDER BY t.id`,
      )
    ).map((r) => `${r.key.split(':').pop()} ${r.amount}`);

  /** What the ledger holds for a withdrawal that ended at `status` (by the winning step). */
  const expectedMoney = (status: TWithdrawalStatus): string[] => {
    if (status === 'requested' || status === 'approved') return [`hold ${AMOUNT}`];
    if (status === 'rejected') return [`hold ${AMOUNT}`, `refund ${AMOUNT}`];
    return [`hold ${AMOUNT}`, `settle ${RECEIVED}`, `refund ${AMOUNT - RECEIVED}`];
  };

  const race = async (status: TWithdrawalStatus, a: TWithdrawalStep, b: TWithdrawalStep) => {
    const id = await newWithdrawal(status);
    const balanceBefore = await mainBalance(t, member.id);
    const auditBefore = await auditCount(id);
    const eventsBefore = published.length;
    const steps = Array.from({ length: PARALLEL }, (_, i) => (i % 2 === 0 ? a : b));
    const results = await Promise.all(steps.map((step) => attempt(step, id)));

    const winners = steps.filter((_, i) => results[i] === true);
    const allowed = [a, b].filter((s) => WITHDRAWAL_TRANSITIONS[s].from === status);
    expect(winners, `${a}/${b} from ${status}`).toHaveLength(1);
    const winner = winners[0]!;
    expect(allowed).toContain(winner);
    const final = WITHDRAWAL_TRANSITIONS[winner].to;
    const [row] = await queryRows<{ status: string }>(
      t.app.services.db,
      sql`SELECT status FROM withdrawals WHERE id = ${id}`,
    );
    expect(row!.status).toBe(final);

    // Every loser was told why, with the status it found: a rival of the winner finds the one
    // the winner left, a step that never applied may have looked before. The job's runs moved
    // nothing.
    for (const [i, result] of results.entries()) {
      if (result === true) continue;
      const seen = allowed.includes(steps[i]!) ? [final] : [status, final];
      if (steps[i] === 'autoReceive') expect(result.code).toBe('NOT_MOVED');
      else {
        expect(result.code).toBe('WITHDRAWAL_ALREADY_DECIDED');
        expect(seen).toContain(result.details?.status);
      }
    }

    // The money moved once: the winner's transfers and nothing else.
    expect(await moneyOf(id)).toEqual(expectedMoney(final));
    const refund = { reject: AMOUNT, cancelPayout: AMOUNT, pay: AMOUNT - RECEIVED } as const;
    const back = winner in refund ? refund[winner as keyof typeof refund] : 0;
    expect(await mainBalance(t, member.id)).toBe(balanceBefore + back);

    // One audit entry for an operator's or the job's step, none for the member's.
    const audited = (WITHDRAWAL_TRANSITIONS[winner].by as readonly string[]).includes('member')
      ? 0
      : 1;
    expect((await auditCount(id)) - auditBefore).toBe(audited);

    // The member's pages heard the change once, and nobody else heard it.
    const told = published
      .slice(eventsBefore)
      .filter((p) => p.event.type === 'withdrawal.status' && p.event.withdrawalId === id);
    expect(told).toEqual([
      {
        accountId: member.id,
        event: { type: 'withdrawal.status', withdrawalId: id, status: final },
      },
    ]);
  };

  const auditCount = async (id: number) => {
    const [row] = await queryRows<{ n: number }>(
      t.app.services.db,
      sql`SELECT count(*)::int AS n FROM audit_log
           WHERE target_type = 'withdrawal' AND target_id = ${String(id)}`,
    );
    return row!.n;
  };

  for (const { status, a, b } of racingPairs()) {
    it(`${a} against ${b} on a ${status} withdrawal`, () => race(status, a, b));
  }
  for (const { status, a, b } of crossPairs()) {
    it(`${a} against ${b} on a ${status} withdrawal (only ${a} can win)`, () => race(status, a, b));
  }
});
