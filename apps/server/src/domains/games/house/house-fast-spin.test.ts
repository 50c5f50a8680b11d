import { HOUSE_API, type THouseRotateResponse, type THouseRound } from '@lw/contracts';
import { FloatStream, playDice } from '@lw/games';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../app.js';
import { loadConfig } from '../../../config.js';
import { queryRows } from '../../../db/client.js';
import { TestClock } from '../../../platform/clock.js';
import { hashToken } from '../../../platform/tokens.js';
import { testClockStart } from '../../../../test/test-app.js';
import { createTestDatabase } from '../../../../test/test-database.js';
import { createAccount, fund } from '../../cashier/wallet/wallet-test-kit.js';
import { call, houseSession, requestId } from './house-test-kit.js';

/*
 * The fast spin (issue 23: two round trips) draws from a copy of the seed pair and of the launch
 * session kept in each process. Two app instances over one database stand for two server
 * processes, each with its own copies: the provably-fair nonce never repeats or skips, a
 * rotation or an ended session elsewhere is noticed, a replay answers the first round.
 */

let apps: App[] = [];
let drop: () => Promise<void> = async () => {};

beforeAll(async () => {
  const database = await createTestDatabase({ seeded: true });
  drop = database.drop;
  const clock = new TestClock(testClockStart());
  for (let i = 0; i < 2; i++) {
    const config = loadConfig({
      NODE_ENV: 'test',
      SERVE_STATIC: 'false',
      LOG_LEVEL: 'silent',
      HOUSE_CATALOGUE: 'on',
      SETTINGS_CACHE_MS: '0',
    });
    const app = await buildApp({ config, database: database.handle, clock });
    await app.ready();
    apps.push(app);
  }
});
afterAll(async () => {
  for (const app of apps) await app.close();
  apps = [];
  await drop();
});

const roll = (app: App, headers: Record<string, string>, id = requestId(), stake = 100) =>
  call<THouseRound>(app, 'POST', HOUSE_API.dice, headers, {
    requestId: id,
    stake,
    direction: 'under',
    target: 5_000,
  });

async function player(username: string) {
  const [a] = apps;
  const account = await createAccount(a!, { username });
  await fund(a!, account.id, 10_000_000);
  const session = await houseSession(a!, { accountId: account.id, gameCode: 'dice' });
  return { account, headers: session.headers, token: session.token };
}

describe('fast house spins across two processes', () => {
  it('100 parallel rolls of one player, half on each process: nonces 0..99 once each, every outcome verifiable, the money exact', async () => {
    const { account, headers } = await player('fast01');
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => roll(apps[i % 2]!, headers, requestId(), 100 + i)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(100).fill(200));
    const nonces = answers.map((a) => a.body.fairness.nonce).sort((x, y) => x - y);
    expect(nonces).toEqual(Array.from({ length: 100 }, (_, i) => i));
    const [seed] = await queryRows<{ nonce: number; rounds: number }>(
      apps[0]!.services.db,
      sql`SELECT s.nonce, (SELECT count(*)::int FROM house_rounds r WHERE r.seed_id = s.id) AS rounds
            FROM house_seeds s WHERE s.account_id = ${account.id} AND s.active`,
    );
    expect(seed).toEqual({ nonce: 100, rounds: 100 });
    // Reveal the pair: each stored roll is the one its seeds and nonce give.
    const rotated = await call<THouseRotateResponse>(apps[1]!, 'POST', HOUSE_API.rotate, headers, {
      clientSeed: 'next-browser-seed',
    });
    expect(rotated.status).toBe(200);
    for (const a of answers) {
      const r = playDice(
        new FloatStream(
          rotated.body.revealed.serverSeed,
          a.body.fairness.clientSeed,
          a.body.fairness.nonce,
        ),
        { direction: 'under', target: 5_000 },
        a.body.stake,
      );
      expect(a.body.outcome).toMatchObject({ kind: 'dice', roll: r.roll });
      expect(a.body.payout).toBe(r.payout);
    }
    const moved = answers.reduce((sum, a) => sum + a.body.payout - a.body.stake, 0);
    const balance = await apps[0]!.services.ledger.balanceOf(
      (await apps[0]!.services.ledger.walletOf(account.id, 'main', 'THB')).id,
    );
    expect(balance).toBe(10_000_000 + moved);
  });

  it("a rotation on the other process is noticed: the next roll draws from the new pair's nonce 0", async () => {
    const { headers } = await player('fast02');
    const first = await roll(apps[0]!, headers); // process 0 now holds a copy of the pair
    expect(first.status).toBe(200);
    const rotated = await call<THouseRotateResponse>(apps[1]!, 'POST', HOUSE_API.rotate, headers, {
      clientSeed: 'rotated-elsewhere',
    });
    expect(rotated.status).toBe(200);
    const next = await roll(apps[0]!, headers);
    expect(next.status).toBe(200);
    expect(next.body.fairness).toMatchObject({
      serverSeedHash: rotated.body.next.serverSeedHash,
      clientSeed: 'rotated-elsewhere',
      nonce: 0,
    });
    // A client seed changed on the other process is noticed the same way.
    const changed = await call(apps[1]!, 'PUT', HOUSE_API.clientSeed, headers, {
      clientSeed: 'changed-elsewhere',
    });
    expect(changed.status).toBe(200);
    const after = await roll(apps[0]!, headers);
    expect(after.body.fairness).toMatchObject({ clientSeed: 'changed-elsewhere', nonce: 1 });
  });

  it('an ended launch session or a disabled account stops the cached copy at once', async () => {
    const { account, headers, token } = await player('fast03');
    expect((await roll(apps[0]!, headers)).status).toBe(200);
    await apps[1]!.services.db.execute(
      sql`UPDATE accounts SET status = 'disabled' WHERE id = ${account.id}`,
    );
    const disabled = await roll(apps[0]!, headers);
    expect(disabled.status).toBeGreaterThanOrEqual(400);
    expect((disabled.body as unknown as { error: { code: string } }).error.code).toBe(
      'ACCOUNT_DISABLED',
    );
    await apps[1]!.services.db.execute(
      sql`UPDATE accounts SET status = 'active' WHERE id = ${account.id}`,
    );
    expect((await roll(apps[0]!, headers)).status).toBe(200);
    await apps[1]!.services.db.execute(
      sql`UPDATE game_sessions SET revoked_at = now()
           WHERE token_hash = ${hashToken(token)}`,
    );
    const revoked = await roll(apps[0]!, headers);
    expect(revoked.status).toBe(401);
    const [rounds] = await queryRows<{ n: number }>(
      apps[0]!.services.db,
      sql`SELECT count(*)::int AS n FROM house_rounds WHERE account_id = ${account.id}`,
    );
    expect(rounds!.n).toBe(2);
  });

  it('a request id replayed on both processes at once answers one round, settled once', async () => {
    const { account, headers } = await player('fast04');
    const id = requestId();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => roll(apps[i % 2]!, headers, id)),
    );
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.body.roundId)).size).toBe(1);
    const [rounds] = await queryRows<{ n: number }>(
      apps[0]!.services.db,
      sql`SELECT count(*)::int AS n FROM house_rounds WHERE account_id = ${account.id}`,
    );
    expect(rounds!.n).toBe(1);
    // The next roll takes the next nonce: the replays left no gap.
    expect((await roll(apps[1]!, headers)).body.fairness.nonce).toBe(
      answers[0]!.body.fairness.nonce + 1,
    );
  });
});
