import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { createAccount, fund, mainBalance } from '../src/domains/cashier/wallet/wallet-test-kit.js';
import {
  createVendor,
  startFakeVendor,
  syncVendor,
  vendorGame,
  type FakeVendor,
} from '../src/domains/games/catalogue/catalogue-test-kit.js';
import {
  createGameSession,
  walletCall,
  type WalletPathName,
} from '../src/domains/games/game-wallet/game-wallet-test-kit.js';
import { adminHeaders, createTestApp, type TestApp } from './test-app.js';

/*
 * The platform side of the vendor protocol's wallet API (spec/vendor-protocol.md), rule by rule,
 * with signed requests as a vendor sends them.
 */

let t: TestApp;
let fake: FakeVendor;
const vendor = { code: 'CONF', secret: 'conformance-secret-0123456789' };
let seq = 0;
const id = (p: string) => `${p}-${++seq}-${Math.random().toString(36).slice(2, 8)}`;

beforeAll(async () => {
  t = await createTestApp();
  fake = await startFakeVendor(vendor.secret, [vendorGame('slot-1'), vendorGame('slot-2')]);
  const headers = await adminHeaders(t.app);
  await createVendor(t.app, headers, { code: vendor.code, url: fake.url, secret: vendor.secret });
  await syncVendor(t.app, headers, vendor.code);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function player(balance: number, type = 0) {
  const account = await createAccount(t.app, {
    username: id('cp').replace(/-/g, '').slice(0, 16),
    type,
  });
  if (balance > 0 && type !== 4) await fund(t.app, account.id, balance);
  const session = await createGameSession(t.app, {
    accountId: account.id,
    vendor: vendor.code,
    gameCode: 'slot-1',
    ...(type === 4 ? { currency: 'FUN' } : {}),
  });
  return { ...account, ...session };
}

const call = (path: WalletPathName, body: unknown, options = {}) =>
  walletCall(t.app, vendor, path, body, options);

function bet(p: { playerId: string; token: string }, over: Record<string, unknown> = {}) {
  return {
    transactionId: id('bet'),
    roundId: id('round'),
    playerId: p.playerId,
    token: p.token,
    gameCode: 'slot-1',
    amount: 1_000,
    currency: 'THB',
    roundEnded: false,
    ...over,
  };
}

function win(p: { playerId: string }, roundId: string, over: Record<string, unknown> = {}) {
  return {
    transactionId: id('win'),
    roundId,
    playerId: p.playerId,
    gameCode: 'slot-1',
    amount: 2_500,
    currency: 'THB',
    roundEnded: true,
    ...over,
  };
}

function betWin(p: { playerId: string; token: string }, over: Record<string, unknown> = {}) {
  return {
    betTransactionId: id('b'),
    winTransactionId: id('w'),
    roundId: id('r'),
    playerId: p.playerId,
    token: p.token,
    gameCode: 'slot-1',
    betAmount: 1_000,
    winAmount: 300,
    currency: 'THB',
    ...over,
  };
}

/** A rollback (a new id) of the bet `b`. */
function rollbackOf(p: { playerId: string }, b: { transactionId: string; roundId: string }) {
  return {
    transactionId: id('rb'),
    originalTransactionId: b.transactionId,
    roundId: b.roundId,
    playerId: p.playerId,
  };
}

describe('wallet API: signatures and requests', () => {
  it('refuses a wrong or missing signature, or an X-Vendor other than the path, and changes nothing', async () => {
    const p = await player(10_000);
    const body = bet(p);
    const wrong = await call('bet', body, { signature: 'ab'.repeat(32) });
    expect(wrong).toEqual({ http: 200, body: { status: 'INVALID_SIGNATURE' } });
    expect((await call('bet', body, { signature: '' })).body.status).toBe('INVALID_SIGNATURE');
    expect((await call('bet', body, { vendorHeader: 'OTHER' })).body.status).toBe(
      'INVALID_SIGNATURE',
    );
    const other = await walletCall(t.app, { code: 'NOPE', secret: vendor.secret }, 'bet', body);
    expect(other.body.status).toBe('INVALID_SIGNATURE');
    // Signed over other bytes than those sent.
    const tampered = await call('bet', body, {
      raw: JSON.stringify({ ...body, amount: 1 }),
      signature: (await import('../src/domains/games/vendors/index.js')).signBody(
        vendor.secret,
        JSON.stringify(body),
      ),
    });
    expect(tampered.body.status).toBe('INVALID_SIGNATURE');
    expect(await mainBalance(t.app, p.id)).toBe(10_000);
  });

  it('answers INVALID_REQUEST (HTTP 200, the protocol shape) for bad JSON and bad fields', async () => {
    const p = await player(10_000);
    const bad = await call('bet', null, { raw: '{"amount": ' });
    expect(bad).toMatchObject({ http: 200, body: { status: 'INVALID_REQUEST' } });
    expect(bad.body).not.toHaveProperty('error');
    for (const over of [{ amount: 0 }, { amount: 1.5 }, { amount: -5 }, { currency: 'thb' }]) {
      const res = await call('bet', bet(p, over));
      expect(res).toMatchObject({ http: 200, body: { status: 'INVALID_REQUEST' } });
    }
    const { transactionId: _drop, ...missing } = bet(p);
    expect((await call('bet', missing)).body.status).toBe('INVALID_REQUEST');
    expect(await mainBalance(t.app, p.id)).toBe(10_000);
  });

  it('session answers the player, currency, balance and language; an unknown token TOKEN_EXPIRED', async () => {
    const p = await player(12_345);
    const res = await call('session', { token: p.token });
    expect(res.body).toMatchObject({
      status: 'OK',
      playerId: p.playerId,
      currency: 'THB',
      balance: 12_345,
    });
    expect(typeof res.body.language).toBe('string');
    expect((await call('session', { token: 'nope' })).body.status).toBe('TOKEN_EXPIRED');
    const balance = await call('balance', { playerId: p.playerId });
    expect(balance.body).toEqual({ status: 'OK', balance: 12_345, currency: 'THB' });
    expect((await call('balance', { playerId: '999999999' })).body.status).toBe('PLAYER_NOT_FOUND');
  });
});

describe('wallet API: bets and wins', () => {
  it('bet then win move the main wallet and build the round', async () => {
    const p = await player(10_000);
    const b = bet(p);
    const placed = await call('bet', b);
    expect(placed.body).toMatchObject({ status: 'OK', balance: 9_000, currency: 'THB' });
    expect(typeof placed.body.platformTransactionId).toBe('string');
    const paid = await call('win', win(p, b.roundId));
    expect(paid.body).toMatchObject({ status: 'OK', balance: 11_500 });
    const [round] = await queryRows<{ bet: string; win: string; status: string; category: string }>(
      t.app.services.db,
      sql`SELECT bet::text, win::text, status, category FROM game_rounds
           WHERE vendor = ${vendor.code} AND vendor_round_id = ${b.roundId}`,
    );
    expect(round).toEqual({ bet: '1000', win: '2500', status: 'settled', category: 'RNG' });
  });

  it('INSUFFICIENT_FUNDS carries the current balance', async () => {
    const p = await player(500);
    const res = await call('bet', bet(p, { amount: 501 }));
    expect(res.body).toMatchObject({ status: 'INSUFFICIENT_FUNDS', balance: 500 });
  });

  it('checks the token on bets only: a win and a rollback settle without one', async () => {
    const p = await player(10_000);
    expect((await call('bet', bet(p, { token: 'expired-token' }))).body.status).toBe(
      'TOKEN_EXPIRED',
    );
    const b = bet(p);
    await call('bet', b);
    // The session ends (logout or expiry) while the round is open.
    await queryRows(
      t.app.services.db,
      sql`UPDATE game_sessions SET revoked_at = now() WHERE player_id = ${p.playerId}`,
    );
    expect((await call('bet', bet(p))).body.status).toBe('TOKEN_EXPIRED');
    expect((await call('win', win(p, b.roundId))).body.status).toBe('OK');
    const b2 = bet(p, { token: p.token });
    const rb = await call('rollback', rollbackOf(p, b2));
    expect(rb.body.status).toBe('OK');
  });

  it('a locked or disabled player is PLAYER_BLOCKED on bets, but wins still settle', async () => {
    const p = await player(10_000);
    const b = bet(p);
    await call('bet', b);
    await queryRows(
      t.app.services.db,
      sql`UPDATE accounts SET status = 'locked' WHERE id = ${p.id}`,
    );
    expect((await call('bet', bet(p))).body.status).toBe('PLAYER_BLOCKED');
    expect((await call('win', win(p, b.roundId))).body.status).toBe('OK');
    await queryRows(
      t.app.services.db,
      sql`UPDATE accounts SET status = 'disabled' WHERE id = ${p.id}`,
    );
    expect((await call('betWin', betWin(p, { betAmount: 100, winAmount: 0 }))).body.status).toBe(
      'PLAYER_BLOCKED',
    );
  });

  it('refuses an unknown game, a wrong currency and an unknown player', async () => {
    const p = await player(10_000);
    expect((await call('bet', bet(p, { gameCode: 'no-such-game' }))).body.status).toBe(
      'GAME_NOT_FOUND',
    );
    expect((await call('bet', bet(p, { currency: 'USD' }))).body.status).toBe('CURRENCY_MISMATCH');
    expect((await call('bet', bet(p, { playerId: '987654321' }))).body.status).toBe(
      'PLAYER_NOT_FOUND',
    );
    expect(await mainBalance(t.app, p.id)).toBe(10_000);
  });

  it('a win needs a round with a bet (out of order: refused, then accepted once the bet is in); a bonus win needs none', async () => {
    const p = await player(10_000);
    const b = bet(p);
    const early = win(p, b.roundId);
    expect((await call('win', early)).body.status).toBe('TRANSACTION_NOT_FOUND');
    await call('bet', b);
    expect((await call('win', early)).body).toMatchObject({ status: 'OK', balance: 11_500 });
    const bonus = await call('win', win(p, id('free-spins'), { bonus: true, amount: 700 }));
    expect(bonus.body).toMatchObject({ status: 'OK', balance: 12_200 });
  });

  it('after roundEnded further bets are ROUND_CLOSED; wins are still accepted', async () => {
    const p = await player(10_000);
    const b = bet(p, { roundEnded: true });
    expect((await call('bet', b)).body.status).toBe('OK');
    expect((await call('bet', bet(p, { roundId: b.roundId }))).body.status).toBe('ROUND_CLOSED');
    expect((await call('win', win(p, b.roundId))).body.status).toBe('OK');
  });

  it('bet-win settles a spin atomically', async () => {
    const p = await player(10_000);
    const spin = betWin(p);
    const res = await call('betWin', spin);
    expect(res.body).toMatchObject({ status: 'OK', balance: 9_300 });
    expect((await call('betWin', spin)).body).toEqual(res.body);
    expect((await call('betWin', { ...spin, winAmount: 301 })).body.status).toBe(
      'DUPLICATE_TRANSACTION_MISMATCH',
    );
    expect(
      (
        await call('betWin', {
          ...spin,
          betTransactionId: id('b'),
          winTransactionId: id('w'),
          roundId: id('r'),
          betAmount: 20_000,
        })
      ).body,
    ).toMatchObject({ status: 'INSUFFICIENT_FUNDS', balance: 9_300 });
  });
});

describe('wallet API: idempotency and races', () => {
  it('20 concurrent replays of a bet answer the same and debit once; other content is a mismatch', async () => {
    const p = await player(10_000);
    const b = bet(p);
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('bet', b)));
    const distinct = new Set(answers.map((a) => JSON.stringify(a.body)));
    expect(distinct.size).toBe(1);
    expect(answers[0]!.body).toMatchObject({ status: 'OK', balance: 9_000 });
    expect(await mainBalance(t.app, p.id)).toBe(9_000);
    // A later replay gets the balance as it was then, not as it is now.
    await call('bet', bet(p));
    expect((await call('bet', b)).body).toEqual(answers[0]!.body);
    for (const over of [{ amount: 999 }, { roundId: id('other') }]) {
      expect((await call('bet', { ...b, ...over })).body.status).toBe(
        'DUPLICATE_TRANSACTION_MISMATCH',
      );
    }
    // The same id as another type of call.
    expect(
      (await call('win', win(p, b.roundId, { transactionId: b.transactionId }))).body.status,
    ).toBe('DUPLICATE_TRANSACTION_MISMATCH');
  });

  it('overspend race: 30 concurrent bets of 10.00 on 100.00 — exactly 10 pass, never below zero', async () => {
    const p = await player(10_000);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => call('bet', bet(p, { amount: 1_000 }))),
    );
    const statuses = answers.map((a) => a.body.status);
    expect(statuses.filter((s) => s === 'OK')).toHaveLength(10);
    expect(statuses.filter((s) => s === 'INSUFFICIENT_FUNDS')).toHaveLength(20);
    expect(await mainBalance(t.app, p.id)).toBe(0);
    const report = await t.app.services.ledger.verify();
    expect(report.breaches).toEqual([]);
  });
});

