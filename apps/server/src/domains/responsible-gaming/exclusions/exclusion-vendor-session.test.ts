import { GAME_LAUNCH_API, WITHDRAWAL_API, withdrawalPath } from '@lw/contracts';
import { startVendorSim, type VendorSim } from '@lw/vendor-sim';
import { sql } from 'drizzle-orm';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';
import { queryRows } from '../../../db/client.js';
import {
  createMember,
  fund,
  mainBalance,
  MEMBER_PASSWORD,
  PAYMENT_PASSWORD,
  setCashier,
} from '../../cashier/withdrawals/cashier-test-kit.js';
import { createVendor, syncVendor } from '../../games/catalogue/catalogue-test-kit.js';
import { passwordSignIn, takeExclusion } from './exclusions-test-kit.js';

/*
 * Issue 24: an exclusion in the middle of an open vendor session, through the real simulator and
 * the seamless wallet API: the next bet is refused (PLAYER_BLOCKED) before and after the
 * launch ends, and the balance stays withdrawable (the withdrawal asked for in the same flow is
 * approved and paid after the exclusion).
 */

let t: TestApp;
let sim: VendorSim;
let code: string;
let gameId: number;
let gameCode: string;

beforeAll(async () => {
  t = await createTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  sim = await startVendorSim({ platformUrl: address, port: 0, log: () => undefined });
  const entry = sim.manifest.vendors.find((v) => v.mode === 'seamless')!;
  code = entry.code;
  const admin = await adminHeaders(t.app);
  await createVendor(t.app, admin, { code, url: entry.baseUrl, secret: entry.secret });
  await syncVendor(t.app, admin, code);
  const [game] = await queryRows<{ id: unknown; game_code: string }>(
    t.app.services.db,
    sql`SELECT id, game_code FROM games WHERE vendor = ${code} AND support_play = 0 ORDER BY id LIMIT 1`,
  );
  gameId = Number(game!.id);
  gameCode = game!.game_code;
  await setCashier(t, { withdrawal: { dailyCount: 0, dailyAmount: 0 } });
});
afterAll(async () => {
  await t?.close();
  await sim?.close();
});

describe('exclusion during an open vendor session', () => {
  it('the next vendor bet is refused (PLAYER_BLOCKED) and the balance stays withdrawable', async () => {
    const m = await createMember(t, `rgvendor${Date.now() % 100_000}`, {
      realName: 'Somchai Jaidee',
      paymentPassword: PAYMENT_PASSWORD,
    });
    await fund(t, m.id, 100_000);
    const launched = await t.app.inject({
      method: 'POST',
      url: GAME_LAUNCH_API.launch,
      headers: m.headers,
      payload: { nodeId: gameId, mode: 'real', device: 'desktop' },
    });
    expect(launched.statusCode, launched.body).toBe(200);
    const launch = [...sim.launches.values()].filter(
      (l) => l.vendorCode === code && l.playerId === String(m.id),
    )[0]!;
    const play = (stake: number) =>
      sim.control.playRound(code, { launchId: launch.launchId, gameCode, mode: 'real', stake });
    const first = await play(1_000);
    expect(first.status).toBe('settled');
    const afterPlay = await mainBalance(t, m.id);

    // The same flow: the balance shown, a withdrawal of part of it asked for, then the exclusion.
    const bank = await t.app.inject({
      method: 'POST',
      url: '/api/members/me/bank-accounts',
      headers: m.headers,
      payload: { bankCode: 'SCB', accountNumber: '9876543210', accountName: 'Somchai Jaidee' },
    });
    expect(bank.statusCode, bank.body).toBe(201);
    const asked = await t.app.inject({
      method: 'POST',
      url: WITHDRAWAL_API.member.withdrawals,
      headers: m.headers,
      payload: {
        amount: 30_000,
        bankAccountId: bank.json().id,
        paymentPassword: PAYMENT_PASSWORD,
        requestId: crypto.randomUUID(),
      },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const withdrawalId = asked.json<{ id: number }>().id;
    const excluded = await takeExclusion(t.app, m.headers, '6m', MEMBER_PASSWORD);
    expect(excluded.statusCode, excluded.body).toBe(201);

    // Before the events are delivered the account's flag already refuses the bet...
    const refused = await play(1_000);
    expect(refused).toMatchObject({ status: 'refused', code: 'PLAYER_BLOCKED' });
    // ...and after (the launch ended too: the account check answers first).
    await t.app.services.events.drain();
    expect(await play(500)).toMatchObject({ status: 'refused', code: 'PLAYER_BLOCKED' });
    expect(await mainBalance(t, m.id)).toBe(afterPlay - 30_000);
    expect(refusalOf(await passwordSignIn(t.app, m.username, MEMBER_PASSWORD))).toBe(
      'PLAY_RESTRICTED',
    );

    // The withdrawal asked for goes on: approved and paid after the exclusion.
    const admin = await adminHeaders(t.app);
    const approve = await t.app.inject({
      method: 'POST',
      url: withdrawalPath(WITHDRAWAL_API.admin.withdrawalApprove, withdrawalId),
      headers: admin,
    });
    expect(approve.statusCode, approve.body).toBe(200);
    const pay = await t.app.inject({
      method: 'POST',
      url: withdrawalPath(WITHDRAWAL_API.admin.withdrawalPay, withdrawalId),
      headers: admin,
      payload: { amountReceived: 30_000 },
    });
    expect(pay.statusCode, pay.body).toBe(200);
    expect(pay.json()).toMatchObject({ status: 'paid' });
    expect((await t.app.services.ledger.verify()).ok).toBe(true);
  });
});

function refusalOf(res: { json: () => unknown }): string | undefined {
  return (res.json() as { error?: { code: string } }).error?.code;
}
