import {
  ADMIN_HOUSE_CRASH_API,
  CRASH_API,
  CRASH_TIMING,
  type TAdminCrashChain,
  type TAdminCrashChains,
  type TCrashChainInfo,
  type TCrashChains,
  type TCrashHistory,
  type TCrashState,
} from '@lw/contracts';
import { verifyCrashGame, verifyNextGame } from '@lw/games';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';
import { queryRows } from '../../../db/client.js';
import { createAccount, fund, signIn } from '../../cashier/wallet/wallet-test-kit.js';
import { operator } from '../../cashier/withdrawals/cashier-test-kit.js';
import { blockHash, crashRound, crashStore, startRound, tick } from './crash-test-kit.js';
import type { RoundRow } from './crash-store.js';

type Headers = { authorization: string };

/**
 * The seeding event of crash chains (issue 22 items 11 and 12) on a real database: nothing is
 * played before a chain is published and its salt entered by one operator and confirmed by
 * another; every game verifies with the published values through the function /fairness runs;
 * at a chain's end the next seeded chain takes over after the usual pause, and without one crash
 * waits and says why.
 */
describe('crash seeding event and chain hand-over', () => {
  let t: TestApp;
  let admin: Headers;
  let checker: Headers;
  let checkerId: number;

  beforeAll(async () => {
    // Chains of 3 games, a warning below 2 games left: a chain's end is reached in a test.
    t = await createTestApp({
      CRASH_CHAIN_LENGTH: '3',
      CRASH_CHAIN_WARN_GAMES: '2',
      HOUSE_CATALOGUE: 'on',
    });
    admin = await adminHeaders(t.app);
    const made = await operator(t, 'seedchecker', 'content');
    checker = made.headers;
    checkerId = made.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const state = async () => (await t.app.inject({ url: CRASH_API.state })).json<TCrashState>();
  const publicChains = async () =>
    (await t.app.inject({ url: CRASH_API.chains })).json<TCrashChains>().chains;
  const adminChains = async () =>
    (
      await t.app.inject({ url: ADMIN_HOUSE_CRASH_API.chains, headers: admin })
    ).json<TAdminCrashChains>();
  const publish = (headers: Headers, saltBlockHeight: unknown = 900_123) =>
    t.app.inject({
      method: 'POST',
      url: ADMIN_HOUSE_CRASH_API.publish,
      headers,
      payload: { saltBlockHeight },
    });
  const propose = (headers: Headers, chainId: number, hash: string) =>
    t.app.inject({
      method: 'POST',
      url: ADMIN_HOUSE_CRASH_API.salt(chainId),
      headers,
      payload: { blockHash: hash },
    });
  const confirm = (headers: Headers, chainId: number, salt: string) =>
    t.app.inject({
      method: 'POST',
      url: ADMIN_HOUSE_CRASH_API.confirm(chainId),
      headers,
      payload: { salt },
    });
  const reject = (headers: Headers, chainId: number) =>
    t.app.inject({ method: 'POST', url: ADMIN_HOUSE_CRASH_API.reject(chainId), headers });

  /** Ticks past the pause after the latest round; answers the latest round (maybe a new one). */
  async function afterPause(): Promise<RoundRow | null> {
    const latest = await crashStore(t).latestRound();
    const due = latest ? (latest.crashedAt ?? latest.startsAt).getTime() + CRASH_TIMING.pauseMs : 0;
    // Past the pause, and at least past the scheduler's quiet second since its last look.
    t.clock.set(new Date(Math.max(due, t.clock.now().getTime() + 1_001)));
    await tick(t);
    return crashStore(t).latestRound();
  }

  /** Plays the open betting round to its crash. */
  async function playOut(round: RoundRow): Promise<RoundRow> {
    expect(round.phase).toBe('betting');
    await startRound(t, round);
    await crashRound(t, round);
    return (await crashStore(t).round(round.id))!;
  }

  async function betRefused(): Promise<void> {
    const username = `seedp${Math.floor(Math.random() * 1e6)}`;
    const account = await createAccount(t.app, { username });
    await fund(t.app, account.id, 10_000);
    const res = await t.app.inject({
      method: 'POST',
      url: CRASH_API.bets,
      headers: await signIn(t.app, username),
      payload: { amount: 100, requestId: `req-${crypto.randomUUID()}` },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: { details: { reason: 'BETTING_CLOSED' } } });
  }

  let first: TAdminCrashChain;
  let salt: string;

  it('opens no round before a chain is published, and says why', async () => {
    expect(await afterPause()).toBeNull();
    expect((await state()).closed).toEqual({
      reason: 'NO_CHAIN',
      chainId: null,
      publishedAt: null,
      saltBlockHeight: null,
    });
    expect(await publicChains()).toEqual([]);
    await betRefused();
  });

  it('publishes one chain at a time: games.manage, a valid block height, 100 at once publish once', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: ADMIN_HOUSE_CRASH_API.publish })).statusCode,
    ).toBe(401);
    const support = (await operator(t, 'seedsupport', 'support')).headers;
    expect((await publish(support)).statusCode).toBe(403);
    for (const bad of [0, -5, 1.5, 'abc', null]) {
      const res = await publish(admin, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
    }
    expect(await publicChains()).toEqual([]);

    const before = t.clock.now().getTime();
    const results = await Promise.all(Array.from({ length: 100 }, () => publish(admin)));
    const created = results.filter((r) => r.statusCode === 201);
    expect(created).toHaveLength(1);
    for (const r of results.filter((r) => r.statusCode !== 201)) {
      expect(r.statusCode).toBe(409);
      expect(r.json()).toMatchObject({ error: { code: 'CRASH_CHAIN_PENDING' } });
    }
    first = created[0]!.json<TAdminCrashChain>();
    expect(first).toMatchObject({
      status: 'awaiting_salt',
      length: 3,
      saltBlockHeight: 900_123,
      salt: null,
      proposedSalt: null,
      gamesLeft: 3,
    });
    expect(first.terminator).toMatch(/^[0-9a-f]{64}$/);
    // Published by the server's clock at the request.
    expect(Date.parse(first.publishedAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(first.publishedAt)).toBeLessThanOrEqual(t.clock.now().getTime());
    // The public record is there from the publication, before any salt.
    expect(await publicChains()).toEqual([
      expect.objectContaining({ chainId: first.chainId, terminator: first.terminator, salt: null }),
    ]);
  });

  it('waits for the salt: none entered, then entered but not confirmed', async () => {
    expect(await afterPause()).toBeNull();
    expect((await state()).closed).toMatchObject({
      reason: 'AWAITING_SALT',
      chainId: first.chainId,
      publishedAt: first.publishedAt,
      saltBlockHeight: 900_123,
    });
    // Nothing to confirm or clear yet.
    expect((await confirm(checker, first.chainId, blockHash())).json()).toMatchObject({
      error: { code: 'CRASH_SEEDING_STEP', details: { status: 'awaiting_salt' } },
    });
    expect((await reject(checker, first.chainId)).statusCode).toBe(409);
    expect((await propose(admin, first.chainId, 'not-a-hash')).statusCode).toBe(400);
    expect((await propose(admin, 999_999, blockHash())).statusCode).toBe(404);

    // A wrong entry is cleared and entered again.
    const wrong = blockHash();
    expect((await propose(admin, first.chainId, wrong)).statusCode).toBe(200);
    expect((await propose(admin, first.chainId, blockHash())).statusCode).toBe(409);
    expect((await reject(checker, first.chainId)).statusCode).toBe(200);
    salt = blockHash();
    const entered = await propose(admin, first.chainId, salt.toUpperCase());
    expect(entered.statusCode).toBe(200);
    expect(entered.json<TAdminCrashChain>()).toMatchObject({
      status: 'awaiting_confirmation',
      proposedSalt: salt,
      salt: null,
    });

    expect(await afterPause()).toBeNull();
    expect((await state()).closed).toMatchObject({ reason: 'AWAITING_CONFIRMATION' });
    // The entry is not the salt yet: the public record does not show it.
    const [shown] = await publicChains();
    expect(shown).toMatchObject({
      status: 'awaiting_confirmation',
      salt: null,
      saltEnteredBy: null,
    });
    await betRefused();
  });

  it('needs a second operator to confirm the salt it checked', async () => {
    const own = await confirm(admin, first.chainId, salt);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ error: { code: 'SAME_OPERATOR_APPROVAL' } });
    // A salt other than the one entered (it changed since the checker looked) is refused.
    expect((await confirm(checker, first.chainId, blockHash())).statusCode).toBe(409);
    expect(await afterPause()).toBeNull();

    const before = t.clock.now().getTime();
    const results = await Promise.all(
      Array.from({ length: 100 }, () => confirm(checker, first.chainId, salt)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(99);
    const [seeded] = await publicChains();
    expect(seeded).toMatchObject({
      chainId: first.chainId,
      status: 'ready',
      salt,
      saltEnteredBy: 'Super Admin',
      saltConfirmedBy: 'seedchecker',
    });
    expect(Date.parse(seeded!.saltConfirmedAt!)).toBeGreaterThanOrEqual(before);
    // The salt was entered after the publication, and confirmed after it was entered.
    expect(Date.parse(seeded!.saltEnteredAt!)).toBeGreaterThan(Date.parse(seeded!.publishedAt));
    expect(Date.parse(seeded!.saltConfirmedAt!)).toBeGreaterThan(
      Date.parse(seeded!.saltEnteredAt!),
    );
    // Nothing changes a confirmed salt.
    expect((await propose(admin, first.chainId, blockHash())).statusCode).toBe(409);
    expect((await reject(admin, first.chainId)).statusCode).toBe(409);

    const audit = await queryRows<{ action: string; operator_id: number | null }>(
      t.app.services.db,
      sql`SELECT action, operator_id FROM audit_log WHERE target_type = 'crash_chain'
            AND target_id = ${String(first.chainId)} ORDER BY id`,
    );
    const adminId = Number(audit[0]!.operator_id);
    expect(audit.map((a) => [a.action, Number(a.operator_id)])).toEqual([
      ['crash.chain.publish', adminId],
      ['crash.chain.salt.propose', adminId],
      ['crash.chain.salt.reject', checkerId],
      ['crash.chain.salt.propose', adminId],
      ['crash.chain.salt.confirm', checkerId],
    ]);
  });

  it('plays the seeded chain: every game verifies with the published values, then hands over to the next chain', async () => {
    const game1 = (await afterPause())!;
    expect(game1).toMatchObject({ chainId: first.chainId, gameNumber: 1, phase: 'betting' });
    expect((await state()).closed).toBeNull();
    await playOut(game1);

    // The next chain is published and seeded while the first still has games left.
    const next = await publish(admin, 900_500);
    expect(next.statusCode).toBe(201);
    const second = next.json<TAdminCrashChain>();
    // One queued chain at a time.
    expect((await publish(admin)).json()).toMatchObject({ error: { code: 'CRASH_CHAIN_PENDING' } });
    let low = await adminChains();
    // 2 games left of the first chain and the second not seeded: not below 2 yet.
    expect(low).toMatchObject({ gamesLeft: 2, warnBelow: 2, warning: false });
    const secondSalt = blockHash();
    expect((await propose(admin, second.chainId, secondSalt)).statusCode).toBe(200);
    expect((await confirm(checker, second.chainId, secondSalt)).statusCode).toBe(200);
    low = await adminChains();
    expect(low.gamesLeft).toBe(5);

    const game2 = (await afterPause())!;
    expect(game2).toMatchObject({ chainId: first.chainId, gameNumber: 2 });
    const ended2 = await playOut(game2);
    const game3 = (await afterPause())!;
    expect(game3).toMatchObject({ chainId: first.chainId, gameNumber: 3 });
    const ended3 = await playOut(game3);
    // The first chain's last game, then the second chain's first after the usual pause.
    t.clock.set(new Date(ended3.crashedAt!.getTime() + CRASH_TIMING.pauseMs));
    await tick(t);
    const handedOver = (await crashStore(t).latestRound())!;
    expect(handedOver).toMatchObject({ chainId: second.chainId, gameNumber: 1, phase: 'betting' });
    // Opened at the tick due after the pause (the test clock runs on by a few milliseconds).
    const gap = handedOver.startsAt.getTime() - ended3.crashedAt!.getTime();
    expect(gap).toBeGreaterThanOrEqual(CRASH_TIMING.pauseMs + CRASH_TIMING.bettingMs);
    expect(gap).toBeLessThan(CRASH_TIMING.pauseMs + CRASH_TIMING.bettingMs + 1_000);
    expect(ended2.gameNumber).toBe(2);

    // Every played game of the first chain verifies with its public record.
    const chains = await publicChains();
    const one = chains.find((c) => c.chainId === first.chainId)!;
    expect(one).toMatchObject({ status: 'ended', gamesPlayed: 3 });
    expect(chains.find((c) => c.chainId === second.chainId)).toMatchObject({
      status: 'playing',
      salt: secondSalt,
    });
    const history = (
      await t.app.inject({ url: `${CRASH_API.history}?limit=10` })
    ).json<TCrashHistory>();
    const ofFirst = history.items.filter((i) => i.chainId === first.chainId);
    expect(ofFirst.map((i) => i.gameNumber)).toEqual([3, 2, 1]);
    for (const item of ofFirst) {
      expect(verifyCrashGame(item, seededOf(one))).toEqual({
        linked: true,
        crashPoint: item.crashPoint,
      });
      // Another chain's terminating hash does not take it.
      const other = { ...seededOf(one), terminator: second.terminator };
      expect(verifyCrashGame(item, other).linked).toBe(false);
    }
    expect(verifyNextGame(ofFirst[1]!.hash, ofFirst[0]!.hash)).toBe(true);
    // The hand-over is in the record: the second chain was seeded before its first game.
    const two = chains.find((c) => c.chainId === second.chainId)!;
    expect(Date.parse(two.saltConfirmedAt!)).toBeLessThan(Date.parse(two.firstGameAt!));
    expect(Date.parse(one.lastGameAt!)).toBeLessThanOrEqual(Date.parse(two.firstGameAt!));
  });

  it('warns when games run low, and stops with a reason at the last chain’s end', async () => {
    const game1 = (await crashStore(t).latestRound())!;
    await playOut(game1);
    // 2 games left, no next chain: not below 2 yet.
    expect(await adminChains()).toMatchObject({ gamesLeft: 2, warning: false });
    await playOut((await afterPause())!);
    expect(await adminChains()).toMatchObject({ gamesLeft: 1, warning: true });
    const last = (await afterPause())!;
    expect(last.gameNumber).toBe(3);
    await playOut(last);
    expect(await adminChains()).toMatchObject({ gamesLeft: 0, warning: true });

    expect(await afterPause()).toMatchObject({ id: last.id });
    expect((await state()).closed).toMatchObject({ reason: 'NO_CHAIN' });
    await betRefused();
    const third = (await publish(admin, 901_000)).json<TAdminCrashChain>();
    expect(await afterPause()).toMatchObject({ id: last.id });
    expect((await state()).closed).toMatchObject({
      reason: 'AWAITING_SALT',
      chainId: third.chainId,
      saltBlockHeight: 901_000,
    });
    const s = blockHash();
    await propose(checker, third.chainId, s);
    // The maker may be any operator; the checker then is another one (here the admin).
    expect((await confirm(checker, third.chainId, s)).statusCode).toBe(403);
    expect((await confirm(admin, third.chainId, s)).statusCode).toBe(200);
    expect(await afterPause()).toMatchObject({ chainId: third.chainId, gameNumber: 1 });
  });
});

/** A public chain record with its salt, as /fairness uses it. */
function seededOf(chain: TCrashChainInfo) {
  return { terminator: chain.terminator, length: chain.length, salt: chain.salt! };
}