describe('wallet API: refused calls keep their answer', () => {
  it('INSUFFICIENT_FUNDS replayed after a deposit answers the same, balance of then; no round is left', async () => {
    const p = await player(500);
    const b = bet(p, { amount: 800 });
    const first = await call('bet', b);
    expect(first.body).toEqual({ status: 'INSUFFICIENT_FUNDS', balance: 500, currency: 'THB' });
    await fund(t.app, p.id, 1_000);
    expect((await call('bet', b)).body).toEqual(first.body);
    expect((await call('bet', { ...b, amount: 700 })).body.status).toBe(
      'DUPLICATE_TRANSACTION_MISMATCH',
    );
    expect(await mainBalance(t.app, p.id)).toBe(1_500);
    const rounds = await queryRows(
      t.app.services.db,
      sql`SELECT id FROM game_rounds WHERE vendor_round_id = ${b.roundId}`,
    );
    expect(rounds).toEqual([]);
    // A new id on the same round is a new call, decided on today's balance.
    expect((await call('bet', { ...b, transactionId: id('bet') })).body).toMatchObject({
      status: 'OK',
      balance: 700,
    });
    // Rolling back the refused bet moves nothing.
    const rb = await call('rollback', rollbackOf(p, b));
    expect(rb.body).toMatchObject({ status: 'OK', balance: 700 });
    expect(await mainBalance(t.app, p.id)).toBe(700);
  });

  it('a bet-win refused for its stake, a blocked player or an expired token answers the same when replayed', async () => {
    const p = await player(300);
    const spin = betWin(p, { betAmount: 400, winAmount: 1_000 });
    const first = await call('betWin', spin);
    expect(first.body).toEqual({ status: 'INSUFFICIENT_FUNDS', balance: 300, currency: 'THB' });
    await fund(t.app, p.id, 1_000);
    expect((await call('betWin', spin)).body).toEqual(first.body);

    const db = t.app.services.db;
    await queryRows(db, sql`UPDATE accounts SET status = 'locked' WHERE id = ${p.id}`);
    const blocked = bet(p);
    expect((await call('bet', blocked)).body.status).toBe('PLAYER_BLOCKED');
    await queryRows(db, sql`UPDATE accounts SET status = 'active' WHERE id = ${p.id}`);
    expect((await call('bet', blocked)).body.status).toBe('PLAYER_BLOCKED');

    const stale = bet(p, { token: 'not-a-live-token' });
    expect((await call('bet', stale)).body.status).toBe('TOKEN_EXPIRED');
    expect((await call('bet', { ...stale, token: p.token })).body.status).toBe('TOKEN_EXPIRED');
    expect(await mainBalance(t.app, p.id)).toBe(1_300);
  });

  it('a replay of an accepted bet answers OK even after the session ended or the player was locked', async () => {
    const p = await player(10_000);
    const b = bet(p);
    const first = await call('bet', b);
    expect(first.body).toMatchObject({ status: 'OK', balance: 9_000 });
    const db = t.app.services.db;
    await queryRows(
      db,
      sql`UPDATE game_sessions SET revoked_at = now() WHERE player_id = ${p.playerId}`,
    );
    await queryRows(db, sql`UPDATE accounts SET status = 'locked' WHERE id = ${p.id}`);
    expect((await call('bet', b)).body).toEqual(first.body);
    expect(await mainBalance(t.app, p.id)).toBe(9_000);
  });
});

