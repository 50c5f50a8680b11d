import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_TOKEN_HEADER } from '../src/control.js';
import { startVendorSim } from '../src/server.js';
import { startPair, vendorCall, vendorOf } from './helpers.js';

type Pair = Awaited<ReturnType<typeof startPair>>;
let pair: Pair;
beforeAll(async () => {
  pair = await startPair(['PG', 'EVO'], {}, { walletTimeoutMs: 500 });
});
afterAll(() => pair.close());
afterEach(() => pair.sim.control.resetChaos());

const paths = (since: number) =>
  pair.wallet.received.slice(since).map((c) => `${c.path} ${c.answer.status}`);
const spin = (player: { playerId: string; token: string }, extra: object = {}) =>
  pair.sim.control.playRound('PG', {
    playerId: player.playerId,
    token: player.token,
    stake: 100,
    outcome: { winAmount: 300 },
    ...extra,
  });
const hand = (player: { playerId: string; token: string }) =>
  pair.sim.control.playRound('EVO', {
    playerId: player.playerId,
    token: player.token,
    stake: 1000,
    outcome: { winAmount: 2000 },
  });

/** Waits until the wallet has received n more requests (duplicates may land after the answer). */
async function settle(since: number, n: number) {
  for (let i = 0; i < 100 && pair.wallet.received.length - since < n; i++)
    await new Promise((r) => setTimeout(r, 10));
}

