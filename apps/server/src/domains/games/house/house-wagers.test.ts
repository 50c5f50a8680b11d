import { HOUSE_API, type THouseRound } from '@lw/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { queryRows } from '../../../db/client.js';
import { createAccount, fund, mainBalance } from '../../cashier/wallet/wallet-test-kit.js';
import { call, houseSession, requestId } from './house-test-kit.js';

/* House rounds are wager core wagers: their play rows, ledger postings and wager.* events. */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ HOUSE_CATALOGUE: 'on' });
});
afterAll(async () => {
  await t?.close();
});

async function wagerEventsOf(wagerId: string) {
  return queryRows<{ type: string; payload: Record<string, unknown> }>(
    t.app.services.db,
    sql`SELECT type, payload FROM outbox_events WHERE key = ${`wager:HOUSE:${wagerId}:0`}
         ORDER BY position`,
  );
}

describe('house rounds through the wager core', () => {
  it('a spin is one settled wager with its event; a replayed request writes nothing more', async () => {
    const account = await createAccount(t.app, { username: 'hwager01' });
    await fund(t.app, account.id, 100_000);
    const { headers } = await houseSession(t.app, {
      accountId: account.id,
      gameCode: 'lucky-fruits',
    });
    const body = { stake: 100, requestId: requestId() };
    const spun = await call<THouseRound>(
      t.app,
      'POST',
      HOUSE_API.spin('lucky-fruits'),
      headers,
      body,
    );
    expect(spun.status).toBe(200);
    const again = await call<THouseRound>(
      t.app,
      'POST',
      HOUSE_API.spin('lucky-fruits'),
      headers,
      body,
    );
    expect(again.body.balance).toBe(spun.body.balance);
    expect(await mainBalance(t.app, account.id)).toBe(100_000 - 100 + spun.body.payout);

    const events = await wagerEventsOf(spun.body.roundId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'wager.settled',
      payload: {
        product: 'HOUSE',
        wagerId: spun.body.roundId,
        leg: 0,
        accountId: account.id,
        currency: 'THB',
        gameCode: 'lucky-fruits',
        stake: 100,
        win: spun.body.payout,
        status: 'settled',
        version: 1,
      },
    });
    const [row] = await queryRows<{ source: string; status: string; version: number }>(
      t.app.services.db,
      sql`SELECT source, status, version FROM game_rounds
           WHERE vendor = 'HOUSE' AND vendor_round_id = ${spun.body.roundId}`,
    );
    expect(row).toEqual({ source: 'wager', status: 'settled', version: 1 });
  });

  it('the core refuses an account that may not bet, whatever its page session said', async () => {
    const account = await createAccount(t.app, { username: 'hwager02' });
    await fund(t.app, account.id, 10_000);
    const player = {
      playerId: String(account.id),
      accountId: account.id,
      accountType: 0,
      currency: 'THB',
    };
    const settlement = t.app.services.houseSettlement;
    const spin = (roundId: string) =>
      settlement.betWin(player, { roundId, gameCode: 'dice', bet: 1_000, win: 0 });
    for (const [set, code] of [
      [sql`must_change_password = true`, 'PASSWORD_CHANGE_REQUIRED'],
      [sql`must_change_password = false, status = 'locked'`, 'ACCOUNT_LOCKED'],
      [sql`status = 'disabled'`, 'ACCOUNT_LOCKED'],
    ] as const) {
      await t.app.services.db.execute(sql`UPDATE accounts SET ${set} WHERE id = ${account.id}`);
      await expect(spin(`Htest-${code}-${Math.random()}`)).rejects.toMatchObject({ code });
    }
    expect(await mainBalance(t.app, account.id)).toBe(10_000);
    await t.app.services.db.execute(
      sql`UPDATE accounts SET status = 'active' WHERE id = ${account.id}`,
    );
    expect(await spin('Htest-ok')).toBe(9_000);
  });
});
