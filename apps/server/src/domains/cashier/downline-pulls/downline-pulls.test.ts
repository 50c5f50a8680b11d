import { API, MESSAGES_API, WALLET_API, type TAgentPullSettings } from '@lw/contracts';
import { and, desc, eq } from 'drizzle-orm';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema/index.js';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';
import { createAccount, fund, mainBalance, signIn } from '../wallet/wallet-test-kit.js';

const PAY = 'Pay-pass-77';
const MEMBER_PAY = 'Member-pay-88';
const ipOf = (i: number) => `198.51.${Math.floor(i / 250)}.${(i % 250) + 1}`;

/** Issue 22 item 4: an agent's pull needs the member's consent, or the operator's capped leave. */
describe('downline pulls: consent, direct pulls, caps, expiry', () => {
  let t: TestApp;
  let admin: { authorization: string };
  let agent: { id: number; username: string };
  let agentHeaders: Record<string, string>;
  let seq = 0;

  /** A fresh member under the agent, with money and a payment password. */
  async function member(balance = 1_000_00) {
    const m = await createAccount(t.app, {
      username: `pm${++seq}`,
      upline: 'pagent',
      paymentPassword: MEMBER_PAY,
    });
    await fund(t.app, m.id, balance);
    return { ...m, headers: await signIn(t.app, m.username) };
  }

  const pull = (
    username: string,
    amount: number,
    requestId: string = crypto.randomUUID(),
    ip?: string,
  ) =>
    t.app.inject({
      method: 'POST',
      url: WALLET_API.downlineTransfers,
      headers: { ...agentHeaders, ...(ip ? { 'x-forwarded-for': ip } : {}) },
      payload: {
        downlineUsername: username,
        amount,
        direction: 'up',
        paymentPassword: PAY,
        requestId,
      },
    });
  const confirm = (
    headers: Record<string, string>,
    id: number,
    password = MEMBER_PAY,
    ip?: string,
  ) =>
    t.app.inject({
      method: 'POST',
      url: WALLET_API.pullRequestConfirm.replace(':id', String(id)),
      headers: { ...headers, ...(ip ? { 'x-forwarded-for': ip } : {}) },
      payload: { paymentPassword: password },
    });
  const decline = (headers: Record<string, string>, id: number, ip?: string) =>
    t.app.inject({
      method: 'POST',
      url: WALLET_API.pullRequestDecline.replace(':id', String(id)),
      headers: { ...headers, ...(ip ? { 'x-forwarded-for': ip } : {}) },
    });
  const audits = (pullId: number) =>
    t.app.services.db
      .select({
        action: auditLog.action,
        username: auditLog.operatorUsername,
        after: auditLog.after,
      })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'downline-pull'), eq(auditLog.targetId, String(pullId))))
      .orderBy(auditLog.id);
  const inbox = async (headers: Record<string, string>) =>
    (await t.app.inject({ url: MESSAGES_API.mine, headers })).json<{
      items: { title: { en: string }; body: { en: string; th: string; zh: string } }[];
    }>().items;
  async function setPulls(value: Partial<TAgentPullSettings>) {
    const current = await t.app.services.settings.get('agentPulls');
    const res = await t.app.inject({
      method: 'PUT',
      url: API.admin.settingsSection('agentPulls'),
      headers: admin,
      payload: { ...current, ...value },
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  beforeAll(async () => {
    // Parallel requests come from many addresses, as real clients would (per-IP rate limits).
    t = await createTestApp({ TRUST_PROXY: 'true' });
    admin = await adminHeaders(t.app);
    agent = await createAccount(t.app, { username: 'pagent', type: 1, paymentPassword: PAY });
    agentHeaders = await signIn(t.app, 'pagent', true);
  });
  afterAll(() => t.close());

  it("is off by default: a pull moves no money on the agent's word, it asks the member", async () => {
    expect((await t.app.services.settings.get('agentPulls')).directPullEnabled).toBe(false);
    const m = await member();
    const agentBefore = await mainBalance(t.app, agent.id);
    const res = await pull(m.username, 300_00);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      outcome: 'awaitingConsent',
      pull: {
        status: 'pending',
        amount: 300_00,
        agent: { account: 'pagent' },
        member: { account: m.username },
      },
    });
    // Before issue 22 item 4 the money moved here.
    expect(await mainBalance(t.app, m.id)).toBe(1_000_00);
    expect(await mainBalance(t.app, agent.id)).toBe(agentBefore);
    // The member hears who asked for how much; the step is audited under the agent's name.
    const [notice] = await inbox(m.headers);
    expect(notice!.title.en).toMatch(/asks to take money back/);
    expect(notice!.body.en).toContain('pagent');
    expect(notice!.body.en).toContain('300.00 THB');
    expect(notice!.body.th).toContain('pagent');
    expect(await audits(body.pull.id)).toMatchObject([
      {
        action: 'agent-pull.request',
        username: 'agent:pagent',
        after: { amount: 300_00, member: m.username },
      },
    ]);
    // The member sees it pending; the agent sees it waiting.
    const mine = (await t.app.inject({ url: WALLET_API.pullRequests, headers: m.headers })).json();
    expect(mine.items).toMatchObject([{ id: body.pull.id, status: 'pending' }]);
    const theirs = (
      await t.app.inject({ url: WALLET_API.agentPulls, headers: agentHeaders })
    ).json();
    expect(theirs.items[0]).toMatchObject({ id: body.pull.id, status: 'pending' });
    // A retry with the same requestId answers the same request; another amount is refused.
    const requestId = crypto.randomUUID();
    const n = await member();
    const first = (await pull(n.username, 10_00, requestId)).json();
    expect((await pull(n.username, 10_00, requestId)).json().pull.id).toBe(first.pull.id);
    expect((await pull(n.username, 11_00, requestId)).json().error.code).toBe(
      'IDEMPOTENCY_CONFLICT',
    );
  });

  it('keeps one open request per agent and member, also under 100 parallel requests', async () => {
    const m = await member();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => pull(m.username, 1_00 + i, undefined, `10.9.0.${i}`)),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    const codes = answers.map((a) => a.json().error?.code ?? a.statusCode);
    expect(ok, JSON.stringify(codes)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().error.code).toBe('PULL_REQUEST_ALREADY_OPEN');
    }
    // One request, one notice: the member's inbox is not flooded.
    expect(await inbox(m.headers)).toHaveLength(1);
    const open = ok[0]!.json().pull;

    // Answered, the pair may ask again; past its time (before the job ran), too.
    expect((await decline(m.headers, open.id)).statusCode).toBe(200);
    const second = (await pull(m.username, 5_00)).json().pull;
    expect(second.status).toBe('pending');
    const ttl = (await t.app.services.settings.get('agentPulls')).requestTtlMinutes;
    t.clock.advance(ttl * 60_000 + 1);
    const third = await pull(m.username, 6_00);
    expect(third.statusCode, third.body).toBe(200);
    const list = (await t.app.inject({ url: WALLET_API.pullRequests, headers: m.headers })).json();
    expect(list.items.map((p: { id: number; status: string }) => [p.id, p.status])).toEqual([
      [third.json().pull.id, 'pending'],
      [second.id, 'expired'],
      [open.id, 'declined'],
    ]);
  });

  it('moves the money when the member confirms with their payment password, once', async () => {
    const m = await member();
    const agentBefore = await mainBalance(t.app, agent.id);
    const { pull: p } = (await pull(m.username, 250_00)).json();
    const wrong = await confirm(m.headers, p.id, 'not-my-pass');
    expect(wrong.json().error.code).toBe('WRONG_PAYMENT_PASSWORD');
    // The agent's password is not the member's.
    expect((await confirm(m.headers, p.id, PAY)).json().error.code).toBe('WRONG_PAYMENT_PASSWORD');
    expect(await mainBalance(t.app, m.id)).toBe(1_000_00);
    const ok = await confirm(m.headers, p.id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      id: p.id,
      status: 'confirmed',
      transferId: expect.any(Number),
    });
    expect(await mainBalance(t.app, m.id)).toBe(750_00);
    expect(await mainBalance(t.app, agent.id)).toBe(agentBefore + 250_00);
    // Confirming again answers the same and moves nothing more.
    const twice = await confirm(m.headers, p.id);
    expect(twice.json()).toMatchObject({ status: 'confirmed', transferId: ok.json().transferId });
    expect(await mainBalance(t.app, m.id)).toBe(750_00);
    expect((await decline(m.headers, p.id)).json().error.code).toBe('PULL_REQUEST_NOT_PENDING');
    expect((await audits(p.id)).map((a) => [a.action, a.username])).toEqual([
      ['agent-pull.request', 'agent:pagent'],
      ['agent-pull.confirm', `member:${m.username}`],
    ]);
    expect((await inbox(m.headers))[0]!.title.en).toBe('Transfer request confirmed');
    const theirs = (
      await t.app.inject({ url: WALLET_API.agentPulls, headers: agentHeaders })
    ).json();
    expect(theirs.items.find((i: { id: number }) => i.id === p.id)).toMatchObject({
      status: 'confirmed',
    });
  });

  it('stays pending when the member lacks the money, and refuses anyone else', async () => {
    const m = await member(100_00);
    const other = await member();
    const { pull: p } = (await pull(m.username, 200_00)).json();
    expect((await confirm(m.headers, p.id)).json().error.code).toBe('INSUFFICIENT_FUNDS');
    const mine = (await t.app.inject({ url: WALLET_API.pullRequests, headers: m.headers })).json();
    expect(mine.items[0]).toMatchObject({ id: p.id, status: 'pending' });
    // Someone else's request looks like none.
    expect((await confirm(other.headers, p.id)).statusCode).toBe(404);
    expect((await decline(other.headers, p.id)).statusCode).toBe(404);
    expect((await confirm(agentHeaders, p.id, PAY)).statusCode).toBe(404);
    expect(await mainBalance(t.app, m.id)).toBe(100_00);
  });

  it('moves nothing when the member declines', async () => {
    const m = await member();
    const { pull: p } = (await pull(m.username, 100_00)).json();
    const res = await decline(m.headers, p.id);
    expect(res.json()).toMatchObject({ status: 'declined', transferId: null });
    expect((await decline(m.headers, p.id)).json()).toMatchObject({ status: 'declined' });
    expect((await confirm(m.headers, p.id)).json().error).toMatchObject({
      code: 'PULL_REQUEST_NOT_PENDING',
      details: { status: 'declined' },
    });
    expect(await mainBalance(t.app, m.id)).toBe(1_000_00);
    expect((await audits(p.id)).map((a) => a.action)).toEqual([
      'agent-pull.request',
      'agent-pull.decline',
    ]);
    expect((await inbox(m.headers))[0]!.title.en).toBe('Transfer request declined');
  });

  it('expires unanswered after the set time (test clock)', async () => {
    await setPulls({ requestTtlMinutes: 30 });
    const m = await member();
    const { pull: p } = (await pull(m.username, 100_00)).json();
    t.clock.advance(29 * 60_000);
    expect(await t.app.services.downlinePulls.expireDue()).not.toContain(p.id);
    t.clock.advance(2 * 60_000);
    // Past its time it is expired even before the job marks it.
    expect((await confirm(m.headers, p.id)).json().error).toMatchObject({
      code: 'PULL_REQUEST_NOT_PENDING',
      details: { status: 'expired' },
    });
    const listed = (
      await t.app.inject({ url: WALLET_API.pullRequests, headers: m.headers })
    ).json();
    expect(listed.items[0]).toMatchObject({ id: p.id, status: 'expired' });
    expect(await t.app.services.downlinePulls.expireDue()).toContain(p.id);
    expect(await t.app.services.downlinePulls.expireDue()).not.toContain(p.id);
    expect(await mainBalance(t.app, m.id)).toBe(1_000_00);
    expect((await audits(p.id)).map((a) => [a.action, a.username])).toEqual([
      ['agent-pull.request', 'agent:pagent'],
      ['agent-pull.expire', 'system'],
    ]);
    expect((await inbox(m.headers))[0]!.title.en).toBe('Transfer request expired');
  });

  it('moves the money once under 100 parallel confirms', { timeout: 120_000 }, async () => {
    const m = await member();
    const agentBefore = await mainBalance(t.app, agent.id);
    const { pull: p } = (await pull(m.username, 100_00)).json();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => confirm(m.headers, p.id, MEMBER_PAY, ipOf(i))),
    );
    // The payment-password guard checks a bounded number at once and queues the rest; a queue
    // that moves is never taken for lost checks (it locked here on PGlite, which runs one
    // statement at a time). One transfer; every other answer is that same transfer.
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(answers.filter((a) => a.statusCode !== 200).map((a) => a.body)).toEqual([]);
    expect(new Set(ok.map((a) => a.json().transferId)).size).toBe(1);
    expect(await mainBalance(t.app, m.id)).toBe(900_00);
    // A confirmation afterwards answers the same transfer, or makes the one transfer.
    const after = await confirm(m.headers, p.id, MEMBER_PAY, ipOf(200));
    expect(after.json()).toMatchObject({ status: 'confirmed' });
    expect(after.json().transferId).toBe(ok[0]!.json().transferId);
    expect(await mainBalance(t.app, m.id)).toBe(900_00);
    expect(await mainBalance(t.app, agent.id)).toBe(agentBefore + 100_00);
    expect((await audits(p.id)).filter((a) => a.action === 'agent-pull.confirm')).toHaveLength(1);
  });

  it('has one winner when 50 confirms race 50 declines', { timeout: 120_000 }, async () => {
    const m = await member();
    const { pull: p } = (await pull(m.username, 100_00)).json();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        i % 2 ? confirm(m.headers, p.id, MEMBER_PAY, ipOf(i)) : decline(m.headers, p.id, ipOf(i)),
      ),
    );
    const won = answers.filter((a) => a.statusCode === 200).map((a) => a.json().status);
    const final = won[0] as 'confirmed' | 'declined';
    expect(new Set(won)).toEqual(new Set([final]));
    // The losing side is told the request was already answered (or, for confirms beyond what
    // the payment-password guard checks at once, to wait).
    const lost = answers.filter((a) => a.statusCode !== 200).map((a) => a.json().error.code);
    expect(lost).toContain('PULL_REQUEST_NOT_PENDING');
    expect(
      lost.filter((c) => c !== 'PULL_REQUEST_NOT_PENDING' && c !== 'PAYMENT_PASSWORD_LOCKED'),
    ).toEqual([]);
    expect(won.length + lost.length).toBe(100);
    expect(await mainBalance(t.app, m.id)).toBe(final === 'confirmed' ? 900_00 : 1_000_00);
    const steps = (await audits(p.id)).map((a) => a.action);
    expect(steps).toEqual([
      'agent-pull.request',
      `agent-pull.${final === 'confirmed' ? 'confirm' : 'decline'}`,
    ]);
  });

  it('has one winner when a confirm races the expiry', async () => {
    await setPulls({ requestTtlMinutes: 1 });
    const m = await member();
    const { pull: p } = (await pull(m.username, 100_00)).json();
    t.clock.advance(59_000);
    const [answers] = await Promise.all([
      Promise.all(
        Array.from({ length: 20 }, (_, i) => confirm(m.headers, p.id, MEMBER_PAY, ipOf(i))),
      ),
      (async () => {
        t.clock.advance(2_000);
        for (let i = 0; i < 10; i++) await t.app.services.downlinePulls.expireDue();
      })(),
    ]);
    const mine = (await t.app.inject({ url: WALLET_API.pullRequests, headers: m.headers })).json();
    const final = mine.items[0].status;
    expect(['confirmed', 'expired']).toContain(final);
    expect(await mainBalance(t.app, m.id)).toBe(final === 'confirmed' ? 900_00 : 1_000_00);
    for (const a of answers) {
      if (a.statusCode === 200) expect(a.json().status).toBe('confirmed');
      else
        expect(['PULL_REQUEST_NOT_PENDING', 'PAYMENT_PASSWORD_LOCKED']).toContain(
          a.json().error.code,
        );
    }
    expect((await audits(p.id)).map((a) => a.action)).toHaveLength(2);
    await setPulls({ requestTtlMinutes: 60 });
  });

  describe('with direct pulls allowed by the operator', () => {
    it('is audited when switched, pulls at once within the per-pull cap, and tells the member', async () => {
      await setPulls({
        directPullEnabled: true,
        directMaxPerPull: 200_00,
        directDailyMaxPerAgent: 100_000_00,
      });
      const [entry] = await t.app.services.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'settings.update'), eq(auditLog.targetId, 'agentPulls')))
        .orderBy(desc(auditLog.id));
      expect(entry).toMatchObject({
        operatorUsername: 'admin',
        before: { directPullEnabled: false },
        after: { directPullEnabled: true, directMaxPerPull: 200_00 },
      });
      const m = await member();
      const agentBefore = await mainBalance(t.app, agent.id);
      const tooMuch = await pull(m.username, 200_01);
      expect(tooMuch.json().error).toMatchObject({
        code: 'TRANSFER_AMOUNT_OUT_OF_RANGE',
        details: { maxAmount: 200_00 },
      });
      const requestId = crypto.randomUUID();
      const res = await pull(m.username, 200_00, requestId);
      expect(res.json()).toMatchObject({
        outcome: 'transferred',
        amount: 200_00,
        balance: agentBefore + 200_00,
        pull: { status: 'direct' },
      });
      expect(await mainBalance(t.app, m.id)).toBe(800_00);
      // A retry answers the first transfer and moves nothing more.
      const again = await pull(m.username, 200_00, requestId);
      expect(again.json()).toMatchObject({
        outcome: 'transferred',
        transferId: res.json().transferId,
      });
      expect(await mainBalance(t.app, m.id)).toBe(800_00);
      expect(await audits(res.json().pull.id)).toMatchObject([
        {
          action: 'agent-pull.direct',
          username: 'agent:pagent',
          after: { transferId: res.json().transferId },
        },
      ]);
      const [notice] = await inbox(m.headers);
      expect(notice!.title.en).toBe('Your agent took money back');
      expect(notice!.body.en).toContain('Agent pagent took 200.00 THB');
    });

    it(
      'holds the daily cap per agent under 100 parallel pulls, and opens again the next day',
      { timeout: 120_000 },
      async () => {
        // A fresh agent: today's total starts at 0.
        await createAccount(t.app, { username: 'pagent2', type: 1, paymentPassword: PAY });
        const agent2Headers = await signIn(t.app, 'pagent2', true);
        const m = await createAccount(t.app, {
          username: 'pm_cap',
          upline: 'pagent2',
          paymentPassword: MEMBER_PAY,
        });
        await fund(t.app, m.id, 10_000_00);
        await setPulls({
          directPullEnabled: true,
          directMaxPerPull: 100_00,
          directDailyMaxPerAgent: 1_000_00,
        });
        // Straight to the service (the route checks the agent's payment password first): the
        // payment-password guard would otherwise queue the flood before it reaches the counter.
        const [agentRow, memberRow] = await Promise.all([
          t.app.services.accounts.findByUsername('pagent2'),
          t.app.services.accounts.findByUsername('pm_cap'),
        ]);
        const answers = await Promise.allSettled(
          Array.from({ length: 100 }, () =>
            t.app.services.downlinePulls.pull(
              agentRow!,
              memberRow!,
              { amount: 100_00, requestId: crypto.randomUUID() },
              { ip: null },
            ),
          ),
        );
        expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(10);
        const refused = answers.flatMap((a) =>
          a.status === 'rejected' ? [(a.reason as { code: string }).code] : [],
        );
        expect(refused).toEqual(Array(90).fill('PULL_DAILY_LIMIT_EXCEEDED'));
        expect(await mainBalance(t.app, m.id)).toBe(9_000_00);
        // The next day in the cashier's time zone starts a new total.
        t.clock.advance(24 * 3_600_000);
        const next = await t.app.inject({
          method: 'POST',
          url: WALLET_API.downlineTransfers,
          headers: agent2Headers,
          payload: {
            downlineUsername: 'pm_cap',
            amount: 100_00,
            direction: 'up',
            paymentPassword: PAY,
            requestId: crypto.randomUUID(),
          },
        });
        expect(next.json()).toMatchObject({ outcome: 'transferred' });
        expect(await mainBalance(t.app, m.id)).toBe(8_900_00);
      },
    );

    it('goes back to consent when switched off', async () => {
      await setPulls({ directPullEnabled: false });
      const m = await member();
      expect((await pull(m.username, 100_00)).json().outcome).toBe('awaitingConsent');
      expect(await mainBalance(t.app, m.id)).toBe(1_000_00);
    });
  });

  it('refuses a setting whose per-pull cap exceeds the daily cap', async () => {
    const current = await t.app.services.settings.get('agentPulls');
    const res = await t.app.inject({
      method: 'PUT',
      url: API.admin.settingsSection('agentPulls'),
      headers: admin,
      payload: { ...current, directMaxPerPull: 2, directDailyMaxPerAgent: 1 },
    });
    expect(res.statusCode).toBe(400);
  });

  it('lists every pull for operators, filtered by status and account', async () => {
    const all = await t.app.inject({ url: WALLET_API.adminPulls, headers: admin });
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBeGreaterThan(10);
    const direct = await t.app.inject({
      url: `${WALLET_API.adminPulls}?status=direct&account=pagent`,
      headers: admin,
    });
    expect(direct.json().items.length).toBeGreaterThan(0);
    expect(
      direct
        .json()
        .items.every(
          (i: { status: string; agent: { account: string } }) =>
            i.status === 'direct' && i.agent.account === 'pagent',
        ),
    ).toBe(true);
    expect((await t.app.inject({ url: WALLET_API.adminPulls })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: WALLET_API.adminPulls, headers: agentHeaders })).statusCode,
    ).toBe(401);
  });

  it('keeps every ledger invariant', async () => {
    expect(await t.app.services.ledger.verify()).toMatchObject({ ok: true });
  });
});
