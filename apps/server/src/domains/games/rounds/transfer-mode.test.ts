import { ADMIN_GAME_ROUNDS_API, GAME_LAUNCH_API, GAME_ROUNDS_API } from '@lw/contracts';
import { startVendorSim, type VendorSim } from '@lw/vendor-sim';
import { sql } from 'drizzle-orm';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';
import { queryRows } from '../../../db/client.js';
import { createAccount, fund, mainBalance, signIn } from '../../cashier/wallet/wallet-test-kit.js';
import { createVendor, syncVendor } from '../catalogue/catalogue-test-kit.js';

/*
 * Transfer mode against a real simulator vendor: the member's money moves to the vendor's wallet
 * through cashier/vendor-transfers (fed by the vendors module), the game launches with the vendor
 * wallet, and the rounds come from the vendor's /bets feed (idempotent import, reconciliation).
 */

let t: TestApp;
let sim: VendorSim;
let admin: Record<string, string>;
let code: string;

beforeAll(async () => {
  t = await createTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  sim = await startVendorSim({ platformUrl: address, port: 0 });
  const entry = sim.manifest.vendors.find((v) => v.mode === 'transfer')!;
  code = entry.code;
  admin = await adminHeaders(t.app);
  await createVendor(t.app, admin, {
    code,
    url: entry.baseUrl,
    secret: entry.secret,
    walletMode: 'transfer',
  });
  await syncVendor(t.app, admin, code);
});
afterAll(async () => {
  await t?.close();
  await sim?.close();
});

describe('transfer-mode vendors', () => {
  it('money moves to the vendor wallet, the game launches, and rounds come from /bets', async () => {
    const member = await createAccount(t.app, { username: 'xfer01' });
    await fund(t.app, member.id, 50_000);
    const moved = await t.app.services.vendorTransfers.transfer(
      { id: member.id, type: 0, username: member.username },
      { vendor: code, direction: 'in', amount: 20_000, requestId: crypto.randomUUID() },
    );
    expect(moved.status).toBe('succeeded');
    expect(await mainBalance(t.app, member.id)).toBe(30_000);

    const headers = await signIn(t.app, 'xfer01');
    const [game] = await queryRows<{ id: unknown }>(
      t.app.services.db,
      sql`SELECT id FROM games WHERE vendor = ${code} ORDER BY id LIMIT 1`,
    );
    const launched = await t.app.inject({
      method: 'POST',
      url: GAME_LAUNCH_API.launch,
      headers,
      payload: { nodeId: Number(game!.id), mode: 'real' },
    });
    expect(launched.statusCode).toBe(200);

    for (let i = 0; i < 3; i++) {
      await sim.control.playRound(code, { playerId: member.username, mode: 'real', stake: 500 });
    }
    const now = t.app.services.clock.now();
    const window = {
      vendor: code,
      from: new Date(Date.now() - 3_600_000).toISOString(),
      to: new Date(Date.now() + 60_000).toISOString(),
    };
    const first = await t.app.inject({
      method: 'POST',
      url: ADMIN_GAME_ROUNDS_API.feedImport,
      headers: admin,
      payload: window,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ inserted: 3, unknownPlayers: 0 });
    const again = await t.app.inject({
      method: 'POST',
      url: ADMIN_GAME_ROUNDS_API.feedImport,
      headers: admin,
      payload: window,
    });
    expect(again.json()).toMatchObject({ inserted: 0, updated: 0, seen: 3 });

    const records = await t.app.inject({
      method: 'GET',
      url: `${GAME_ROUNDS_API.records}?preset=today`,
      headers,
    });
    expect(records.json().total).toBe(3);
    expect(records.json().list[0]).toMatchObject({ source: 'feed', vendor: code, bet: 500 });

    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(now);
    await t.app.services.events.drain(); // reconciliation reads the settled-wager read model
    const rec = await t.app.inject({
      method: 'GET',
      url: `${ADMIN_GAME_ROUNDS_API.reconciliation}?vendor=${code}&day=${day}`,
      headers: admin,
    });
    expect(rec.json()).toMatchObject({ walletMode: 'transfer', balanced: true, differences: [] });
    expect(rec.json().vendorFeed.rounds).toBe(3);
  });
});
