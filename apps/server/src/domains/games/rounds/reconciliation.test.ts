import {
  ADMIN_GAME_ROUNDS_API,
  HOUSE_API,
  type TReconciliationDay,
  type TReconciliationReport,
} from '@lw/contracts';
import { startVendorSim, type VendorSim } from '@lw/vendor-sim';
import { sql } from 'drizzle-orm';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  createTestApp,
  TEST_TIME_ZONE,
  type TestApp,
} from '../../../../test/test-app.js';
import { queryRows } from '../../../db/client.js';
import { startOfNextDay } from '../../../platform/clock.js';
import { createAccount, fund } from '../../cashier/wallet/wallet-test-kit.js';
import { createVendor, syncVendor } from '../catalogue/catalogue-test-kit.js';
import { createGameSession } from '../game-wallet/game-wallet-test-kit.js';
import { call, houseSession, requestId } from '../house/house-test-kit.js';
import { dayOf } from './rounds-period.js';

/*
 * Reconciliation (issue 22 item 10): the in-process HOUSE vendor has no /bets feed and is
 * reconciled against the ledger only; vendors with a feed (the simulator's, as the real peer)
 * against their /bets; a day is the operator's business day; the day view has a row per vendor.
 */

let t: TestApp;
let sim: VendorSim;
let admin: Record<string, string>;
let seamless: string;
let transfer: string;

beforeAll(async () => {
  t = await createTestApp({ HOUSE_CATALOGUE: 'on' });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  sim = await startVendorSim({ platformUrl: address, port: 0 });
  admin = await adminHeaders(t.app);
  for (const mode of ['seamless', 'transfer'] as const) {
    const entry = sim.manifest.vendors.find((v) => v.mode === mode)!;
    await createVendor(t.app, admin, {
      code: entry.code,
      url: entry.baseUrl,
      secret: entry.secret,
      walletMode: mode,
    });
    await syncVendor(t.app, admin, entry.code);
    if (mode === 'seamless') seamless = entry.code;
    else transfer = entry.code;
  }
});
afterAll(async () => {
  await t?.close();
  await sim?.close();
});

