import { API, GAME_LAUNCH_API } from '@lw/contracts';
import { startVendorSim, type VendorSim } from '@lw/vendor-sim';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';
import { queryRows } from '../../../db/client.js';
import { createAccount, fund, signIn } from '../../cashier/wallet/wallet-test-kit.js';
import { createVendor, syncVendor } from '../catalogue/catalogue-test-kit.js';
import { walletCall } from '../game-wallet/game-wallet-test-kit.js';

let t: TestApp;
let sim: VendorSim;
let code: string;
let secret: string;
let demoGame: number;
let realOnlyGame: number;

beforeAll(async () => {
  t = await createTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  sim = await startVendorSim({ platformUrl: address, port: 0 });
  const entry = sim.manifest.vendors.find((v) => v.mode === 'seamless')!;
  code = entry.code;
  secret = entry.secret;
  const headers = await adminHeaders(t.app);
  await createVendor(t.app, headers, { code, url: entry.baseUrl, secret: entry.secret });
  await syncVendor(t.app, headers, code);
  const games = await queryRows<{ id: unknown; support_play: number }>(
    t.app.services.db,
    sql`SELECT id, support_play FROM games WHERE vendor = ${code} ORDER BY id`,
  );
  demoGame = Number(games.find((g) => g.support_play === 0)!.id);
  realOnlyGame = Number(
    (
      games.find((g) => g.support_play === 1) ??
      (await markRealOnly(Number(games.find((g) => Number(g.id) !== demoGame)!.id)))
    ).id,
  );
});
afterAll(async () => {
  await t?.close();
  await sim?.close();
});

async function markRealOnly(id: number) {
  await queryRows(t.app.services.db, sql`UPDATE games SET support_play = 1 WHERE id = ${id}`);
  t.app.services.catalogue.invalidate();
  return { id, support_play: 1 };
}

/** The token the vendor received on /launch for this member's latest launch. */
function launchToken(accountId: number): string {
  const mine = [...sim.launches.values()].filter(
    (l) => l.vendorCode === code && l.playerId === String(accountId),
  );
  expect(mine.length).toBeGreaterThan(0);
  return mine[mine.length - 1]!.token;
}

const launch = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: GAME_LAUNCH_API.launch, payload, headers });

