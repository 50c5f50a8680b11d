import { ZVendorBetsAnswer, ZVendorGamesAnswer } from '@lw/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startVendorSim, type VendorSim } from '../src/server.js';
import { signBody } from '../src/signing.js';
import { launchBody, vendorCall, vendorOf } from './helpers.js';

let sim: VendorSim;
beforeAll(async () => {
  sim = await startVendorSim({
    platformUrl: 'http://127.0.0.1:9',
    vendors: { only: ['PG', 'JDB', 'SBO', 'EVO'] },
    betsPageSize: 3,
    log: () => {},
  });
});
afterAll(() => sim.close());

const call = (
  code: string,
  path: string,
  body: unknown,
  options?: Parameters<typeof vendorCall>[4],
) => {
  const vendor = vendorOf(sim, code);
  return vendorCall(vendor.baseUrl, vendor.secret, path, body, options);
};

describe('vendor API signatures', () => {
  it('refuses a missing, wrong or tampered signature and a missing operator with INVALID_SIGNATURE', async () => {
    const body = { page: 1, pageSize: 10 };
    const cases = [
      await call('PG', '/games', body, { signature: null }),
      await call('PG', '/games', body, { signature: signBody('wrong', JSON.stringify(body)) }),
      await call('PG', '/games', body, { signature: signBody(vendorOf(sim, 'PG').secret, '{}') }),
      await call('PG', '/games', body, { operator: null }),
      // Another vendor's secret does not open this vendor.
      await call('PG', '/games', body, {
        signature: signBody(vendorOf(sim, 'JDB').secret, JSON.stringify(body)),
      }),
    ];
    for (const c of cases)
      expect(c).toEqual({ httpStatus: 200, answer: { status: 'INVALID_SIGNATURE' } });
    expect((await call('PG', '/games', body)).answer.status).toBe('OK');
  });

  it('answers INVALID_REQUEST to a signed but malformed request, 404 to an unknown vendor', async () => {
    const bad = await call('PG', '/games', { page: 0, pageSize: 10 });
    expect(bad.answer.status).toBe('INVALID_REQUEST');
    const response = await fetch(`${sim.url}/v/NOPE/games`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(404);
  });
});

describe('vendor API /games and /launch', () => {
  it('pages through the whole catalogue', async () => {
    const first = await call('PG', '/games', { page: 1, pageSize: 1000 });
    const parsed = ZVendorGamesAnswer.parse(first.answer);
    expect(parsed.totalPages).toBe(2);
    const second = ZVendorGamesAnswer.parse(
      (await call('PG', '/games', { page: 2, pageSize: 1000 })).answer,
    );
    const codes = [...parsed.games, ...second.games].map((g) => g.gameCode);
    expect(codes).toHaveLength(1500);
    expect(new Set(codes).size).toBe(1500);
    const beyond = ZVendorGamesAnswer.parse(
      (await call('PG', '/games', { page: 3, pageSize: 1000 })).answer,
    );
    expect(beyond.games).toEqual([]);
  });

  it('launches a known game in the vendor currency and refuses others', async () => {
    const ok = await call('PG', '/launch', launchBody('p1', 'tok', 'PG_S0001'));
    expect(ok.answer.status).toBe('OK');
    expect(ok.answer.url).toMatch(new RegExp(`^${sim.url}/v/PG/play/[0-9a-f]{24}$`));
    expect((await call('PG', '/launch', launchBody('p1', 'tok', 'PT_S0001'))).answer.status).toBe(
      'GAME_NOT_FOUND',
    );
    expect(
      (await call('PG', '/launch', launchBody('p1', 'tok', 'PG_S0001', { currency: 'USD' }))).answer
        .status,
    ).toBe('CURRENCY_MISMATCH');
    expect(
      (
        await call(
          'PG',
          '/launch',
          launchBody('p1', 'tok', 'PG_S0001', { currency: 'FUN', mode: 'demo' }),
        )
      ).answer.status,
    ).toBe('OK');
  });
});

describe('transfer wallet', () => {
  it('moves money in and out idempotently by transferId', async () => {
    const move = { transferId: 'tr-1', playerId: 'alice', amount: 5000, currency: 'THB' };
    expect((await call('JDB', '/transfer/in', move)).answer).toEqual({
      status: 'OK',
      balance: 5000,
    });
    expect((await call('JDB', '/transfer/in', move)).answer).toEqual({
      status: 'OK',
      balance: 5000,
    });
    const replays = await Promise.all(
      Array.from({ length: 10 }, () => call('JDB', '/transfer/in', move)),
    );
    expect(replays.every((r) => r.answer.balance === 5000)).toBe(true);
    expect((await call('JDB', '/transfer/in', { ...move, amount: 6000 })).answer.status).toBe(
      'DUPLICATE_TRANSACTION_MISMATCH',
    );
    expect((await call('JDB', '/transfer/out', move)).answer.status).toBe(
      'DUPLICATE_TRANSACTION_MISMATCH',
    );
    const out = { transferId: 'tr-2', playerId: 'alice', amount: 2000, currency: 'THB' };
    expect((await call('JDB', '/transfer/out', out)).answer).toEqual({
      status: 'OK',
      balance: 3000,
    });
    expect((await call('JDB', '/transfer/out', out)).answer).toEqual({
      status: 'OK',
      balance: 3000,
    });
    expect((await call('JDB', '/player/balance', { playerId: 'alice' })).answer).toEqual({
      status: 'OK',
      balance: 3000,
      currency: 'THB',
    });
  });

  it('refuses an overdraft and a wrong currency, and reports transfer states', async () => {
    const over = { transferId: 'tr-3', playerId: 'bob', amount: 1, currency: 'THB' };
    expect((await call('JDB', '/transfer/out', over)).answer).toEqual({
      status: 'INSUFFICIENT_FUNDS',
      balance: 0,
    });
    expect((await call('JDB', '/transfer/status', { transferId: 'tr-3' })).answer).toEqual({
      status: 'OK',
      state: 'failed',
    });
    expect((await call('JDB', '/transfer/status', { transferId: 'tr-1' })).answer).toEqual({
      status: 'OK',
      state: 'done',
    });
    expect((await call('JDB', '/transfer/status', { transferId: 'never' })).answer).toEqual({
      status: 'OK',
      state: 'unknown',
    });
    const usd = { transferId: 'tr-4', playerId: 'carol', amount: 100, currency: 'USD' };
    expect((await call('JDB', '/transfer/in', usd)).answer.status).toBe('CURRENCY_MISMATCH');
    expect((await call('JDB', '/player/balance', { playerId: 'nobody' })).answer).toEqual({
      status: 'OK',
      balance: 0,
      currency: 'THB',
    });
  });

  it('is not offered by seamless vendors', async () => {
    const move = { transferId: 'tr-x', playerId: 'alice', amount: 100, currency: 'THB' };
    expect((await call('PG', '/transfer/in', move)).answer.status).toBe('INVALID_REQUEST');
  });
});

describe('/bets', () => {
  it('pages settled rounds within the time window', async () => {
    const before = new Date(Date.now() - 1000).toISOString();
    await call('SBO', '/transfer/in', {
      transferId: 'b-1',
      playerId: 'dave',
      amount: 100_000,
      currency: 'THB',
    });
    for (let i = 0; i < 7; i++) {
      await sim.control.playRound('SBO', { playerId: 'dave', stake: 1000, pick: 'HOME' });
    }
    const after = new Date(Date.now() + 1000).toISOString();
    const page = async (n: number, from = before, to = after) =>
      ZVendorBetsAnswer.parse((await call('SBO', '/bets', { from, to, page: n })).answer);
    const pages = [await page(1), await page(2), await page(3)];
    expect(pages.map((p) => [p.totalPages, p.bets.length])).toEqual([
      [3, 3],
      [3, 3],
      [3, 1],
    ]);
    const bets = pages.flatMap((p) => p.bets);
    expect(new Set(bets.map((b) => b.roundId)).size).toBe(7);
    expect(
      bets.every((b) => b.playerId === 'dave' && b.betAmount === 1000 && b.validBet === 1000),
    ).toBe(true);
    expect(bets.map((b) => b.time)).toEqual([...bets.map((b) => b.time)].sort());
    expect((await page(1, after, new Date(Date.now() + 60_000).toISOString())).bets).toEqual([]);
    expect((await page(1, '2020-01-01T00:00:00Z', before)).totalPages).toBe(0);
    expect((await call('SBO', '/bets', { from: after, to: before, page: 1 })).answer.status).toBe(
      'INVALID_REQUEST',
    );
    // Other vendors keep their own records.
    expect((await call('JDB', '/bets', { from: before, to: after, page: 1 })).answer.bets).toEqual(
      [],
    );
  });
});
