import { WALLET_API, type TAllToMainResult, type TVendorWallet } from '@lw/contracts';
import { startVendorSim, type VendorSim } from '@lw/vendor-sim';
import { sql } from 'drizzle-orm';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { transitVendorCode } from '../src/domains/cashier/wallet/wallet-accounts.js';
import {
  createAccount,
  fund,
  mainBalance,
  signIn,
} from '../src/domains/cashier/wallet/wallet-test-kit.js';
import { HttpVendorTransferClient } from '../src/domains/cashier/vendor-transfers/index.js';
import { createVendor } from '../src/domains/games/catalogue/catalogue-test-kit.js';
import { adminHeaders, createTestApp, type TestApp } from './test-app.js';

/*
 * Issue 22 item 1: a transfer-mode vendor's wallet changes by play at the vendor, which we never
 * see one stake at a time. The page's balance, "use all" and "all to main" must read the vendor
 * (its /player/balance) and move the real amount, leaving our ledger and the vendor agreeing;
 * a vendor that does not answer is said to be so and nothing moves. Against the real simulator,
 * whose transfer wallets are kept on disk (a restart keeps them).
 */

let t: TestApp;
let sim: VendorSim;
let simPort: number;
let dataDir: string;
let vendor: { code: string; baseUrl: string; secret: string };
const client = new HttpVendorTransferClient(2_000);

const startSim = (port: number) =>
  startVendorSim({
    platformUrl: 'http://127.0.0.1:9',
    port,
    vendors: { only: ['JDB'] },
    dataDir,
    log: () => {},
  });

