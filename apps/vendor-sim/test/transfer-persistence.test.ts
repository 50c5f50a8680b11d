import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startVendorSim, type VendorSim } from '../src/server.js';
import { vendorCall, vendorOf } from './helpers.js';

/*
 * A real transfer vendor keeps its players' wallets: a simulator restarted on the same data
 * folder still holds the balances (after transfers and play) and its transfer records, so a
 * status question, a replay and a reused id are answered as before the restart.
 */

const dirs: string[] = [];
const sims: VendorSim[] = [];
afterEach(async () => {
  await Promise.all(sims.splice(0).map((s) => s.close()));
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const freshDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vendor-sim-store-'));
  dirs.push(dir);
  return dir;
};
const start = async (dataDir?: string) => {
  const sim = await startVendorSim({
    platformUrl: 'http://127.0.0.1:9',
    vendors: { only: ['JDB', 'KY'] },
    ...(dataDir ? { dataDir } : {}),
    log: () => {},
  });
  sims.push(sim);
  return sim;
};
const caller = (sim: VendorSim) => (path: string, body: unknown) => {
  const vendor = vendorOf(sim, 'JDB');
  return vendorCall(vendor.baseUrl, vendor.secret, path, body).then((r) => r.answer);
};
const move = (transferId: string, amount: number) => ({
  transferId,
  playerId: 'member01',
  amount,
  currency: 'THB',
});

describe('transfer wallets on disk', () => {
  it('a restarted simulator holds the balances, answers its transfer ids as before', async () => {
    const dataDir = freshDir();
    const first = await start(dataDir);
    const call = caller(first);
    expect(await call('/transfer/in', move('in-1', 20_000))).toEqual({
      status: 'OK',
      balance: 20_000,
    });
    for (let i = 0; i < 3; i++) {
      await first.control.playRound('JDB', {
        playerId: 'member01',
        stake: 100,
        outcome: 'lose',
      });
    }
    expect(await call('/transfer/out', move('out-1', 5_000))).toEqual({
      status: 'OK',
      balance: 14_700,
    });
    expect((await call('/transfer/out', move('out-2', 99_000))).status).toBe('INSUFFICIENT_FUNDS');
    await first.close();
    sims.length = 0;

    const second = await start(dataDir);
    const again = caller(second);
    expect(await again('/player/balance', { playerId: 'member01' })).toEqual({
      status: 'OK',
      balance: 14_700,
      currency: 'THB',
    });
    expect(await again('/transfer/status', { transferId: 'in-1' })).toEqual({
      status: 'OK',
      state: 'done',
    });
    expect((await again('/transfer/status', { transferId: 'out-2' })).state).toBe('failed');
    expect((await again('/transfer/status', { transferId: 'never' })).state).toBe('unknown');
    // A replay answers as the first time (the balance as then) and moves nothing again.
    expect(await again('/transfer/out', move('out-1', 5_000))).toEqual({
      status: 'OK',
      balance: 15_000 - 300,
    });
    expect((await again('/transfer/out', move('out-1', 6_000))).status).toBe(
      'DUPLICATE_TRANSACTION_MISMATCH',
    );
    expect(await again('/transfer/out', move('out-3', 14_700))).toEqual({
      status: 'OK',
      balance: 0,
    });
    // Play after the restart starts from the kept balance too.
    await again('/transfer/in', move('in-2', 1_000));
    const round = await second.control.playRound('JDB', {
      playerId: 'member01',
      stake: 100,
      outcome: { winAmount: 250 },
    });
    expect(round.balance).toBe(1_150);
    // Each vendor has its own file; no temporary file is left behind.
    expect(fs.readdirSync(path.join(dataDir, 'transfer-wallets'))).toEqual(['JDB.json']);
  });

  it('without a data folder the wallets live in memory and are gone after a restart', async () => {
    const first = await start();
    await caller(first)('/transfer/in', move('in-1', 20_000));
    await first.close();
    sims.length = 0;
    const second = await start();
    expect((await caller(second)('/player/balance', { playerId: 'member01' })).balance).toBe(0);
  });

  it('refuses to start on a damaged file instead of forgetting the money in it', async () => {
    const dataDir = freshDir();
    fs.mkdirSync(path.join(dataDir, 'transfer-wallets'));
    fs.writeFileSync(path.join(dataDir, 'transfer-wallets', 'JDB.json'), '{"version":1,"acc');
    await expect(start(dataDir)).rejects.toThrow(/JDB\.json is not valid JSON/);
  });
});
