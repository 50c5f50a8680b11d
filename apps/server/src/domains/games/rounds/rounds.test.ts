import { ADMIN_GAME_ROUNDS_API, GAME_ROUNDS_API } from '@lw/contracts';
import { startVendorSim, type VendorSim } from '@lw/vendor-sim';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';
import { queryRows } from '../../../db/client.js';
import { createAccount, fund, signIn } from '../../cashier/wallet/wallet-test-kit.js';
import { createVendor, syncVendor } from '../catalogue/catalogue-test-kit.js';
import { createGameSession, walletCall } from '../game-wallet/game-wallet-test-kit.js';

let t: TestApp;
let sim: VendorSim;
let admin: Record<string, string>;
let vendor: { code: string; secret: string };
let gameCode: string;

beforeAll(async () => {
  t = await createTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  sim = await startVendorSim({ platformUrl: address, port: 0 });
  const entry = sim.manifest.vendors.find((v) => v.mode === 'seamless')!;
  vendor = { code: entry.code, secret: entry.secret };
  admin = await adminHeaders(t.app);
  await createVendor(t.app, admin, { code: entry.code, url: entry.baseUrl, secret: entry.secret });
  await syncVendor(t.app, admin, entry.code);
  const [game] = await queryRows<{ game_code: string }>(
    t.app.services.db,
    sql`SELECT game_code FROM games WHERE vendor = ${entry.code} ORDER BY id LIMIT 1`,
  );
  gameCode = game!.game_code;
});
afterAll(async () => {
  await t?.close();
  await sim?.close();
});

async function spin(p: { playerId: string; token: string }, n: number, bet: number, win: number) {
  const res = await walletCall(t.app, vendor, 'betWin', {
    betTransactionId: `rb-${p.playerId}-${n}`,
    winTransactionId: `rw-${p.playerId}-${n}`,
    roundId: `rr-${p.playerId}-${n}`,
    playerId: p.playerId,
    token: p.token,
    gameCode,
    betAmount: bet,
    winAmount: win,
    currency: 'THB',
  });
  expect(res.body.status).toBe('OK');
}

