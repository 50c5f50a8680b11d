import { HOUSE_API, HOUSE_SESSION_HEADER } from '@lw/contracts';
import { FloatStream, playDice } from '@lw/games';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { queryRows } from '../../../db/client.js';
import { createAccount, fund, mainBalance } from '../../cashier/wallet/wallet-test-kit.js';
import { resumeStaleRounds } from './house-resume.js';
import { call, houseSession, requestId } from './house-test-kit.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('house rounds left half settled', () => {
  it('the resume job finishes a round whose money never moved, exactly once', async () => {
    const m = await createAccount(t.app, { username: 'hresume01' });
    await fund(t.app, m.id, 10_000);
    const s = await houseSession(t.app, { accountId: m.id, gameCode: 'dice' });
    const services = t.app.services;
    const session = await services.houseSessions.forGame(s.headers[HOUSE_SESSION_HEADER], 'dice');
    // A round drawn and stored, then the process died before its bet and win were posted.
    const bet = { direction: 'under' as const, target: 5_000 };
    const round = await services.houseRounds.create(
      session,
      {
        gameCode: 'dice',
        requestId: requestId(),
        content: ['roll', 1_000, 'under', 5_000],
        stake: 1_000,
      },
      (seed) => {
        const r = playDice(
          new FloatStream(seed.serverSeed, seed.clientSeed, seed.nonce),
          bet,
          1_000,
        );
        return {
          outcome: { kind: 'dice', ...bet, roll: r.roll, win: r.win, multiplier: 1.98 },
          payout: r.payout,
        };
      },
    );
    expect(round.status).toBe('pending');
    expect(await mainBalance(t.app, m.id)).toBe(10_000);
    const deps = { ...services, log: t.app.log };
    // Too fresh: a live request may still be settling it.
    expect(await resumeStaleRounds(deps)).toBe(0);
    t.clock.advance(2 * 60_000);
    expect(await resumeStaleRounds(deps)).toBe(1);
    expect(await resumeStaleRounds(deps)).toBe(0);
    expect(await mainBalance(t.app, m.id)).toBe(10_000 - 1_000 + round.payout);
    const [row] = await queryRows<{ status: string }>(
      services.db,
      sql`SELECT status FROM house_rounds WHERE id = ${round.id}`,
    );
    expect(row!.status).toBe('settled');
    // The player's own read shows the settled round.
    const read = await call(t.app, 'GET', HOUSE_API.round(round.roundId), s.headers);
    expect(read.body).toMatchObject({ status: 'settled', payout: round.payout });
    expect((await services.ledger.verify()).ok).toBe(true);
  });

  it('no malformed request is a 500', async () => {
    const m = await createAccount(t.app, { username: 'hresume02' });
    const s = await houseSession(t.app, { accountId: m.id, gameCode: 'mines' });
    const bodies: unknown[] = [
      null,
      'text',
      [],
      {},
      { requestId: 'a'.repeat(65), stake: 100, mines: 3 },
      { requestId: requestId(), stake: 1.5, mines: 3 },
      { requestId: requestId(), stake: '100', mines: 3 },
      { requestId: requestId(), stake: 1e300, mines: 3 },
      { requestId: requestId(), stake: 100, mines: 0 },
      { roundId: 'H1'.padEnd(40, '9'), tile: 1 },
      { roundId: 'H1', tile: 25 },
      { roundId: 'H1', tile: -1 },
      { clientSeed: '' },
      { clientSeed: 'x'.repeat(65) },
      { clientSeed: 'a:b' },
      { requestId: requestId(), stake: 100, direction: 'sideways', target: 10 },
    ];
    const routes: [string, string][] = [
      ['POST', HOUSE_API.minesStart],
      ['POST', HOUSE_API.minesReveal],
      ['POST', HOUSE_API.minesCashOut],
      ['POST', HOUSE_API.dice],
      ['POST', HOUSE_API.spin('lucky-fruits')],
      ['POST', HOUSE_API.rotate],
      ['PUT', HOUSE_API.clientSeed],
    ];
    for (const [method, url] of routes) {
      for (const body of bodies) {
        const res = await t.app.inject({
          method: method as 'POST' | 'PUT',
          url,
          headers: { ...s.headers, 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBeLessThan(500);
      }
    }
    for (const url of [
      HOUSE_API.round('H1'.padEnd(30, '9')),
      HOUSE_API.round('nope'),
      HOUSE_API.game('nope'),
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: s.headers });
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });
});
