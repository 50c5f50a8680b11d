import { DEPOSIT_API, HOUSE_API, WALLET_API, type TLimitKind } from '@lw/contracts';
import { startVendorSim, type VendorSim } from '@lw/vendor-sim';
import { sql } from 'drizzle-orm';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';
import { queryRows } from '../../../db/client.js';
import { bankTransferMethod, newMember } from '../../cashier/deposits/deposits-test-kit.js';
import { createAccount, fund, mainBalance, signIn } from '../../cashier/wallet/wallet-test-kit.js';
import { createVendor, syncVendor } from '../../games/catalogue/catalogue-test-kit.js';
import { createGameSession, walletCall } from '../../games/game-wallet/game-wallet-test-kit.js';
import { call, houseSession, requestId } from '../../games/house/house-test-kit.js';
import { setLimit } from './limits-test-kit.js';

/*
 * Every money path a limit covers, for a member at each kind of limit it applies to: deposit
 * creation and approval (deposit limits), money into a transfer-mode vendor's wallet, a house
 * spin through the wager core and a seamless vendor's bet (wager and loss limits). Each refuses
 * with LIMIT_EXCEEDED (the vendor protocol's LIMIT_EXCEEDED), and nothing moves.
 */

let t: TestApp;
let sim: VendorSim;
let admin: Record<string, string>;
let methodId: number;
let seamless: { code: string; secret: string; gameCode: string };
let transferVendor: string;

beforeAll(async () => {
  t = await createTestApp({ HOUSE_CATALOGUE: 'on' });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  sim = await startVendorSim({ platformUrl: address, port: 0 });
  admin = await adminHeaders(t.app);
  ({ methodId } = await bankTransferMethod(t, admin, {}, { minAmount: 100, maxAmount: 1_000_000 }));
  const s = sim.manifest.vendors.find((v) => v.mode === 'seamless')!;
  await createVendor(t.app, admin, { code: s.code, url: s.baseUrl, secret: s.secret });
  await syncVendor(t.app, admin, s.code);
  const [game] = await queryRows<{ game_code: string }>(
    t.app.services.db,
    sql`SELECT game_code FROM games WHERE vendor = ${s.code} ORDER BY id LIMIT 1`,
  );
  seamless = { code: s.code, secret: s.secret, gameCode: game!.game_code };
  const x = sim.manifest.vendors.find((v) => v.mode === 'transfer')!;
  transferVendor = x.code;
  await createVendor(t.app, admin, {
    code: x.code,
    url: x.baseUrl,
    secret: x.secret,
    walletMode: 'transfer',
  });
});
afterAll(async () => {
  await t?.close();
  await sim?.close();
});

const deposit = (headers: Record<string, string>, amount: number) =>
  t.app.inject({
    method: 'POST',
    url: DEPOSIT_API.member.deposits,
    headers,
    payload: { paymentMethodId: methodId, amount, requestId: crypto.randomUUID() },
  });