describe('game launch', () => {
  it('a member launches for real: a session token the vendor presents, the launch recorded', async () => {
    const member = await createAccount(t.app, { username: 'launch01' });
    const headers = await signIn(t.app, 'launch01');
    const res = await launch({ nodeId: demoGame, mode: 'real', device: 'desktop' }, headers);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ url: string; mode: string; openIn: string; currency: string }>();
    expect(body).toMatchObject({ mode: 'real', openIn: 'iframe', currency: 'THB' });
    expect(body.url).toMatch(/^http/);
    const [session] = await queryRows<{ player_id: string; mode: string }>(
      t.app.services.db,
      sql`SELECT player_id, mode FROM game_sessions WHERE account_id = ${member.id}`,
    );
    expect(session).toEqual({ player_id: String(member.id), mode: 'real' });
    const [recent] = await queryRows<{ game_id: unknown }>(
      t.app.services.db,
      sql`SELECT game_id FROM game_recent_plays WHERE account_id = ${member.id}`,
    );
    expect(Number(recent!.game_id)).toBe(demoGame);
  });

  it('visitors play demo only, with play money, and only games that offer it', async () => {
    const demo = await launch({ nodeId: demoGame, mode: 'demo' });
    expect(demo.statusCode).toBe(200);
    expect(demo.json()).toMatchObject({ mode: 'demo', currency: 'FUN' });
    expect((await launch({ nodeId: demoGame, mode: 'real' })).json().error.code).toBe(
      'UNAUTHORIZED',
    );
    expect((await launch({ nodeId: realOnlyGame, mode: 'demo' })).json().error.code).toBe(
      'DEMO_NOT_AVAILABLE',
    );
  });

  it('a trial account plays demo with its play wallet (FUN)', async () => {
    // Trial accounts sign in through free play (quick-login), not a password: call the service.
    const trial = await createAccount(t.app, { username: 'launchtrial', type: 4 });
    const res = await t.app.services.launch.launch(
      {
        id: trial.id,
        username: trial.username,
        type: 4,
        status: 'active',
        lockedUntil: null,
        language: 'th',
      },
      { nodeId: realOnlyGame, mode: 'real', device: 'mobile', returnUrl: '', openIn: 'iframe' },
    );
    expect(res).toMatchObject({ mode: 'demo', currency: 'FUN' });
  });

  it('a disabled or locked member cannot launch', async () => {
    const member = await createAccount(t.app, { username: 'launchlocked' });
    const input = {
      nodeId: demoGame,
      mode: 'real' as const,
      device: 'desktop' as const,
      returnUrl: '',
      openIn: 'iframe' as const,
    };
    const as = (status: string, lockedUntil: Date | null = null) =>
      t.app.services.launch
        .launch(
          {
            id: member.id,
            username: member.username,
            type: 0,
            status,
            lockedUntil,
            language: 'th',
          },
          input,
        )
        .then(
          () => 'OK',
          (err: { code: string }) => err.code,
        );
    expect(await as('disabled')).toBe('ACCOUNT_DISABLED');
    expect(await as('locked')).toBe('ACCOUNT_LOCKED');
    expect(await as('active', new Date(Date.now() + 60_000))).toBe('ACCOUNT_LOCKED');
    expect(await as('active')).toBe('OK');
  });

  it('a vendor in maintenance answers GAME_MAINTENANCE with popular games to suggest', async () => {
    await queryRows(
      t.app.services.db,
      sql`UPDATE game_vendors SET maintenance_from = now() - interval '1 hour',
            maintenance_until = now() + interval '1 hour', updated_at = now()
          WHERE code = ${code}`,
    );
    t.app.services.vendors.invalidate();
    const res = await launch({ nodeId: demoGame, mode: 'demo' });
    expect(res.statusCode).toBe(503);
    const error = res.json<{ error: { code: string; details: { popular: number[] } } }>().error;
    expect(error.code).toBe('GAME_MAINTENANCE');
    expect(Array.isArray(error.details.popular)).toBe(true);
    await queryRows(
      t.app.services.db,
      sql`UPDATE game_vendors SET maintenance_from = NULL, maintenance_until = NULL,
            updated_at = now() WHERE code = ${code}`,
    );
    t.app.services.vendors.invalidate();
  });

  it('an unknown or hidden game is GAME_NOT_FOUND', async () => {
    expect((await launch({ nodeId: 99_999_999, mode: 'demo' })).json().error.code).toBe(
      'GAME_NOT_FOUND',
    );
  });

  it('signing out ends the launch sessions: bets answer TOKEN_EXPIRED, wins and rollbacks still settle', async () => {
    const member = await createAccount(t.app, { username: 'launchout' });
    await fund(t.app, member.id, 50_000);
    const headers = await signIn(t.app, 'launchout');
    expect(
      (await launch({ nodeId: demoGame, mode: 'real', device: 'desktop' }, headers)).statusCode,
    ).toBe(200);
    const token = launchToken(member.id);
    const [game] = await queryRows<{ game_code: string }>(
      t.app.services.db,
      sql`SELECT game_code FROM games WHERE id = ${demoGame}`,
    );
    const vendor = { code, secret };
    const playerId = String(member.id);
    const bet = (transactionId: string, roundId: string, amount: number) =>
      walletCall(t.app, vendor, 'bet', {
        transactionId,
        roundId,
        playerId,
        token,
        gameCode: game!.game_code,
        amount,
        currency: 'THB',
        roundEnded: false,
      });
    const balance = async () =>
      (await walletCall(t.app, vendor, 'balance', { playerId })).body.balance;
    // Two rounds left open before the sign-out.
    expect((await bet('out-b1', 'out-r1', 1_000)).body).toMatchObject({
      status: 'OK',
      balance: 49_000,
    });
    expect((await bet('out-b2', 'out-r2', 2_000)).body.status).toBe('OK');

    const out = await t.app.inject({ method: 'POST', url: API.auth.logout, headers });
    expect(out.statusCode).toBe(204);

    const refused = await bet('out-b3', 'out-r1', 500);
    expect(refused.body.status).toBe('TOKEN_EXPIRED');
    expect(await balance()).toBe(47_000);
    // The open rounds still settle: a win pays, a rollback returns the bet (no token asked).
    const win = await walletCall(t.app, vendor, 'win', {
      transactionId: 'out-w1',
      roundId: 'out-r1',
      playerId,
      gameCode: game!.game_code,
      amount: 4_000,
      currency: 'THB',
      roundEnded: true,
    });
    expect(win.body).toMatchObject({ status: 'OK', balance: 51_000 });
    const rollback = await walletCall(t.app, vendor, 'rollback', {
      transactionId: 'out-rb1',
      originalTransactionId: 'out-b2',
      roundId: 'out-r2',
      playerId,
    });
    expect(rollback.body).toMatchObject({ status: 'OK', balance: 53_000 });

    // Signed in again and launched again: a new token takes bets.
    const again = await signIn(t.app, 'launchout');
    expect(
      (await launch({ nodeId: demoGame, mode: 'real', device: 'desktop' }, again)).statusCode,
    ).toBe(200);
    const fresh = launchToken(member.id);
    expect(fresh).not.toBe(token);
    const ok = await walletCall(t.app, vendor, 'bet', {
      transactionId: 'out-b4',
      roundId: 'out-r4',
      playerId,
      token: fresh,
      gameCode: game!.game_code,
      amount: 1_000,
      currency: 'THB',
      roundEnded: false,
    });
    expect(ok.body.status).toBe('OK');

    // An operator ending the member's sessions ends the launch sessions too.
    await t.app.services.accounts.endSessions(member.id, {
      operatorId: null,
      username: 'test',
      ip: null,
      requestId: null,
    });
    const after = await walletCall(t.app, vendor, 'bet', {
      transactionId: 'out-b5',
      roundId: 'out-r4',
      playerId,
      token: fresh,
      gameCode: game!.game_code,
      amount: 1_000,
      currency: 'THB',
      roundEnded: false,
    });
    expect(after.body.status).toBe('TOKEN_EXPIRED');
    expect(await balance()).toBe(52_000);
  });
});