describe('wallet API: rollbacks', () => {
  it('reverses a bet; rolling it back twice answers as the first time', async () => {
    const p = await player(10_000);
    const b = bet(p);
    await call('bet', b);
    const rb = rollbackOf(p, b);
    const first = await call('rollback', rb);
    expect(first.body).toMatchObject({ status: 'OK', balance: 10_000 });
    expect((await call('rollback', rb)).body).toEqual(first.body);
    const again = await call('rollback', { ...rb, transactionId: id('rb') });
    expect(again.body).toMatchObject({ status: 'OK', balance: 10_000 });
    expect(await mainBalance(t.app, p.id)).toBe(10_000);
    const [round] = await queryRows<{ bet: string; status: string }>(
      t.app.services.db,
      sql`SELECT bet::text, status FROM game_rounds WHERE vendor_round_id = ${b.roundId}`,
    );
    expect(round).toEqual({ bet: '0', status: 'rolled_back' });
  });

  it('rollback before the bet answers OK and leaves a tombstone: the late bet is TRANSACTION_ROLLED_BACK', async () => {
    const p = await player(10_000);
    const b = bet(p);
    const rb = await call('rollback', rollbackOf(p, b));
    expect(rb.body).toMatchObject({ status: 'OK', balance: 10_000 });
    expect((await call('bet', b)).body.status).toBe('TRANSACTION_ROLLED_BACK');
    expect(await mainBalance(t.app, p.id)).toBe(10_000);
  });

  it('20 concurrent replays of a rollback refund once', async () => {
    const p = await player(10_000);
    const b = bet(p);
    await call('bet', b);
    const rb = rollbackOf(p, b);
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('rollback', rb)));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(await mainBalance(t.app, p.id)).toBe(10_000);
  });
});

