import { API, GAME_LAUNCH_API } from '@lw/contracts';
import { startVendorSim, type VendorSim } from '@lw/vendor-sim';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  adminHeaders,
  createTestApp,
  playerLogin,
  type TestApp,
} from '../../../../test/test-app.js';
import { queryRows } from '../../../db/client.js';
import { hashToken } from '../../../platform/tokens.js';
import { createAccount, fund, mainBalance, signIn } from '../../cashier/wallet/wallet-test-kit.js';
import { lastSms, sendSms, setModules } from '../../identity/verification/verification.test-kit.js';
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

/** Delivers identity's events (sign-outs, ended sessions) to their consumers, as the app does. */
const delivered = () => t.app.services.events.drain();

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

  it('launch sessions expired more than a week ago are pruned, newer ones kept', async () => {
    const demo = async () => {
      expect((await launch({ nodeId: demoGame, mode: 'demo' })).statusCode).toBe(200);
      const [row] = await queryRows<{ token_hash: string }>(
        t.app.services.db,
        sql`SELECT token_hash FROM game_sessions ORDER BY created_at DESC LIMIT 1`,
      );
      return row!.token_hash;
    };
    const old = await demo();
    const recent = await demo();
    const now = t.clock.now().getTime();
    const expire = (hash: string, days: number) =>
      queryRows(
        t.app.services.db,
        sql`UPDATE game_sessions SET expires_at = ${new Date(now - days * 86_400_000).toISOString()}::timestamptz
             WHERE token_hash = ${hash}`,
      );
    await expire(old, 8);
    await expire(recent, 6);
    expect(await t.app.services.launch.pruneExpired()).toBe(1);
    const left = await queryRows<{ token_hash: string }>(
      t.app.services.db,
      sql`SELECT token_hash FROM game_sessions WHERE token_hash IN (${old}, ${recent})`,
    );
    expect(left.map((r) => r.token_hash)).toEqual([recent]);
    expect(await t.app.services.launch.pruneExpired()).toBe(0);
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
    await delivered();

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
    // Hearing the sign-out again (a replay of the log) ends nothing of the new sign-in.
    await t.app.services.events.resetPosition('games.launch-revocation', 0);
    await delivered();
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
    await delivered();
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

describe('launch sessions end with what they hang on', () => {
  let betNo = 0;
  /** The wallet's answer to a small bet with `token` (OK, or TOKEN_EXPIRED once it ended). */
  async function betStatus(accountId: number, token: string): Promise<string> {
    betNo += 1;
    const [game] = await queryRows<{ game_code: string }>(
      t.app.services.db,
      sql`SELECT game_code FROM games WHERE id = ${demoGame}`,
    );
    const res = await walletCall(t.app, { code, secret }, 'bet', {
      transactionId: `end-b${betNo}`,
      roundId: `end-r${betNo}`,
      playerId: String(accountId),
      token,
      gameCode: game!.game_code,
      amount: 100,
      currency: 'THB',
      roundEnded: false,
    });
    return res.body.status as string;
  }

  /** Launches the demo game for real from the session of `headers`; answers the token. */
  async function launchFrom(accountId: number, headers: Record<string, string>) {
    const res = await launch({ nodeId: demoGame, mode: 'real', device: 'desktop' }, headers);
    expect(res.statusCode, res.body).toBe(200);
    return launchToken(accountId);
  }

  it('a session that must change its password launches nothing, and no launch of such an account takes a bet', async () => {
    const member = await createAccount(t.app, { username: 'launchforce' });
    await fund(t.app, member.id, 10_000);
    const token = await launchFrom(member.id, await signIn(t.app, 'launchforce'));
    expect(await betStatus(member.id, token)).toBe('OK');
    // The account must change its password from now on. Only the flag: the launch stays live, so
    // the wallet's own check is what refuses the next bet.
    await queryRows(
      t.app.services.db,
      sql`UPDATE accounts SET must_change_password = true WHERE id = ${member.id}`,
    );
    expect(await betStatus(member.id, token)).toBe('PLAYER_BLOCKED');
    expect(await mainBalance(t.app, member.id)).toBe(9_900);

    const forced = await signIn(t.app, 'launchforce');
    // The default password makes such a session too, whatever the account's flag says.
    await t.app.services.accounts.create({
      username: 'launchdefault',
      type: 0,
      uplineId: (await t.app.services.accounts.findByUsername('house'))!.id,
      password: 'Lw123456',
      nickname: 'launchdefault',
    });
    const byDefault = (await playerLogin(t.app, 'launchdefault', 'Lw123456', 'member')).headers;
    for (const headers of [forced, byDefault]) {
      for (const mode of ['real', 'demo']) {
        const res = await launch({ nodeId: demoGame, mode, device: 'desktop' }, headers);
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json().error.code).toBe('PASSWORD_CHANGE_REQUIRED');
      }
    }
  });

  it('a member who never chose a language (`*`) launches in the site language', async () => {
    const member = await createAccount(t.app, { username: 'launchstar' });
    await queryRows(
      t.app.services.db,
      sql`UPDATE accounts SET language = '*' WHERE id = ${member.id}`,
    );
    const headers = await signIn(t.app, 'launchstar');
    await launchFrom(member.id, headers);
    const languages = async () =>
      (
        await queryRows<{ language: string }>(
          t.app.services.db,
          sql`SELECT language FROM game_sessions WHERE account_id = ${member.id} ORDER BY created_at`,
        )
      ).map((r) => r.language);
    const { default: siteLanguage } = await t.app.services.settings.get('languages');
    expect(await languages()).toEqual([siteLanguage]);
    // The language asked for wins over both.
    const res = await launch(
      { nodeId: demoGame, mode: 'real', device: 'desktop', language: 'en' },
      headers,
    );
    expect(res.statusCode).toBe(200);
    expect(await languages()).toEqual([siteLanguage, 'en']);
  });

  it("a sign-out ends only that sign-in session's launches; a password change ends them on every device", async () => {
    const member = await createAccount(t.app, { username: 'launchtwo' });
    await fund(t.app, member.id, 50_000);
    const phone = await signIn(t.app, 'launchtwo');
    const laptop = await signIn(t.app, 'launchtwo');
    const phoneFirst = await launchFrom(member.id, phone);
    const phoneSecond = await launchFrom(member.id, phone);
    expect(phoneSecond).not.toBe(phoneFirst);
    const onLaptop = await launchFrom(member.id, laptop);
    expect(await betStatus(member.id, phoneFirst)).toBe('OK');

    const out = await t.app.inject({ method: 'POST', url: API.auth.logout, headers: phone });
    expect(out.statusCode).toBe(204);
    await delivered();
    expect(await betStatus(member.id, phoneFirst)).toBe('TOKEN_EXPIRED');
    expect(await betStatus(member.id, phoneSecond)).toBe('TOKEN_EXPIRED');
    // The laptop plays on.
    expect(await betStatus(member.id, onLaptop)).toBe('OK');

    // Signed in on the phone again; then the password is changed on the laptop: every launch
    // ends, the laptop's own included (its sign-in session stays).
    const phoneAgain = await signIn(t.app, 'launchtwo');
    const phoneLaunch = await launchFrom(member.id, phoneAgain);
    const changed = await t.app.inject({
      method: 'POST',
      url: API.member.password,
      headers: laptop,
      payload: {
        oldPassword: 'Passw0rd!x',
        newPassword: 'FreshPass77',
        confirmNewPassword: 'FreshPass77',
      },
    });
    expect(changed.statusCode, changed.body).toBeLessThan(300);
    await delivered();
    expect(await betStatus(member.id, phoneLaunch)).toBe('TOKEN_EXPIRED');
    expect(await betStatus(member.id, onLaptop)).toBe('TOKEN_EXPIRED');
    // The laptop, still signed in, launches anew.
    expect(await betStatus(member.id, await launchFrom(member.id, laptop))).toBe('OK');
  });

  it('launches of one game from one sign-in session in the same millisecond get their own tokens, and end with that session only', async () => {
    const member = await createAccount(t.app, { username: 'launchtap' });
    await fund(t.app, member.id, 10_000);
    const launcher = {
      id: member.id,
      username: member.username,
      type: 0,
      status: 'active',
      lockedUntil: null,
      language: 'th',
      signInTokenHash: hashToken('the-sign-in-session-token'),
    };
    const input = {
      nodeId: demoGame,
      mode: 'real' as const,
      device: 'desktop' as const,
      returnUrl: '',
      openIn: 'iframe' as const,
    };
    // A double tap: the clock reads the same millisecond for both launches.
    vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    await t.app.services.launch.launch(launcher, input);
    const first = launchToken(member.id);
    await t.app.services.launch.launch(launcher, input);
    const second = launchToken(member.id);
    vi.restoreAllMocks();
    expect(second).not.toBe(first);
    const rows = await queryRows<{ ms: unknown }>(
      t.app.services.db,
      sql`SELECT floor(extract(epoch FROM created_at) * 1000) AS ms FROM game_sessions
           WHERE account_id = ${member.id} ORDER BY created_at`,
    );
    expect(Number(rows[1]!.ms) - Number(rows[0]!.ms)).toBe(1);

    // Another sign-in session's sign-out leaves them; their own ends both.
    await t.app.services.launch.revokeSignInLaunches(member.id, hashToken('another-session'));
    expect(await betStatus(member.id, first)).toBe('OK');
    expect(await betStatus(member.id, second)).toBe('OK');
    await t.app.services.launch.revokeSignInLaunches(member.id, launcher.signInTokenHash);
    expect(await betStatus(member.id, first)).toBe('TOKEN_EXPIRED');
    expect(await betStatus(member.id, second)).toBe('TOKEN_EXPIRED');
  });

  it('a password reset by e-mail link or by SMS ends every launch', async () => {
    // By the e-mail's link.
    const member = await createAccount(t.app, { username: 'launchreset' });
    await fund(t.app, member.id, 10_000);
    const token = await launchFrom(member.id, await signIn(t.app, 'launchreset'));
    const link = 'reset-link-token-for-launch-test';
    await queryRows(
      t.app.services.db,
      sql`INSERT INTO password_resets (account_id, code_hash, token_hash, expires_at)
          VALUES (${member.id}, 'unused', ${hashToken(link)}, now() + interval '1 hour')`,
    );
    const byMail = await t.app.inject({
      method: 'POST',
      url: API.auth.resetPassword,
      payload: { token: link, newPassword: 'FreshPass77', confirmNewPassword: 'FreshPass77' },
    });
    expect(byMail.statusCode, byMail.body).toBe(204);
    await delivered();
    expect(await betStatus(member.id, token)).toBe('TOKEN_EXPIRED');

    // By SMS (the seeded member01 has a mobile number).
    await setModules(t.app, await adminHeaders(t.app));
    const member01 = await t.app.services.accounts.findByUsername('member01');
    await fund(t.app, member01!.id, 10_000);
    const login = await playerLogin(t.app, 'member01', 'member01pass');
    const smsToken = await launchFrom(member01!.id, login.headers);
    expect(await betStatus(member01!.id, smsToken)).toBe('OK');
    const sent = await sendSms(t.app, { purpose: 'resetPassword', mobileNum: '0812345678' });
    expect(sent.statusCode, sent.body).toBe(200);
    const bySms = await t.app.inject({
      method: 'POST',
      url: API.auth.resetPasswordByMobile,
      payload: {
        countryDialingCode: '66',
        mobileNum: '0812345678',
        verificationCode: (await lastSms(t.app, '+66812345678'))!.code,
        newPassword: 'FreshPass77',
        confirmNewPassword: 'FreshPass77',
      },
    });
    expect(bySms.statusCode, bySms.body).toBe(200);
    await delivered();
    expect(await betStatus(member01!.id, smsToken)).toBe('TOKEN_EXPIRED');
  });
});