describe('chaos switches', () => {
  it('delayMs delays vendor-API answers and wallet calls', async () => {
    pair.sim.control.setChaos('PG', { delayMs: 300 });
    const pg = vendorOf(pair.sim, 'PG');
    let started = Date.now();
    expect(
      (await vendorCall(pg.baseUrl, pg.secret, '/games', { page: 1, pageSize: 1 })).answer.status,
    ).toBe('OK');
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    const player = pair.wallet.createPlayer(10_000);
    started = Date.now();
    expect(await spin(player)).toMatchObject({ status: 'settled', balance: 10_200 });
    // The session and the bet-win each waited.
    expect(Date.now() - started).toBeGreaterThanOrEqual(590);
  });

  it('timeout: the vendor API never answers; wallet answers are ignored, so the bet is retried with the same ids and rolled back', async () => {
    pair.sim.control.setChaos('PG', { timeout: true });
    const pg = vendorOf(pair.sim, 'PG');
    await expect(
      vendorCall(
        pg.baseUrl,
        pg.secret,
        '/games',
        { page: 1, pageSize: 1 },
        { signal: AbortSignal.timeout(300) },
      ),
    ).rejects.toThrow();
    pair.sim.control.resetChaos('PG');
    const player = pair.wallet.createPlayer(10_000);
    await spin(player); // the session is learnt before the chaos starts
    pair.sim.control.setChaos('PG', { timeout: true });
    const since = pair.wallet.received.length;
    const result = await spin(player);
    expect(result.status).toBe('pending'); // the rollback's answers were ignored too
    const sent = pair.wallet.received.slice(since);
    expect(sent.map((c) => c.path)).toEqual([
      '/bet-win',
      '/bet-win',
      '/bet-win',
      '/rollback',
      '/rollback',
      '/rollback',
    ]);
    const bets = sent.filter((c) => c.path === '/bet-win').map((c) => JSON.stringify(c.body));
    expect(new Set(bets).size).toBe(1);
    const rollback = sent[3]!.body as { originalTransactionId: string };
    expect(rollback.originalTransactionId).toBe(
      (sent[0]!.body as { betTransactionId: string }).betTransactionId,
    );
    // The platform did process them: the bet-win was rolled back, so only the first spin counts.
    expect(pair.wallet.balanceOf(player.playerId)).toBe(10_200);
    const calls = pair.sim.control.calls({ vendor: 'PG', path: '/bet-win' }).slice(-3);
    expect(calls.map((c) => [c.attempt, c.outcome])).toEqual([
      [1, 'unknown'],
      [2, 'unknown'],
      [3, 'unknown'],
    ]);
    pair.sim.control.resetChaos('PG');
    expect(await pair.sim.control.flushPending('PG')).toBe(0);
    expect(pair.wallet.balanceOf(player.playerId)).toBe(10_200);
  });

  it('lostAnswer acts on a vendor-API request but never answers; /transfer/status then says done', async () => {
    const sim = await startVendorSim({
      platformUrl: pair.wallet.url,
      vendors: { only: ['SBO'] },
      log: () => {},
    });
    try {
      const sbo = vendorOf(sim, 'SBO');
      sim.control.setChaos('SBO', { lostAnswer: true });
      const move = { transferId: 'lost-1', playerId: 'lena', amount: 700, currency: 'THB' };
      await expect(
        vendorCall(sbo.baseUrl, sbo.secret, '/transfer/in', move, {
          signal: AbortSignal.timeout(300),
        }),
      ).rejects.toThrow();
      sim.control.resetChaos('SBO');
      expect(
        (await vendorCall(sbo.baseUrl, sbo.secret, '/transfer/status', { transferId: 'lost-1' }))
          .answer,
      ).toEqual({
        status: 'OK',
        state: 'done',
      });
      // The retry with the same id answers as the lost answer would have.
      expect((await vendorCall(sbo.baseUrl, sbo.secret, '/transfer/in', move)).answer).toEqual({
        status: 'OK',
        balance: 700,
      });
      sim.control.setChaos('SBO', { timeout: true });
      const never = { transferId: 'never-1', playerId: 'lena', amount: 100, currency: 'THB' };
      await expect(
        vendorCall(sbo.baseUrl, sbo.secret, '/transfer/in', never, {
          signal: AbortSignal.timeout(300),
        }),
      ).rejects.toThrow();
      sim.control.resetChaos('SBO');
      expect(
        (await vendorCall(sbo.baseUrl, sbo.secret, '/transfer/status', { transferId: 'never-1' }))
          .answer.state,
      ).toBe('unknown');
    } finally {
      await sim.close();
    }
  });

  it('duplicateDelivery sends each wallet call twice at once; the wallet settles once', async () => {
    pair.sim.control.setChaos('EVO', { duplicateDelivery: true });
    const player = pair.wallet.createPlayer(10_000);
    const since = pair.wallet.received.length;
    expect(await hand(player)).toMatchObject({ status: 'settled', balance: 11_000 });
    await settle(since, 6);
    expect(paths(since).sort()).toEqual([
      '/bet OK',
      '/bet OK',
      '/session OK',
      '/session OK',
      '/win OK',
      '/win OK',
    ]);
    expect(pair.wallet.balanceOf(player.playerId)).toBe(11_000);
    const duplicates = pair.sim.control.calls({ vendor: 'EVO', path: '/bet' }).slice(-2);
    expect(duplicates.map((c) => c.duplicate).sort()).toEqual([false, true]);
    expect(duplicates[0]!.answer).toEqual(duplicates[1]!.answer);
  });

  it('rollbackBeforeBet sends the rollback first; the late bet is refused TRANSACTION_ROLLED_BACK', async () => {
    const player = pair.wallet.createPlayer(10_000);
    await spin(player);
    pair.sim.control.setChaos('PG', { rollbackBeforeBet: true });
    const since = pair.wallet.received.length;
    const result = await spin(player);
    expect(result).toMatchObject({ status: 'refused', code: 'TRANSACTION_ROLLED_BACK' });
    expect(paths(since)).toEqual(['/rollback OK', '/bet-win TRANSACTION_ROLLED_BACK']);
    const [rollback, bet] = pair.wallet.received
      .slice(since)
      .map((c) => c.body as Record<string, string>);
    expect(rollback!.originalTransactionId).toBe(bet!.betTransactionId);
    expect(pair.wallet.balanceOf(player.playerId)).toBe(10_200);
  });

  it('outOfOrderWin sends the win before its bet, then again after it', async () => {
    const player = pair.wallet.createPlayer(10_000);
    await hand(player);
    pair.sim.control.setChaos('EVO', { outOfOrderWin: true });
    const since = pair.wallet.received.length;
    expect(await hand(player)).toMatchObject({ status: 'settled', balance: 12_000 });
    expect(paths(since)).toEqual(['/win TRANSACTION_NOT_FOUND', '/bet OK', '/win OK']);
    const sent = pair.wallet.received.slice(since).map((c) => c.body as Record<string, string>);
    expect(sent[0]).toEqual(sent[2]);
    // Single-spin games are split into a bet and a win to send them out of order.
    pair.sim.control.setChaos('PG', { outOfOrderWin: true });
    const next = pair.wallet.received.length;
    expect(await spin(player)).toMatchObject({ status: 'settled' });
    expect(paths(next)).toEqual([
      '/session OK',
      '/win TRANSACTION_NOT_FOUND',
      '/bet OK',
      '/win OK',
    ]);
  });

  it('wrongSignature signs wallet calls with a wrong key; the platform refuses and nothing changes', async () => {
    const player = pair.wallet.createPlayer(10_000);
    await spin(player);
    pair.sim.control.setChaos('PG', { wrongSignature: true });
    const since = pair.wallet.received.length;
    expect(await spin(player)).toMatchObject({ status: 'refused', code: 'INVALID_SIGNATURE' });
    expect(paths(since)).toEqual(['/bet-win INVALID_SIGNATURE']);
    expect(pair.wallet.balanceOf(player.playerId)).toBe(10_200);
  });

  it('leaves other vendors alone', async () => {
    pair.sim.control.setChaos('PG', { wrongSignature: true, delayMs: 1000 });
    const player = pair.wallet.createPlayer(10_000);
    const started = Date.now();
    expect(await hand(player)).toMatchObject({ status: 'settled' });
    expect(Date.now() - started).toBeLessThan(900);
  });
});