describe('wallet API: play money', () => {
  it('a trial account plays in FUN from its play wallet; THB is a currency mismatch', async () => {
    const p = await player(0, 4);
    await t.app.services.ledger.postTransfer({
      idempotencyKey: id('grant'),
      reason: 'trial_grant',
      legs: [
        {
          accountId: (await t.app.services.ledger.systemAccount('promotion', 'PLAY')).id,
          amount: -5_000,
        },
        {
          accountId: (await t.app.services.ledger.walletOf(p.id, 'play', 'PLAY')).id,
          amount: 5_000,
        },
      ],
    });
    expect((await call('bet', bet(p))).body.status).toBe('CURRENCY_MISMATCH');
    const res = await call('bet', bet(p, { currency: 'FUN' }));
    expect(res.body).toMatchObject({ status: 'OK', balance: 4_000, currency: 'FUN' });
    expect((await call('session', { token: p.token })).body).toMatchObject({
      currency: 'FUN',
      balance: 4_000,
    });
  });

  it("a visitor's demo session plays FUN held on the session, with the same rules", async () => {
    const s = await createGameSession(t.app, {
      accountId: null,
      vendor: vendor.code,
      gameCode: 'slot-1',
      demoBalance: 2_000,
    });
    const session = await call('session', { token: s.token });
    expect(session.body).toMatchObject({ status: 'OK', currency: 'FUN', balance: 2_000 });
    const b = bet(s, { currency: 'FUN' });
    expect((await call('bet', b)).body).toMatchObject({ status: 'OK', balance: 1_000 });
    expect((await call('bet', b)).body).toMatchObject({ status: 'OK', balance: 1_000 });
    const over = bet(s, { currency: 'FUN', amount: 5_000 });
    expect((await call('bet', over)).body).toMatchObject({
      status: 'INSUFFICIENT_FUNDS',
      balance: 1_000,
    });
    expect((await call('win', win(s, b.roundId, { currency: 'FUN' }))).body).toMatchObject({
      status: 'OK',
      balance: 3_500,
    });
    // The refused bet keeps its answer (the balance of then); its rollback gives nothing back.
    expect((await call('bet', over)).body).toEqual({
      status: 'INSUFFICIENT_FUNDS',
      balance: 1_000,
      currency: 'FUN',
    });
    expect((await call('rollback', rollbackOf(s, over))).body).toMatchObject({
      status: 'OK',
      balance: 3_500,
    });
  });
});