beforeAll(async () => {
  t = await createTestApp();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lw-vendor-reads-'));
  sim = await startSim(0);
  simPort = sim.port;
  const entry = sim.manifest.vendors.find((v) => v.code === 'JDB')!;
  vendor = { code: entry.code, baseUrl: entry.baseUrl, secret: entry.secret };
  await createVendor(t.app, await adminHeaders(t.app), {
    code: vendor.code,
    url: vendor.baseUrl,
    secret: vendor.secret,
    walletMode: 'transfer',
  });
});
afterAll(async () => {
  await t?.close();
  await sim?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Member {
  id: number;
  username: string;
  headers: Record<string, string>;
}

async function newMember(funds = 1_000_00): Promise<Member> {
  const username = `vr${crypto.randomBytes(4).toString('hex')}`;
  const row = await createAccount(t.app, { username });
  await fund(t.app, row.id, funds);
  return { id: row.id, username, headers: await signIn(t.app, username) };
}

const api = (member: Member, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: member.headers, ...(payload ? { payload } : {}) });

const transfer = (member: Member, direction: 'in' | 'out', amount: number) =>
  api(member, 'POST', WALLET_API.vendorTransfers, {
    vendor: 'JDB',
    direction,
    amount,
    requestId: crypto.randomUUID(),
  });

/** Spins at the vendor: each loses its stake, or pays `win` back. */
async function play(member: Member, stakes: number[], win?: number) {
  for (const stake of stakes) {
    const round = await sim.control.playRound('JDB', {
      playerId: member.username,
      stake,
      outcome: win === undefined ? 'lose' : { winAmount: win },
    });
    expect(round.status).toBe('settled');
  }
}

/** The vendor's own figure, asked as the platform asks it. */
async function atVendor(member: Member): Promise<number> {
  const answer = await client.balance(
    { ...vendor, name: 'JDB', operatorCode: 'LW' },
    member.username,
  );
  if (!answer.ok) throw new Error(answer.error);
  return answer.balance;
}

/** Our ledger: main, the vendor wallet and the money in transit. */
async function books(member: Member) {
  const ledger = t.app.services.ledger;
  const [wallet, transit] = await Promise.all([
    ledger.walletOf(member.id, 'vendor', 'THB', 'JDB'),
    ledger.walletOf(member.id, 'vendor', 'THB', transitVendorCode('JDB')),
  ]);
  return {
    main: await mainBalance(t.app, member.id),
    vendor: await ledger.balanceOf(wallet.id),
    transit: await ledger.balanceOf(transit.id),
  };
}

async function jdbWallet(member: Member): Promise<TVendorWallet> {
  const res = await api(member, 'GET', WALLET_API.merchantWallet);
  expect(res.statusCode).toBe(200);
  return res.json<{ vendors: TVendorWallet[] }>().vendors.find((v) => v.vendor === 'JDB')!;
}

const vendorWalletUrl = WALLET_API.vendorWalletPattern.replace(':vendor', 'JDB');

describe('transfer-mode vendor wallets read from the vendor', () => {
  it('the page shows what play left at the vendor; use all moves exactly that', async () => {
    const member = await newMember();
    expect((await transfer(member, 'in', 200_00)).json()).toMatchObject({ status: 'succeeded' });
    await play(member, [100, 100, 100]);
    expect(await atVendor(member)).toBe(197_00);

    // The page: 197.00, read from the vendor just now, not our 200.00 of the transfer.
    const shown = await jdbWallet(member);
    expect(shown).toMatchObject({ balance: 197_00, pending: 0, state: 'live', errorCode: null });
    expect(Date.parse(shown.readAt!)).toBeGreaterThan(Date.now() - 60_000);
    // The cached answer (what the page draws first) carries the reading and its time.
    const cached = await api(member, 'GET', `${WALLET_API.merchantWallet}?cached=true`);
    expect(cached.json().vendors[0]).toMatchObject({
      balance: 197_00,
      state: 'cached',
      readAt: shown.readAt,
    });

    // "Use all": the per-wallet read, then a transfer of that amount, which the vendor accepts.
    await play(member, [50]);
    const fresh = (await api(member, 'GET', vendorWalletUrl)).json<TVendorWallet>();
    expect(fresh).toMatchObject({ balance: 196_50, state: 'live' });
    const out = await transfer(member, 'out', fresh.balance);
    expect(out.json()).toMatchObject({ status: 'succeeded', amount: 196_50 });
    expect(await atVendor(member)).toBe(0);
    expect(await books(member)).toEqual({ main: 996_50, vendor: 0, transit: 0 });

    // The play at the vendor shows in the account records as such, on the game wallet.
    const records = await api(member, 'GET', `${WALLET_API.records}?pageSize=50`);
    const play_ = records
      .json<{ items: { reason: string; amount: number; wallet: string }[] }>()
      .items.filter((i) => i.reason === 'vendor_wallet_sync');
    expect(play_.map((i) => [i.wallet, i.amount])).toEqual([
      ['vendor:JDB', -50],
      ['vendor:JDB', -3_00],
    ]);
  });

  it('a manual transfer out is checked against the vendor; the page then agrees with it', async () => {
    const member = await newMember();
    await transfer(member, 'in', 200_00);
    await play(member, [100, 100, 100]);
    // More than the vendor holds: refused before anything is held or sent.
    const over = await transfer(member, 'out', 199_00);
    expect(over.statusCode).toBe(409);
    expect(over.json().error.code).toBe('INSUFFICIENT_FUNDS');
    expect(await atVendor(member)).toBe(197_00);
    // The manual 190 of the report: the page then shows the 7.00 the vendor holds.
    expect((await transfer(member, 'out', 190_00)).json()).toMatchObject({ status: 'succeeded' });
    expect(await jdbWallet(member)).toMatchObject({ balance: 7_00, state: 'live' });
    expect(await atVendor(member)).toBe(7_00);
    expect(await books(member)).toEqual({ main: 990_00, vendor: 7_00, transit: 0 });
  });

  it('all to main moves the real amount after a win, and a replay answers the first result', async () => {
    const member = await newMember();
    await transfer(member, 'in', 200_00);
    await play(member, [100_00], 250_00);
    expect(await atVendor(member)).toBe(350_00);
    const requestId = crypto.randomUUID();
    const first = await api(member, 'POST', WALLET_API.allToMain, { requestId });
    expect(first.statusCode).toBe(200);
    const body = first.json<TAllToMainResult>();
    expect(body.vendors).toEqual([
      expect.objectContaining({ vendor: 'JDB', status: 'moved', amount: 350_00, errorCode: null }),
    ]);
    expect(body.transfers).toMatchObject([{ direction: 'out', amount: 350_00 }]);
    expect(await books(member)).toEqual({ main: 1_150_00, vendor: 0, transit: 0 });
    expect(await atVendor(member)).toBe(0);
    // Played again meanwhile: the same requestId still answers what it did the first time.
    await transfer(member, 'in', 10_00);
    const replay = await api(member, 'POST', WALLET_API.allToMain, { requestId });
    expect(replay.json<TAllToMainResult>().transfers).toEqual(body.transfers);
    expect(await books(member)).toEqual({ main: 1_140_00, vendor: 10_00, transit: 0 });
  });

  it('a vendor that does not answer is shown as such and nothing moves; after its restart it still holds the money', async () => {
    const member = await newMember();
    await transfer(member, 'in', 200_00);
    await play(member, [100, 100, 100]);
    expect((await jdbWallet(member)).balance).toBe(197_00);
    const before = await books(member);

    await sim.close();
    const shown = await jdbWallet(member);
    expect(shown).toMatchObject({
      balance: 197_00,
      state: 'unavailable',
      errorCode: 'VENDOR_UNAVAILABLE',
    });
    expect(shown.readAt).not.toBeNull();
    const all = await api(member, 'POST', WALLET_API.allToMain, {
      requestId: crypto.randomUUID(),
    });
    expect(all.statusCode).toBe(200);
    expect(all.json<TAllToMainResult>()).toEqual({
      transfers: [],
      vendors: [
        {
          vendor: 'JDB',
          name: 'Vendor JDB',
          status: 'failed',
          amount: 0,
          transfer: null,
          errorCode: 'VENDOR_UNAVAILABLE',
        },
      ],
    });
    expect(await books(member)).toEqual(before);

    // The vendor comes back on the same port with the same data: the money is still there.
    sim = await startSim(simPort);
    expect(await atVendor(member)).toBe(197_00);
    const back = await api(member, 'POST', WALLET_API.allToMain, {
      requestId: crypto.randomUUID(),
    });
    expect(back.json<TAllToMainResult>().vendors[0]).toMatchObject({
      status: 'moved',
      amount: 197_00,
    });
    expect(await books(member)).toEqual({ main: 997_00, vendor: 0, transit: 0 });
  });

  it('100 parallel "all to main" and "use all" requests move the vendor balance exactly once', async () => {
    const member = await newMember();
    await transfer(member, 'in', 300_00);
    await play(member, [1_00, 2_00, 3_00]);
    const real = await atVendor(member);
    expect(real).toBe(294_00);
    const shared = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => {
        if (i % 4 === 0) return api(member, 'POST', WALLET_API.allToMain, { requestId: shared });
        if (i % 4 === 1) {
          return api(member, 'POST', WALLET_API.allToMain, { requestId: crypto.randomUUID() });
        }
        if (i % 4 === 2) return api(member, 'GET', vendorWalletUrl);
        return transfer(member, 'out', real);
      }),
    );
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    // The shared request made at most one transfer, and every answer that moved names it (an
    // answer that moved nothing, because another request emptied the wallet first, names none).
    const shares = answers
      .filter((_, i) => i % 4 === 0)
      .map((a) => a.json<TAllToMainResult>().vendors[0]!);
    const sharedIds = new Set(shares.flatMap((s) => (s.transfer ? [s.transfer.transferId] : [])));
    expect(sharedIds.size).toBeLessThanOrEqual(1);
    // A replay may see the first transfer still in flight ('pending'); a failure says why.
    for (const share of shares) {
      if (share.status === 'failed') expect(share.errorCode).not.toBeNull();
      else if (share.status !== 'empty') expect(share.transfer).not.toBeNull();
    }

    await t.app.services.vendorTransfers.reconcileOnce({ asOf: new Date(Date.now() + 86_400_000) });
    expect(await atVendor(member)).toBe(0);
    // A transfer of the real amount may have gone out before the play was booked (the reading
    // of its request lost to a parallel transfer): our cache then still holds the play; the
    // next reading books it, and ledger and vendor agree.
    expect(await jdbWallet(member)).toMatchObject({ balance: 0, state: 'live' });
    expect(await books(member)).toEqual({ main: 994_00, vendor: 0, transit: 0 });
    const [moved] = await queryRows<{ n: number; total: string }>(
      t.app.services.db,
      sql`SELECT count(*)::int AS n, coalesce(sum(amount), 0)::text AS total FROM vendor_transfers
           WHERE account_id = ${member.id} AND direction = 'out' AND status = 'succeeded'`,
    );
    expect(moved).toEqual({ n: 1, total: String(294_00) });
  });

  it('keeps every ledger invariant', async () => {
    expect((await t.app.services.ledger.verify()).ok).toBe(true);
  });
});
