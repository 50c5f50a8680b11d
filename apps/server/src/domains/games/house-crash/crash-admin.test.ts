import { ADMIN_HOUSE_CRASH_API, CRASH_API, type TAdminCrashRoundList } from '@lw/contracts';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';
import { createAccount, fund, signIn } from '../../cashier/wallet/wallet-test-kit.js';
import { bettingRound, crashRound, seedChain, startRound } from './crash-test-kit.js';
import type { RoundRow } from './crash-store.js';

type Headers = { authorization: string };

/**
 * The back office's crash lookup on a real database: by member, game number and game hash, the
 * bets under real names, games.read required, and the hash of a round not yet played never shown.
 */
describe('crash back-office lookup', () => {
  let t: TestApp;
  let admin: Headers;
  let alice: { username: string; headers: Headers };
  let bob: { username: string; headers: Headers };
  let ended: RoundRow;
  let open: RoundRow;

  async function member(name: string) {
    const username = `${name}${crypto.randomBytes(3).toString('hex')}`;
    const account = await createAccount(t.app, { username });
    await fund(t.app, account.id, 100_000);
    return { username, headers: await signIn(t.app, username) };
  }

  const bet = async (headers: Headers, amount: number) => {
    const requestId = `req-${crypto.randomUUID()}`;
    const res = await t.app.inject({
      method: 'POST',
      url: CRASH_API.bets,
      headers,
      payload: { amount, requestId },
    });
    expect(res.statusCode).toBe(200);
  };

  const lookup = (query: string, headers: Headers = admin) =>
    t.app.inject({ url: `${ADMIN_HOUSE_CRASH_API.rounds}?${query}`, headers });

  beforeAll(async () => {
    t = await createTestApp({ CRASH_CHAIN_LENGTH: '2500', HOUSE_CATALOGUE: 'on' });
    await seedChain(t);
    admin = await adminHeaders(t.app);
    alice = await member('cra');
    bob = await member('crb');
    // A played round both bet in (nobody cashes out: both lose) ...
    ended = await bettingRound(t);
    await bet(alice.headers, 10_000);
    await bet(bob.headers, 5_000);
    await startRound(t, ended);
    await crashRound(t, ended);
    // ... and the next round, still taking bets: its hash and point are the chain's secret.
    open = await bettingRound(t);
    await bet(alice.headers, 2_000);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("lists a member's rounds with only the member's bets, the open round without its result", async () => {
    const res = await lookup(`username=${alice.username}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<TAdminCrashRoundList>();
    expect(body.total).toBe(2);
    const [now, before] = body.list;
    expect(now).toMatchObject({
      roundId: open.id,
      gameNumber: open.gameNumber,
      phase: 'betting',
      hash: null,
      crashPoint: null,
    });
    expect(now!.bets).toEqual([
      expect.objectContaining({ username: alice.username, amount: 2_000, status: 'active' }),
    ]);
    expect(before).toMatchObject({
      roundId: ended.id,
      phase: 'crashed',
      hash: ended.hash,
      crashPoint: ended.crashPoint,
    });
    expect(before!.crashedAt).not.toBeNull();
    expect(before!.bets).toEqual([
      expect.objectContaining({
        username: alice.username,
        amount: 10_000,
        status: 'lost',
        win: 0,
        cashedOutAt: null,
        autoCashOut: expect.any(Number),
      }),
    ]);
  });

  it('finds a round by game number with every bet in it', async () => {
    const body = (await lookup(`gameNumber=${ended.gameNumber}`)).json<TAdminCrashRoundList>();
    expect(body.total).toBe(1);
    expect(body.list[0]!.hash).toBe(ended.hash);
    expect(body.list[0]!.bets.map((b) => [b.username, b.amount])).toEqual([
      [alice.username, 10_000],
      [bob.username, 5_000],
    ]);
    const both = await lookup(`gameNumber=${ended.gameNumber}&username=${bob.username}`);
    expect(both.json<TAdminCrashRoundList>().list[0]!.bets).toHaveLength(1);
    const nobody = await lookup(`gameNumber=${open.gameNumber}&username=${bob.username}`);
    expect(nobody.json<TAdminCrashRoundList>()).toEqual({ list: [], total: 0 });
  });

  it('finds a played round by its hash (any case), never one not yet played', async () => {
    const found = (await lookup(`hash=${ended.hash.toUpperCase()}`)).json<TAdminCrashRoundList>();
    expect(found.list.map((r) => r.roundId)).toEqual([ended.id]);
    const secret = await lookup(`hash=${open.hash}`);
    expect(secret.statusCode).toBe(200);
    expect(secret.json<TAdminCrashRoundList>()).toEqual({ list: [], total: 0 });
  });

  it('never lists the hash or the point of a round that has not crashed', async () => {
    const res = await lookup('pageSize=100');
    const body = res.json<TAdminCrashRoundList>();
    expect(body.list.length).toBeGreaterThanOrEqual(2);
    expect(res.body).not.toContain(open.hash);
    for (const round of body.list.filter((r) => r.phase === 'betting' || r.phase === 'running')) {
      expect(round).toMatchObject({ hash: null, crashPoint: null });
    }
    for (const round of body.list.filter((r) => r.phase === 'crashed')) {
      expect(round.hash).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('needs games.read', async () => {
    expect((await t.app.inject({ url: ADMIN_HOUSE_CRASH_API.rounds })).statusCode).toBe(401);
    const headersOf = async (role: 'finance' | 'content') => {
      const username = `${role}${crypto.randomBytes(3).toString('hex')}`;
      const password = 'Operator-Pass-1x';
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/operators',
        headers: admin,
        payload: { username, displayName: role, role, password },
      });
      expect(res.statusCode).toBe(201);
      return adminHeaders(t.app, username, password);
    };
    expect((await lookup('', await headersOf('finance'))).statusCode).toBe(403);
    expect((await lookup('', await headersOf('content'))).statusCode).toBe(200);
  });

  it('refuses a bad query with 400', async () => {
    for (const query of [
      'gameNumber=abc',
      'gameNumber=0',
      'gameNumber=1.5',
      'hash=zz',
      `hash=${'g'.repeat(64)}`,
      'username=',
      `username=${'x'.repeat(41)}`,
      'page=0',
      'pageSize=201',
    ]) {
      const res = await lookup(query);
      expect(res.statusCode, query).toBe(400);
    }
  });
});