describe('control API over HTTP', () => {
  it('sets chaos, plays rounds and lists calls; a control token locks it', async () => {
    const sim = await startVendorSim({
      platformUrl: pair.wallet.url,
      vendors: { only: ['PG'] },
      controlToken: 'sesame',
      log: () => {},
    });
    try {
      expect((await fetch(`${sim.url}/_control/manifest`)).status).toBe(401);
      const headers = { [CONTROL_TOKEN_HEADER]: 'sesame', 'content-type': 'application/json' };
      const manifest = (await (
        await fetch(`${sim.url}/_control/manifest`, { headers })
      ).json()) as {
        vendors: { code: string; baseUrl: string; secret: string }[];
      };
      expect(manifest.vendors).toEqual([
        expect.objectContaining({
          code: 'PG',
          mode: 'seamless',
          currency: 'THB',
          gameTypes: ['RNG'],
          baseUrl: `${sim.url}/v/PG`,
          gameCount: 1500,
        }),
      ]);
      const put = await fetch(`${sim.url}/_control/chaos/PG`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ delayMs: 5 }),
      });
      expect(await put.json()).toMatchObject({ delayMs: 5, timeout: false });
      expect(
        (
          await fetch(`${sim.url}/_control/chaos/PG`, {
            method: 'PUT',
            headers,
            body: '{"delayMs":-1}',
          })
        ).status,
      ).toBe(400);
      expect(
        (await fetch(`${sim.url}/_control/chaos/NOPE`, { method: 'PUT', headers, body: '{}' }))
          .status,
      ).toBe(404);
      const player = pair.wallet.createPlayer(5000);
      // Secrets come from the same default seed, so the reference wallet accepts this simulator too.
      const played = await fetch(`${sim.url}/_control/rounds/PG`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          playerId: player.playerId,
          token: player.token,
          stake: 100,
          outcome: 'lose',
        }),
      });
      expect(await played.json()).toMatchObject({ status: 'settled', win: 0, balance: 4900 });
      const calls = (await (
        await fetch(`${sim.url}/_control/calls?vendor=PG&path=/bet-win`, { headers })
      ).json()) as {
        calls: { request: { betAmount: number }; answer: { status: string } }[];
      };
      expect(calls.calls).toHaveLength(1);
      expect(calls.calls[0]).toMatchObject({
        request: { betAmount: 100 },
        answer: { status: 'OK' },
      });
      expect((await fetch(`${sim.url}/health`)).status).toBe(200);
    } finally {
      await sim.close();
    }
  });
});
