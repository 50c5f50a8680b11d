import { afterEach, describe, expect, it } from 'vitest';
import { CONFORMANCE_RULES, runWalletConformance } from '../src/conformance.js';
import { startReferenceWallet, type Mutation, type ReferenceWallet } from './reference-wallet.js';

const vendor = { code: 'PG', secret: 'conformance-secret-0123456789', currency: 'THB' };
const GAME = 'PG_S0001';
let wallet: ReferenceWallet | undefined;
afterEach(async () => {
  await wallet?.close();
  wallet = undefined;
});

async function run(mutations: Mutation[] = [], only?: string[]) {
  wallet = await startReferenceWallet({
    vendors: { PG: { secret: vendor.secret, currency: vendor.currency, games: [GAME] } },
    mutations,
  });
  const w = wallet;
  return runWalletConformance({
    platformUrl: w.url,
    vendor,
    gameCode: GAME,
    newPlayer: async () => w.createPlayer(100_000),
    expireToken: async (player) => w.expireToken(player.token),
    ...(only ? { only } : {}),
  });
}

describe('wallet conformance suite', () => {
  it('passes every rule on a correct wallet', async () => {
    const results = await run();
    expect(results.filter((r) => !r.passed)).toEqual([]);
    expect(results.map((r) => r.rule)).toEqual(CONFORMANCE_RULES);
    expect(results.length).toBeGreaterThanOrEqual(25);
  });

  it('passes without the expireToken hook too', async () => {
    wallet = await startReferenceWallet({
      vendors: { PG: { secret: vendor.secret, currency: vendor.currency, games: [GAME] } },
    });
    const w = wallet;
    const results = await runWalletConformance({
      platformUrl: w.url,
      vendor,
      gameCode: GAME,
      newPlayer: async () => w.createPlayer(100_000),
      only: ['token.bet-only'],
    });
    expect(results).toEqual([expect.objectContaining({ rule: 'token.bet-only', passed: true })]);
  });

  // Each deliberate bug must make the rules that guard against it fail.
  const mutants: [Mutation, string[]][] = [
    ['no-signature-check', ['signature.missing', 'signature.wrong', 'signature.tampered-body']],
    [
      'no-idempotency',
      ['idempotency.bet', 'idempotency.concurrent-replays', 'idempotency.rollback'],
    ],
    ['replay-fresh-answer', ['idempotency.bet', 'idempotency.win', 'idempotency.bet-win']],
    ['no-tombstone', ['rollback.before-bet']],
    ['race', ['funds.overspend-race', 'idempotency.concurrent-replays']],
    ['token-on-win', ['token.bet-only']],
    ['ignore-round-closed', ['round.closed']],
    ['win-without-bet', ['win.needs-bet']],
    ['insufficient-without-balance', ['funds.insufficient']],
    ['ignore-mismatch', ['idempotency.mismatch']],
  ];
  for (const [mutation, rules] of mutants) {
    it(`fails on a wallet with the bug "${mutation}"`, async () => {
      const results = await run([mutation], rules);
      for (const rule of rules) {
        const result = results.find((r) => r.rule === rule);
        expect(result, rule).toMatchObject({ passed: false });
      }
    });
  }

  it('reports an unreachable platform as failures, not a crash', async () => {
    const results = await runWalletConformance({
      platformUrl: 'http://127.0.0.1:9',
      vendor,
      gameCode: GAME,
      newPlayer: async () => ({ playerId: 'p1', token: 't1', balance: 100_000 }),
      only: ['session', 'bet'],
      timeoutMs: 1000,
    });
    expect(results).toHaveLength(2);
    expect(results.every((r) => !r.passed && r.detail.includes('no answer'))).toBe(true);
  });
});