// Reconciliation reads the settled-wager read model: deliver the wager events first.
const reconcile = async (vendor: string, day: string) => {
  await t.app.services.events.drain();
  const res = await t.app.inject({
    url: `${ADMIN_GAME_ROUNDS_API.reconciliation}?vendor=${vendor}&day=${day}`,
    headers: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TReconciliationReport>();
};
const dayView = async (day: string) => {
  await t.app.services.events.drain();
  const res = await t.app.inject({
    url: `${ADMIN_GAME_ROUNDS_API.reconciliationDay}?day=${day}`,
    headers: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TReconciliationDay>();
};

describe('reconciliation', () => {
  it('reconciles HOUSE (no feed) against the ledger only, per business day in the operator time zone', async () => {
    // 30 s before midnight in Bangkok, on a day no other test of the file plays in.
    const tomorrow = startOfNextDay(t.clock.now(), TEST_TIME_ZONE);
    const midnight = startOfNextDay(tomorrow, TEST_TIME_ZONE);
    t.clock.set(new Date(midnight.getTime() - 30_000));
    const before = dayOf(t.clock.now(), TEST_TIME_ZONE);
    const member = await createAccount(t.app, { username: 'recon01' });
    await fund(t.app, member.id, 100_000);
    const s = await houseSession(t.app, { accountId: member.id, gameCode: 'dice' });
    const roll = async () => {
      const res = await call(t.app, 'POST', HOUSE_API.dice, s.headers, {
        requestId: requestId(),
        stake: 1_000,
        direction: 'under',
        target: 5_000,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    await roll();
    await roll();
    t.clock.advance(60_000); // past midnight: the next business day
    const after = dayOf(t.clock.now(), TEST_TIME_ZONE);
    expect(after).not.toBe(before);
    await roll();

    const first = await reconcile('HOUSE', before);
    expect(first).toMatchObject({
      vendor: 'HOUSE',
      feed: 'none',
      status: 'balanced',
      balanced: true,
      vendorFeed: null,
      vendorError: null,
      differenceCount: 0,
      differences: [],
    });
    expect(first.ours.rounds).toBe(2);
    expect(first.ledger).toEqual(first.ours);
    const second = await reconcile('HOUSE', after);
    expect(second.ours.rounds).toBe(1);
    expect(second.ledger).toEqual(second.ours);
    expect(second.status).toBe('balanced');

    // A HOUSE day whose ledger figures differ from ours is a difference, feed or no feed.
    await t.app.services.db.execute(
      sql`UPDATE wager_days SET win = win + 1
           WHERE product = 'HOUSE' AND business_day = ${after}::date`,
    );
    expect((await reconcile('HOUSE', after)).status).toBe('differences');
  });

  it("shows every vendor's day in one view, with the simulator's /bets as the other side", async () => {
    t.clock.set(new Date());
    const today = dayOf(t.clock.now(), TEST_TIME_ZONE);
    const member = await createAccount(t.app, { username: 'recon02' });
    await fund(t.app, member.id, 100_000);
    // Seamless: the simulator plays through our wallet API and reports the rounds in /bets.
    const [game] = await queryRows<{ game_code: string }>(
      t.app.services.db,
      sql`SELECT game_code FROM games WHERE vendor = ${seamless} ORDER BY id LIMIT 1`,
    );
    const session = await createGameSession(t.app, {
      accountId: member.id,
      vendor: seamless,
      gameCode: game!.game_code,
    });
    for (let i = 0; i < 2; i++) {
      await sim.control.playRound(seamless, {
        playerId: session.playerId,
        token: session.token,
        gameCode: game!.game_code,
        mode: 'real',
        stake: 300,
      });
    }
    // Transfer: money moves to the vendor, its rounds come into ours from /bets.
    const moved = await t.app.services.vendorTransfers.transfer(
      { id: member.id, type: 0, username: member.username },
      { vendor: transfer, direction: 'in', amount: 20_000, requestId: crypto.randomUUID() },
    );
    expect(moved.status).toBe('succeeded');
    for (let i = 0; i < 3; i++) {
      await sim.control.playRound(transfer, {
        playerId: member.username,
        mode: 'real',
        stake: 500,
      });
    }
    await t.app.services.roundsFeed.importBets(
      transfer,
      new Date(Date.now() - 3_600_000),
      new Date(Date.now() + 60_000),
    );

    const view = await dayView(today);
    expect(view).toMatchObject({ day: today, timeZone: TEST_TIME_ZONE });
    const row = (code: string) => view.rows.find((r) => r.vendor === code)!;
    expect(row('HOUSE')).toMatchObject({ feed: 'none', status: 'balanced', vendorError: null });
    expect(row(seamless)).toMatchObject({ feed: 'vendor', status: 'balanced', differenceCount: 0 });
    expect(row(seamless).ours.rounds).toBe(2);
    expect(row(seamless).vendorFeed).toEqual(row(seamless).ours);
    expect(row(seamless).ledger).toEqual(row(seamless).ours);
    expect(row(transfer)).toMatchObject({ walletMode: 'transfer', status: 'balanced' });
    expect(row(transfer).vendorFeed!.rounds).toBe(3);
    expect(row(transfer).ours.rounds).toBe(3);
    expect(view.rows.every((r) => !('differences' in r))).toBe(true);
    // The read model hears all play: the seamless rounds from the wallet calls, the transfer
    // vendor's from its feed (each one wager.settled), once however often the feed is read.
    await t.app.services.roundsFeed.importBets(
      transfer,
      new Date(Date.now() - 3_600_000),
      new Date(Date.now() + 60_000),
    );
    await t.app.services.events.drain();
    const played = await t.app.services.settledWagers.productDays(today, today);
    const ofVendor = (code: string) => played.find((d) => d.product === code);
    expect(ofVendor(seamless)).toMatchObject({ wagers: 2, stake: 600 });
    expect(ofVendor(transfer)).toMatchObject({ wagers: 3, stake: 1_500 });
    expect((await t.app.services.settledWagers.productDayWagers(transfer, today)).length).toBe(3);

    // A wager only we have is a difference of that vendor, listed in its detail.
    await t.app.services.db.execute(
      sql`INSERT INTO settled_wagers (product, wager_id, leg, category, vendor, game_code,
            account_id, currency, agent_path, stake, valid_stake, win, status, version,
            settled_at, changed_at, business_day)
          VALUES (${transfer}, 'ghost-1', 0, '', ${transfer}, ${game!.game_code}, ${member.id},
            'THB', '{}', 100, 100, 0, 'settled', 1, now(), now(), ${today}::date)`,
    );
    const detail = await reconcile(transfer, today);
    expect(detail).toMatchObject({ status: 'differences', differenceCount: 1 });
    expect(detail.differences).toEqual([
      { roundId: 'ghost-1', ours: { bet: 100, win: 0 }, vendor: null },
    ]);
  });

  it('says when a vendor with a feed cannot be asked, and refuses a day that does not exist', async () => {
    await createVendor(t.app, admin, {
      code: 'DOWNV',
      url: 'http://127.0.0.1:9/',
      secret: 'x'.repeat(32),
    });
    const today = dayOf(t.clock.now(), TEST_TIME_ZONE);
    const down = await reconcile('DOWNV', today);
    expect(down).toMatchObject({ feed: 'vendor', status: 'feed_failed', balanced: false });
    expect(down.vendorError).toBeTruthy();
    const view = await dayView(today);
    expect(view.rows.find((r) => r.vendor === 'DOWNV')?.status).toBe('feed_failed');

    // Importing a feed: none to import from HOUSE, an unreachable vendor is not a 500.
    const window = {
      from: new Date(Date.now() - 60_000).toISOString(),
      to: new Date().toISOString(),
    };
    const importFrom = (vendor: string) =>
      t.app.inject({
        method: 'POST',
        url: ADMIN_GAME_ROUNDS_API.feedImport,
        headers: admin,
        payload: { vendor, ...window },
      });
    const houseImport = await importFrom('HOUSE');
    expect(houseImport.statusCode).toBe(400);
    expect(houseImport.json().error.details.reason).toBe('NO_BETS_FEED');
    const downImport = await importFrom('DOWNV');
    expect(downImport.statusCode).toBe(503);
    expect(downImport.json().error.code).toBe('SERVICE_UNAVAILABLE');

    for (const day of ['2026-02-30', '2026-13-01']) {
      const res = await t.app.inject({
        url: `${ADMIN_GAME_ROUNDS_API.reconciliationDay}?day=${day}`,
        headers: admin,
      });
      expect(res.statusCode, day).toBe(400);
    }
    const unknown = await t.app.inject({
      url: `${ADMIN_GAME_ROUNDS_API.reconciliation}?vendor=NOPE&day=${today}`,
      headers: admin,
    });
    expect(unknown.json().error.code).toBe('VENDOR_NOT_FOUND');
  });
});
