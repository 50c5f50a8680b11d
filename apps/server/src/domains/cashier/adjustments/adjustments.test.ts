import { ADJUSTMENT_TRANSITIONS, type TAdjustmentStep } from '@lw/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.js';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';
import {
  createMember,
  expectLedgerVerified,
  fund,
  mainBalance,
  operator,
  setCashier,
  systemBalance,
  type Headers,
} from '../withdrawals/cashier-test-kit.js';

describe('manual adjustments (maker-checker)', () => {
  let t: TestApp;
  let maker: Headers;
  let checker: Headers;
  let makerId: number;
  beforeAll(async () => {
    t = await createTestApp();
    await setCashier(t, { makerCheckerThreshold: 100_000 });
    const made = await operator(t, 'maker01', 'finance');
    maker = made.headers;
    makerId = made.id;
    checker = (await operator(t, 'checker01', 'finance')).headers;
  });
  afterAll(async () => {
    await expectLedgerVerified(t);
    await t.close();
  });

  /** Each call a new request (its own idempotency key) unless the payload brings one. */
  const create = (headers: Headers, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/adjustments',
      headers,
      payload: { requestId: crypto.randomUUID(), ...payload },
    });
  const decide = (headers: Headers, id: number, what: 'approve' | 'reject', note?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/adjustments/${id}/${what}`,
      headers,
      payload: note ? { note } : {},
    });

  it('posts at once up to the threshold, to main or bonus', async () => {
    const m = await createMember(t, 'adjust01');
    const houseBefore = await systemBalance(t, 'adjustment');
    const res = await create(maker, {
      accountId: m.id,
      amount: 95_000,
      reason: 'Goodwill credit',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'posted',
      amount: 95_000,
      wallet: 'main',
      username: 'adjust01',
      requestedByUsername: 'maker01',
      decidedBy: null,
      ledgerTransferId: expect.any(Number),
    });
    expect(await mainBalance(t, m.id)).toBe(95_000);
    expect(await systemBalance(t, 'adjustment')).toBe(houseBefore - 95_000);
    // 95,000 + 5,000 is the threshold itself: still posts alone.
    const bonus = await create(maker, {
      accountId: m.id,
      amount: 5_000,
      wallet: 'bonus',
      reason: 'Bonus fix',
    });
    expect(bonus.json()).toMatchObject({ status: 'posted', wallet: 'bonus' });
    expect(await mainBalance(t, m.id)).toBe(95_000);

    const debit = await create(checker, { accountId: m.id, amount: -100_001, reason: 'x' });
    // Above the threshold: pending, no money moved.
    expect(debit.json().status).toBe('pending_approval');
    // Another operator has an allowance of its own for this member.
    const smallDebit = await create(checker, { accountId: m.id, amount: -1, reason: 'Fee' });
    expect(smallDebit.json().status).toBe('posted');
    expect(await mainBalance(t, m.id)).toBe(94_999);
  });

  it("adds up one maker's adjustments for one member over 24 hours: no splitting", async () => {
    const m = await createMember(t, 'split01');
    const other = await createMember(t, 'split02');
    await fund(t, m.id, 500_000);
    // Three adjustments of exactly the threshold: the first posts, the rest wait for a checker.
    const made: { id: number; status: string }[] = [];
    for (let i = 0; i < 3; i++) {
      made.push(
        (await create(maker, { accountId: m.id, amount: 100_000, reason: `Part ${i}` })).json(),
      );
    }
    const statuses = made.map((a) => a.status);
    expect(statuses).toEqual(['posted', 'pending_approval', 'pending_approval']);
    expect(await mainBalance(t, m.id)).toBe(600_000);
    // Debits count by their size too.
    const debit = await create(maker, { accountId: m.id, amount: -1, reason: 'Fee' });
    expect(debit.json().status).toBe('pending_approval');
    // Another member is another allowance.
    expect(
      (await create(maker, { accountId: other.id, amount: 100_000, reason: 'x' })).json().status,
    ).toBe('posted');
    // An approved one had its second operator: it does not lift the maker's own allowance.
    const pendingId = made[1]!.id;
    expect((await decide(checker, pendingId, 'approve')).json().status).toBe('posted');
    expect((await create(maker, { accountId: m.id, amount: 1, reason: 'x' })).json().status).toBe(
      'pending_approval',
    );
    const audit = (
      await t.app.inject({
        url: `/api/admin/audit-log?targetType=manual_adjustment&targetId=${debit.json().id}`,
        headers: await adminHeaders(t.app),
      })
    ).json();
    expect(audit.items[0].after).toMatchObject({
      threshold: 100_000,
      postedAloneInWindow: 100_000,
    });
    // 24 hours after the first one, the maker may post alone again.
    t.clock.advance(24 * 3_600_000 + 1_000);
    expect(
      (await create(maker, { accountId: m.id, amount: 100_000, reason: 'x' })).json().status,
    ).toBe('posted');
    expect(await mainBalance(t, m.id)).toBe(800_000);
  });

  it('adds up parallel adjustments of one maker atomically: 20 at once, 10 post', async () => {
    const m = await createMember(t, 'split03');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        create(maker, { accountId: m.id, amount: 10_000, reason: `Part ${i}` }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const statuses = results.map((r) => r.json().status as string);
    expect(statuses.filter((x) => x === 'posted')).toHaveLength(10);
    expect(statuses.filter((x) => x === 'pending_approval')).toHaveLength(10);
    expect(await mainBalance(t, m.id)).toBe(100_000);
  });

  it('a replayed request answers the first adjustment: 100 parallel copies post once', async () => {
    const m = await createMember(t, 'replay01');
    const request = { accountId: m.id, amount: 5_000, reason: 'Retry after a timeout' };
    const requestId = crypto.randomUUID();
    const results = await Promise.all(
      Array.from({ length: 100 }, () => create(maker, { ...request, requestId })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(100).fill(201));
    expect(new Set(results.map((r) => r.json().id as number)).size).toBe(1);
    expect(results[0]!.json()).toMatchObject({ status: 'posted', amount: 5_000 });
    expect(await mainBalance(t, m.id)).toBe(5_000);
    // The key with another request is refused, for this member or another, and moves nothing.
    const other = await createMember(t, 'replay02');
    for (const changed of [
      { ...request, amount: 6_000 },
      { ...request, reason: 'Another reason' },
      { ...request, wallet: 'bonus' },
      { ...request, accountId: other.id },
    ]) {
      const res = await create(maker, { ...changed, requestId });
      expect(res.statusCode, JSON.stringify(changed)).toBe(409);
      expect(res.json().error.code).toBe('IDEMPOTENCY_CONFLICT');
    }
    expect(await mainBalance(t, m.id)).toBe(5_000);
    expect(await mainBalance(t, other.id)).toBe(0);
    // Keys are the maker's own: another operator's same key is a request of its own.
    const again = await create(checker, { ...request, requestId });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).not.toBe(results[0]!.json().id);
    // A request without a key is refused by the contract.
    const noKey = await t.app.inject({
      method: 'POST',
      url: '/api/admin/adjustments',
      headers: maker,
      payload: request,
    });
    expect(noKey.statusCode).toBe(400);
  });

  it('refuses an immediate debit that would overdraw, and validates the request', async () => {
    const m = await createMember(t, 'adjust02');
    const res = await create(maker, { accountId: m.id, amount: -1, reason: 'Fee' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('INSUFFICIENT_FUNDS');
    const list = await t.app.inject({
      url: `/api/admin/adjustments?accountId=${m.id}`,
      headers: maker,
    });
    expect(list.json().total).toBe(0);
    expect((await create(maker, { accountId: m.id, amount: 0, reason: 'x' })).statusCode).toBe(400);
    expect((await create(maker, { accountId: m.id, amount: 1, reason: '' })).statusCode).toBe(400);
    expect(
      (await create(maker, { accountId: m.id, amount: 1, reason: 'x'.repeat(501) })).statusCode,
    ).toBe(400);
    expect((await create(maker, { accountId: 999_999, amount: 1, reason: 'x' })).statusCode).toBe(
      404,
    );
  });

  it('waits above the threshold for another operator; two approvals post once', async () => {
    const m = await createMember(t, 'adjust03');
    const res = await create(maker, { accountId: m.id, amount: 250_000, reason: 'Lost deposit' });
    expect(res.json()).toMatchObject({ status: 'pending_approval', ledgerTransferId: null });
    const id = res.json().id;
    expect(await mainBalance(t, m.id)).toBe(0);

    const self = await decide(maker, id, 'approve');
    expect(self.statusCode).toBe(403);
    expect(self.json().error.code).toBe('SAME_OPERATOR_APPROVAL');
    expect((await decide(maker, id, 'reject')).json().error.code).toBe('SAME_OPERATOR_APPROVAL');

    const admin = (await operator(t, 'boss01', 'super_admin')).headers;
    const [a, b] = await Promise.all([
      decide(checker, id, 'approve', 'Checked the bank statement'),
      decide(admin, id, 'approve'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const won = a.statusCode === 200 ? a : b;
    expect(won.json()).toMatchObject({ status: 'posted', ledgerTransferId: expect.any(Number) });
    expect(await mainBalance(t, m.id)).toBe(250_000);

    const audit = (
      await t.app.inject({
        url: `/api/admin/audit-log?targetType=manual_adjustment&targetId=${id}`,
        headers: admin,
      })
    ).json();
    expect(audit.items.map((e: { action: string }) => e.action)).toEqual([
      'adjustment.approve',
      'adjustment.create',
    ]);
    expect(audit.items[1]).toMatchObject({
      operatorUsername: 'maker01',
      after: { requestedBy: makerId, status: 'pending_approval' },
    });
    expect(audit.items[0].after).toMatchObject({ requestedBy: makerId, status: 'posted' });
    expect(audit.items[0].after.decidedBy).toBe(audit.items[0].operatorId);
  });

  it('keeps an overdrawing debit pending; a reject closes it', async () => {
    const m = await createMember(t, 'adjust04');
    await fund(t, m.id, 50_000);
    const id = (
      await create(maker, { accountId: m.id, amount: -200_000, reason: 'Chargeback' })
    ).json().id;
    const fail = await decide(checker, id, 'approve');
    expect(fail.statusCode).toBe(409);
    expect(fail.json().error.code).toBe('INSUFFICIENT_FUNDS');
    const still = (
      await t.app.inject({ url: `/api/admin/adjustments?accountId=${m.id}`, headers: checker })
    ).json();
    expect(still.items[0]).toMatchObject({
      id,
      status: 'pending_approval',
      ledgerTransferId: null,
    });
    expect(await mainBalance(t, m.id)).toBe(50_000);

    const rejected = await decide(checker, id, 'reject', 'Not enough balance');
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      decidedByUsername: 'checker01',
      decisionNote: 'Not enough balance',
    });
    const late = await decide(checker, id, 'approve');
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatchObject({
      code: 'ADJUSTMENT_ALREADY_DECIDED',
      details: { status: 'rejected', step: 'approve', expected: 'pending_approval' },
    });
    const pending = (
      await t.app.inject({
        url: '/api/admin/adjustments?status=pending_approval',
        headers: checker,
      })
    ).json();
    expect(pending.items.every((i: { status: string }) => i.status === 'pending_approval')).toBe(
      true,
    );
  });

  // Every pair of the checker's steps (issue 22 item 9): 100 parallel decisions, half each, by
  // two checkers. One wins; the rest answer ADJUSTMENT_ALREADY_DECIDED and move nothing.
  const steps = Object.keys(ADJUSTMENT_TRANSITIONS) as TAdjustmentStep[];
  for (const [i, a] of steps.entries()) {
    for (const b of steps.slice(i)) {
      it(`${a} against ${b} on a pending adjustment: one decision wins`, async () => {
        const m = await createMember(t, `race${a.slice(0, 3)}${b.slice(0, 3)}`);
        const id = (
          await create(maker, { accountId: m.id, amount: 300_000, reason: 'Race' })
        ).json().id as number;
        const second = (await operator(t, `check${a.slice(0, 3)}${b.slice(0, 3)}`, 'finance'))
          .headers;
        const tries = Array.from({ length: 100 }, (_, n) => (n % 2 === 0 ? a : b));
        const results = await Promise.all(
          tries.map((what, n) => decide(n % 4 < 2 ? checker : second, id, what)),
        );
        const won = tries.filter((_, n) => results[n]!.statusCode === 200);
        expect(won).toHaveLength(1);
        const final = ADJUSTMENT_TRANSITIONS[won[0]!].to;
        for (const res of results.filter((r) => r.statusCode !== 200)) {
          expect(res.json().error).toMatchObject({
            code: 'ADJUSTMENT_ALREADY_DECIDED',
            details: { status: final },
          });
        }
        const [posted] = await queryRows<{ n: number }>(
          t.app.services.db,
          sql`SELECT count(*)::int AS n FROM ledger_transfers WHERE reference = ${`adjustment:${id}`}`,
        );
        expect(posted!.n).toBe(final === 'posted' ? 1 : 0);
        expect(await mainBalance(t, m.id)).toBe(final === 'posted' ? 300_000 : 0);
        const [audited] = await queryRows<{ n: number }>(
          t.app.services.db,
          sql`SELECT count(*)::int AS n FROM audit_log
               WHERE target_type = 'manual_adjustment' AND target_id = ${String(id)}
                 AND action <> 'adjustment.create'`,
        );
        expect(audited!.n).toBe(1);
      });
    }
  }

  it('lets support read but not make or check adjustments', async () => {
    const m = await createMember(t, 'adjust05');
    const support = (await operator(t, 'support02', 'support')).headers;
    expect(
      (await t.app.inject({ url: '/api/admin/adjustments', headers: support })).statusCode,
    ).toBe(200);
    expect((await create(support, { accountId: m.id, amount: 1, reason: 'x' })).statusCode).toBe(
      403,
    );
    const id = (await create(maker, { accountId: m.id, amount: 500_000, reason: 'x' })).json().id;
    expect((await decide(support, id, 'approve')).statusCode).toBe(403);
  });
});
