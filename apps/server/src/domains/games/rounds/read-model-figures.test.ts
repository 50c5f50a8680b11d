import {
  ADMIN_GAME_ROUNDS_API,
  GAME_ROUNDS_API,
  HOUSE_API,
  type TProfitResponse,
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
import { createAccount, fund, signIn } from '../../cashier/wallet/wallet-test-kit.js';
import { createVendor, syncVendor } from '../catalogue/catalogue-test-kit.js';
import { createGameSession } from '../game-wallet/game-wallet-test-kit.js';
import { call, houseSession, requestId } from '../house/house-test-kit.js';
import { dayOf, startOfNamedDay } from './rounds-period.js';

/*
 * Profit and loss and reconciliation read the settled-wager read model (issue 23). On the same
 * play, built through the real paths (house rolls and spins through the wager core, a seamless
 * vendor through the wallet API, a transfer-mode vendor's feed import), their figures equal what
 * the old readers computed from game_rounds and the ledger, whose SQL is kept here as the oracle.
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

interface Side {
  rounds: number;
  bet: number;
  win: number;
}

/** The old profit and loss: game_rounds per day (of opening) and vendor, settled or open. */
async function oldProfit(accountId: number, day: string) {
  const from = startOfNamedDay(day, TEST_TIME_ZONE);
  const to = startOfNextDay(from, TEST_TIME_ZONE);
  const rows = await queryRows<{
    vendor: string;
    rounds: number;
    bet: string;
    valid: string;
    win: string;
  }>(
    t.app.services.db,
    sql`SELECT vendor, count(*)::int AS rounds, sum(bet)::text AS bet,
               sum(valid_bet)::text AS valid, sum(win)::text AS win
          FROM game_rounds
         WHERE account_id = ${accountId} AND status IN ('settled', 'open')
           AND opened_at >= ${from.toISOString()}::timestamptz
           AND opened_at < ${to.toISOString()}::timestamptz
         GROUP BY vendor ORDER BY vendor`,
  );
  return rows.map((r) => ({
    day,
    vendor: r.vendor,
    rounds: r.rounds,
    bet: Number(r.bet),
    validBet: Number(r.valid),
    win: Number(r.win),
    profit: Number(r.win) - Number(r.bet),
  }));
}

/** The old reconciliation's sides: game_rounds opened that day, and their ledger transfers. */
async function oldSides(vendor: string, day: string): Promise<{ ours: Side; ledger: Side }> {
  const from = startOfNamedDay(day, TEST_TIME_ZONE).toISOString();
  const to = startOfNextDay(startOfNamedDay(day, TEST_TIME_ZONE), TEST_TIME_ZONE).toISOString();
  const [ours] = await queryRows<{ rounds: number; bet: string; win: string }>(
    t.app.services.db,
    sql`SELECT count(*)::int AS rounds, coalesce(sum(bet), 0)::text AS bet,
               coalesce(sum(win), 0)::text AS win
          FROM game_rounds WHERE vendor = ${vendor}
           AND opened_at >= ${from}::timestamptz AND opened_at < ${to}::timestamptz`,
  );
  const [ledger] = await queryRows<{ rounds: number; bet: string; win: string }>(
    t.app.services.db,
    sql`SELECT count(DISTINCT t.reference)::int AS rounds,
               coalesce(sum(e.amount) FILTER (WHERE t.reason IN ('bet', 'rollback')), 0)::text AS bet,
               coalesce(-sum(e.amount) FILTER (WHERE t.reason = 'win'), 0)::text AS win
          FROM ledger_transfers t
          JOIN ledger_entries e ON e.transfer_id = t.id
          JOIN ledger_accounts a ON a.id = e.account_id
         WHERE a.owner_type = 'system' AND a.purpose = 'game_result'
           AND (a.vendor = ${vendor} OR a.vendor LIKE ${`${vendor}#%`})
           AND t.reference IN (SELECT 'round:' || vendor || ':' || vendor_round_id FROM game_rounds
                                WHERE vendor = ${vendor} AND opened_at >= ${from}::timestamptz
                                  AND opened_at < ${to}::timestamptz)`,
  );
  const side = (r: typeof ours) => ({
    rounds: r?.rounds ?? 0,
    bet: Number(r?.bet ?? 0),
    win: Number(r?.win ?? 0),
  });
  return { ours: side(ours), ledger: side(ledger) };
}

describe('figures of play from the settled-wager read model', () => {
  it('profit and loss and reconciliation equal the old game_rounds figures on the same play', async () => {
    // The simulator stamps its rounds with its own (real) clock: ours follows it.
    t.clock.set(new Date());
    const day = dayOf(t.clock.now(), TEST_TIME_ZONE);
    const member = await createAccount(t.app, { username: 'figures01' });
    await fund(t.app, member.id, 500_000);

    // House: dice rolls and slot spins through the wager core (wins and losses).
    const dice = await houseSession(t.app, { accountId: member.id, gameCode: 'dice' });
    for (let i = 0; i < 6; i++) {
      const res = await call(t.app, 'POST', HOUSE_API.dice, dice.headers, {
        requestId: requestId(),
        stake: 1_000 + i * 100,
        direction: i % 2 ? 'under' : 'over',
        target: 5_000,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const slot = await houseSession(t.app, { accountId: member.id, gameCode: 'lucky-fruits' });
    for (let i = 0; i < 5; i++) {
      const res = await call(t.app, 'POST', HOUSE_API.spin('lucky-fruits'), slot.headers, {
        stake: 100,
        requestId: requestId(),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    // A seamless vendor through our wallet API (the simulator plays as the real peer).
    const [game] = await queryRows<{ game_code: string }>(
      t.app.services.db,
      sql`SELECT game_code FROM games WHERE vendor = ${seamless} ORDER BY id LIMIT 1`,
    );
    const session = await createGameSession(t.app, {
      accountId: member.id,
      vendor: seamless,
      gameCode: game!.game_code,
    });
    for (let i = 0; i < 3; i++) {
      await sim.control.playRound(seamless, {
        playerId: session.playerId,
        token: session.token,
        gameCode: game!.game_code,
        mode: 'real',
        stake: 200 + i * 50,
      });
    }
    // A transfer-mode vendor: the money moves to it, its rounds come from its /bets.
    const moved = await t.app.services.vendorTransfers.transfer(
      { id: member.id, type: 0, username: member.username },
      { vendor: transfer, direction: 'in', amount: 20_000, requestId: crypto.randomUUID() },
    );
    expect(moved.status).toBe('succeeded');
    for (let i = 0; i < 4; i++) {
      await sim.control.playRound(transfer, {
        playerId: member.username,
        mode: 'real',
        stake: 300 + i * 10,
      });
    }
    const window = {
      from: new Date(t.clock.now().getTime() - 3_600_000),
      to: new Date(t.clock.now().getTime() + 60_000),
    };
    await t.app.services.roundsFeed.importBets(transfer, window.from, window.to);
    await t.app.services.events.drain();

    // Profit and loss: the member's page equals the old per-day, per-vendor totals.
    const headers = await signIn(t.app, 'figures01');
    const res = await t.app.inject({
      url: `${GAME_ROUNDS_API.profit}?from=${day}&to=${day}`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const profit = res.json<TProfitResponse>();
    const old = await oldProfit(member.id, day);
    expect(old.map((d) => d.vendor).sort()).toEqual(['HOUSE', seamless, transfer].sort());
    expect(profit.days).toEqual(old);
    const sum = (k: 'rounds' | 'bet' | 'validBet' | 'win' | 'profit') =>
      old.reduce((a, d) => a + d[k], 0);
    expect(profit.totals).toEqual({
      rounds: sum('rounds'),
      bet: sum('bet'),
      validBet: sum('validBet'),
      win: sum('win'),
      profit: sum('profit'),
    });
    const oneVendor = await t.app.inject({
      url: `${GAME_ROUNDS_API.profit}?from=${day}&to=${day}&vendor=HOUSE`,
      headers,
    });
    expect(oneVendor.json<TProfitResponse>().days).toEqual(old.filter((d) => d.vendor === 'HOUSE'));

    // Reconciliation: our side and the ledger's equal the old ones, vendor by vendor.
    for (const vendor of ['HOUSE', seamless, transfer]) {
      const rec = await t.app.inject({
        url: `${ADMIN_GAME_ROUNDS_API.reconciliation}?vendor=${vendor}&day=${day}`,
        headers: admin,
      });
      expect(rec.statusCode, rec.body).toBe(200);
      const report = rec.json<TReconciliationReport>();
      const sides = await oldSides(vendor, day);
      expect(report.ours, vendor).toEqual(sides.ours);
      expect(report.ledger, vendor).toEqual(sides.ledger);
      expect(report.status, vendor).toBe('balanced');
    }
  });
});