describe('wallet API: the ledger afterwards', () => {
  it('every invariant holds', async () => {
    const report = await t.app.services.ledger.verify();
    expect(report.breaches).toEqual([]);
  });
});

describe("the vendor simulator's conformance suite against the platform on a real port", () => {
  it('passes every rule', async () => {
    const { startVendorSim } = await import('@lw/vendor-sim');
    const { runWalletConformance } = await import('@lw/vendor-sim/conformance');
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const sim = await startVendorSim({ platformUrl: address, port: 0 });
    try {
      const entry = sim.manifest.vendors.find((v) => v.mode === 'seamless')!;
      const headers = await adminHeaders(t.app);
      await createVendor(t.app, headers, {
        code: entry.code,
        url: entry.baseUrl,
        secret: entry.secret,
      });
      const synced = await syncVendor(t.app, headers, entry.code);
      expect(synced.ok).toBe(true);
      const [game] = await queryRows<{ game_code: string }>(
        t.app.services.db,
        sql`SELECT game_code FROM games WHERE vendor = ${entry.code} ORDER BY id LIMIT 1`,
      );
      const results = await runWalletConformance({
        platformUrl: address,
        vendor: { code: entry.code, secret: entry.secret, currency: entry.currency },
        gameCode: game!.game_code,
        newPlayer: async () => {
          const account = await createAccount(t.app, {
            username: id('sim').replace(/-/g, '').slice(0, 16),
          });
          await fund(t.app, account.id, 200_000);
          const session = await createGameSession(t.app, {
            accountId: account.id,
            vendor: entry.code,
            gameCode: game!.game_code,
          });
          return { playerId: session.playerId, token: session.token, balance: 200_000 };
        },
        expireToken: async (p) => {
          await queryRows(
            t.app.services.db,
            sql`UPDATE game_sessions SET revoked_at = now() WHERE player_id = ${p.playerId}`,
          );
        },
      });
      const failed = results.filter((r) => !r.passed);
      expect(failed).toEqual([]);
      expect(results.length).toBeGreaterThanOrEqual(25);
    } finally {
      await sim.close();
    }
  }, 120_000);
});