describe('money paths at a limit', () => {
  it("an agent's transfer down counts as a deposit: within the limit it passes, past it it is refused", async () => {
    const tag = `${Date.now() % 100_000}`;
    const agent = await createAccount(t.app, {
      username: `limag${tag}`,
      type: 1,
      paymentPassword: '135790',
    });
    await fund(t.app, agent.id, 50_000);
    const member = await createAccount(t.app, { username: `limdn${tag}`, upline: agent.username });
    const memberHeaders = await signIn(t.app, member.username);
    await setLimit(t, memberHeaders, 'deposit', 'day', 1_000);
    const agentHeaders = await signIn(t.app, agent.username, true);
    const transfer = (amount: number) =>
      t.app.inject({
        method: 'POST',
        url: WALLET_API.downlineTransfers,
        headers: agentHeaders,
        payload: {
          downlineUsername: member.username,
          amount,
          direction: 'down',
          paymentPassword: '135790',
          requestId: crypto.randomUUID(),
        },
      });
    expect((await transfer(600)).statusCode).toBe(200);
    const over = await transfer(500);
    expect(over.statusCode).toBe(403);
    expect(over.json().error).toMatchObject({
      code: 'LIMIT_EXCEEDED',
      details: { limit: 'deposit', period: 'day', remaining: 400 },
    });
    expect(await mainBalance(t.app, member.id)).toBe(600);
    // What is left shows the transfer as a deposit.
    const mine = await t.app.inject({
      url: '/api/responsible-gaming/limits',
      headers: memberHeaders,
    });
    const day = mine
      .json()
      .limits.find(
        (l: { kind: string; period: string }) => l.kind === 'deposit' && l.period === 'day',
      );
    expect(day).toMatchObject({ used: 600, remaining: 400 });
  });

  it("100 parallel agent transfers at a member's deposit limit: exactly the allowed number pass", async () => {
    const tag = `${Date.now() % 100_000}`;
    const agent = await createAccount(t.app, {
      username: `limpa${tag}`,
      type: 1,
      paymentPassword: '135790',
    });
    await fund(t.app, agent.id, 100_000);
    const member = await createAccount(t.app, { username: `limpm${tag}`, upline: agent.username });
    await setLimit(t, await signIn(t.app, member.username), 'deposit', 'day', 10 * 500);
    // Through the service: the route's own rate limit (30 a minute) would refuse most of them
    // first, and this is about the limit's counter.
    const session = (await t.app.services.accounts.findById(agent.id))!;
    const answers = await Promise.allSettled(
      Array.from({ length: 100 }, () =>
        t.app.services.memberTransfers.transferDownline(
          session,
          {
            downlineUsername: member.username,
            amount: 500,
            direction: 'down',
            paymentPassword: '135790',
            requestId: crypto.randomUUID(),
          },
          { ip: null },
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(10);
    const refusals = answers.flatMap((a) => (a.status === 'rejected' ? [a.reason.code] : []));
    expect(refusals).toEqual(Array(90).fill('LIMIT_EXCEEDED'));
    // No money is made or lost: what the member got left the agent.
    expect(await mainBalance(t.app, member.id)).toBe(5_000);
    expect(await mainBalance(t.app, agent.id)).toBe(95_000);
  });

  it('deposit creation refuses what would pass the limit; the approval counts and refuses past it', async () => {
    const m = await newMember(t, 'mpd');
    await setLimit(t, m.headers, 'deposit', 'day', 1_000);
    const refused = await deposit(m.headers, 1_001);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'LIMIT_EXCEEDED',
      details: { limit: 'deposit', period: 'day', remaining: 1_000 },
    });
    // Two requests that each fit are created; only the first approval fits the limit.
    const a = (await deposit(m.headers, 700)).json().deposit.id;
    const b = (await deposit(m.headers, 700)).json().deposit.id;
    const approve = (id: number) =>
      t.app.inject({ method: 'POST', url: DEPOSIT_API.admin.approveDeposit(id), headers: admin });
    expect((await approve(a)).statusCode).toBe(200);
    const second = await approve(b);
    expect(second.statusCode).toBe(403);
    expect(second.json().error).toMatchObject({
      code: 'LIMIT_EXCEEDED',
      details: { limit: 'deposit', remaining: 300 },
    });
    expect(await mainBalance(t.app, m.id)).toBe(700);
    // What is left is what the next creation may ask.
    expect((await deposit(m.headers, 301)).statusCode).toBe(403);
    expect((await deposit(m.headers, 300)).statusCode).toBe(200);
  });

  it('100 parallel approvals at a deposit limit: exactly the allowed number credit', async () => {
    const m = await newMember(t, 'mpp');
    await setLimit(t, m.headers, 'deposit', 'day', 10 * 500);
    const ids: number[] = [];
    for (let i = 0; i < 100; i++) ids.push((await deposit(m.headers, 500)).json().deposit.id);
    const answers = await Promise.all(
      ids.map((id) =>
        t.app.inject({ method: 'POST', url: DEPOSIT_API.admin.approveDeposit(id), headers: admin }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(answers.filter((r) => r.json().error?.code === 'LIMIT_EXCEEDED')).toHaveLength(90);
    expect(await mainBalance(t.app, m.id)).toBe(5_000);
  });

  for (const kind of ['wager', 'loss'] as TLimitKind[]) {
    it(`a ${kind} limit refuses a house spin, a seamless bet and a transfer into a vendor`, async () => {
      const m = await newMember(t, `mp${kind[0]}`);
      await fund(t.app, m.id, 100_000);
      await setLimit(t, m.headers, kind, 'day', 1_000);

      // House spin through the wager core.
      const { headers } = await houseSession(t.app, { accountId: m.id, gameCode: 'lucky-fruits' });
      const ok = await call(t.app, 'POST', HOUSE_API.spin('lucky-fruits'), headers, {
        stake: 500,
        requestId: requestId(),
      });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      const balance = await mainBalance(t.app, m.id);
      const over = await call<{ error: { code: string; details: Record<string, unknown> } }>(
        t.app,
        'POST',
        HOUSE_API.spin('lucky-fruits'),
        headers,
        { stake: 1_000, requestId: requestId() },
      );
      expect(over.status).toBe(403);
      expect(over.body.error).toMatchObject({ code: 'LIMIT_EXCEEDED', details: { limit: kind } });
      expect(await mainBalance(t.app, m.id)).toBe(balance);

      // A seamless vendor's bet: the protocol's LIMIT_EXCEEDED, stored for its transaction id.
      const session = await createGameSession(t.app, {
        accountId: m.id,
        vendor: seamless.code,
        gameCode: seamless.gameCode,
      });
      const bet = () =>
        walletCall(t.app, seamless, 'bet', {
          transactionId: `lim-${m.id}-1`,
          roundId: `limr-${m.id}-1`,
          playerId: session.playerId,
          token: session.token,
          gameCode: seamless.gameCode,
          amount: 900,
          currency: 'THB',
          roundEnded: false,
        });
      const refused = await bet();
      expect(refused.body.status).toBe('LIMIT_EXCEEDED');
      expect((await bet()).body.status).toBe('LIMIT_EXCEEDED');
      expect(await mainBalance(t.app, m.id)).toBe(balance);

      // Money into a transfer-mode vendor's wallet beyond what is left.
      const moved = await t.app.inject({
        method: 'POST',
        url: WALLET_API.vendorTransfers,
        headers: m.headers,
        payload: {
          vendor: transferVendor,
          direction: 'in',
          amount: 900,
          requestId: crypto.randomUUID(),
        },
      });
      expect(moved.statusCode, moved.body).toBe(403);
      expect(moved.json().error.code).toBe('LIMIT_EXCEEDED');
      expect(await mainBalance(t.app, m.id)).toBe(balance);
    });
  }
});