describe('game rounds', () => {
  it('betting records and profit and loss with presets and totals; round detail', async () => {
    const member = await createAccount(t.app, { username: 'rounds01' });
    await fund(t.app, member.id, 100_000);
    const session = await createGameSession(t.app, {
      accountId: member.id,
      vendor: vendor.code,
      gameCode,
    });
    await spin(session, 1, 1_000, 0);
    await spin(session, 2, 2_000, 5_000);
    const headers = await signIn(t.app, 'rounds01');
    const records = await t.app.inject({
      method: 'GET',
      url: `${GAME_ROUNDS_API.records}?preset=today`,
      headers,
    });
    expect(records.statusCode).toBe(200);
    const body = records.json();
    expect(body.total).toBe(2);
    expect(body.totals).toEqual({
      rounds: 2,
      bet: 3_000,
      validBet: 3_000,
      win: 5_000,
      profit: 2_000,
    });
    expect(body.list[0]).toMatchObject({
      vendor: vendor.code,
      status: 'settled',
      source: 'seamless',
    });
    expect(typeof body.list[0].gameName).toBe('string');
    // The site asks for game names in its language; the account's (Thai) is the default.
    const [names] = await queryRows<{ names: Record<string, string> }>(
      t.app.services.db,
      sql`SELECT names FROM games WHERE vendor = ${vendor.code} AND game_code = ${gameCode}`,
    );
    const inEnglish = await t.app.inject({
      method: 'GET',
      url: `${GAME_ROUNDS_API.records}?preset=today&language=en`,
      headers,
    });
    expect(inEnglish.json().list[0].gameName).toBe(names!.names.en);
    expect(body.list[0].gameName).toBe(names!.names.th);
    const detailInEnglish = await t.app.inject({
      method: 'GET',
      url: `${GAME_ROUNDS_API.record(body.list[0].id)}?language=en`,
      headers,
    });
    expect(detailInEnglish.json().gameName).toBe(names!.names.en);
    const detail = await t.app.inject({
      method: 'GET',
      url: GAME_ROUNDS_API.record(body.list[0].id),
      headers,
    });
    expect(detail.json().transactions.map((x: { kind: string }) => x.kind)).toEqual(['bet', 'win']);
    // Profit and loss reads the settled-wager read model once the wager events are delivered.
    await t.app.services.events.drain();
    const profit = await t.app.inject({
      method: 'GET',
      url: `${GAME_ROUNDS_API.profit}?preset=last7`,
      headers,
    });
    expect(profit.json().totals.profit).toBe(2_000);
    expect(profit.json().days).toHaveLength(1);
    // Another member never sees these rounds.
    await createAccount(t.app, { username: 'rounds02' });
    const other = await signIn(t.app, 'rounds02');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: GAME_ROUNDS_API.record(body.list[0].id),
          headers: other,
        })
      ).statusCode,
    ).toBe(404);
    const yesterday = await t.app.inject({
      method: 'GET',
      url: `${GAME_ROUNDS_API.records}?preset=yesterday`,
      headers,
    });
    expect(yesterday.json().total).toBe(0);
  });

  it('withdrawal turnover counts the valid stake of settled rounds', async () => {
    const member = await createAccount(t.app, { username: 'rounds03' });
    await fund(t.app, member.id, 100_000);
    await queryRows(
      t.app.services.db,
      sql`INSERT INTO turnover_requirements (account_id, source, required) VALUES (${member.id}, 'deposit', 5000)`,
    );
    const { turnoverRemaining } = await import('../../cashier/withdrawals/withdrawal-limits.js');
    // The cashier's TurnoverSince port as app.ts wires it: the valid stake of these rounds in
    // the settled-wager read model, once their wager.settled events are delivered.
    const remaining = async () => {
      await t.app.services.events.drain();
      return turnoverRemaining(t.app.services.db, member.id, t.app.services.turnoverSince);
    };
    expect(await remaining()).toBe(5_000);
    const session = await createGameSession(t.app, {
      accountId: member.id,
      vendor: vendor.code,
      gameCode,
    });
    await spin(session, 1, 3_000, 0);
    expect(await remaining()).toBe(2_000);
    await spin(session, 2, 3_000, 1_000);
    expect(await remaining()).toBe(0);
  });

  it('operators search rounds, reconcile a vendor day and read the wallet figures', async () => {
    const search = await t.app.inject({
      method: 'GET',
      url: `${ADMIN_GAME_ROUNDS_API.rounds}?preset=today&username=rounds01`,
      headers: admin,
    });
    expect(search.statusCode).toBe(200);
    expect(search.json().list).toHaveLength(2);
    expect(search.json().list[0].username).toBe('rounds01');
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(
      t.app.services.clock.now(),
    );
    await t.app.services.events.drain();
    const rec = await t.app.inject({
      method: 'GET',
      url: `${ADMIN_GAME_ROUNDS_API.reconciliation}?vendor=${vendor.code}&day=${day}`,
      headers: admin,
    });
    expect(rec.statusCode).toBe(200);
    const report = rec.json();
    expect(report.ours.bet).toBe(report.ledger.bet);
    expect(report.ours.win).toBe(report.ledger.win);
    expect(report.ours.rounds).toBeGreaterThanOrEqual(4);
    const figures = await t.app.inject({
      method: 'GET',
      url: ADMIN_GAME_ROUNDS_API.walletFigures,
      headers: admin,
    });
    const mine = figures.json().vendors.find((v: { vendor: string }) => v.vendor === vendor.code);
    expect(mine.calls.betWin).toBeGreaterThanOrEqual(4);
    expect(mine.latency.p99Ms).toBeGreaterThan(0);
  });
});
