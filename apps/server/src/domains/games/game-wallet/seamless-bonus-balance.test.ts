import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';
import {
  grantOf,
  testTerms,
  walletBalance,
} from '../../cashier/bonus-wallet/bonus-wallet-test-kit.js';
import { createAccount, fund } from '../../cashier/wallet/wallet-test-kit.js';
import {
  createVendor,
  startFakeVendor,
  syncVendor,
  vendorGame,
  type FakeVendor,
} from '../catalogue/catalogue-test-kit.js';
import { createGameSession, walletCall } from './game-wallet-test-kit.js';

const SECRET = 'bonus-balance-secret-123';
const VENDOR = 'BBAL';

/**
 * Issue 26: a seamless vendor's game shows what the player can stake there. A bet on one of the
 * active bonus's products draws on the bonus wallet too (the wager core), so the balance the
 * wallet API answers (session, balance, bet and win, an INSUFFICIENT_FUNDS refusal) is the main
 * wallet plus the bonus there, and the main wallet alone on a game outside the products.
 */
describe('seamless wallet: the balance a vendor shows includes a usable bonus', () => {
  let t: TestApp;
  let fake: FakeVendor;
  const vendor = { code: VENDOR, secret: SECRET };

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await adminHeaders(t.app);
    fake = await startFakeVendor(SECRET, [
      vendorGame('slot1'),
      vendorGame('live1', { gameType: 'LIVE', gameClassify: 'BACCARAT' }),
    ]);
    await createVendor(t.app, admin, { code: VENDOR, url: fake.url, secret: SECRET });
    expect(await syncVendor(t.app, admin, VENDOR)).toMatchObject({ ok: true });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('answers main plus bonus on the bonus products, main alone elsewhere', async () => {
    const { id } = await createAccount(t.app, {
      username: `bbal${crypto.randomBytes(3).toString('hex')}`,
    });
    await fund(t.app, id, 100);
    await t.app.services.bonusWallet.grant(
      undefined,
      grantOf(id, 1_000, { terms: testTerms({ products: ['RNG'] }) }),
    );
    const slot = await createGameSession(t.app, {
      accountId: id,
      vendor: VENDOR,
      gameCode: 'slot1',
    });
    const session = await walletCall(t.app, vendor, 'session', { token: slot.token });
    expect(session.body).toMatchObject({ status: 'OK', balance: 1_100 });
    const balance = await walletCall(t.app, vendor, 'balance', { playerId: slot.playerId });
    expect(balance.body).toMatchObject({ status: 'OK', balance: 1_100 });

    const bet = (transactionId: string, amount: number) =>
      walletCall(t.app, vendor, 'bet', {
        transactionId,
        roundId: `r-${transactionId}`,
        playerId: slot.playerId,
        token: slot.token,
        gameCode: 'slot1',
        amount,
        currency: 'THB',
        roundEnded: false,
      });
    // 600 is more than the main wallet: 100 from it, 500 from the bonus (real first).
    expect((await bet('bb1', 600)).body).toMatchObject({ status: 'OK', balance: 500 });
    expect(await walletBalance(t, id, 'main')).toBe(0);
    expect(await walletBalance(t, id, 'bonus')).toBe(500);
    // More than what is left: refused with what can still be staked.
    expect((await bet('bb2', 600)).body).toMatchObject({
      status: 'INSUFFICIENT_FUNDS',
      balance: 500,
    });
    const win = await walletCall(t.app, vendor, 'win', {
      transactionId: 'bb1w',
      roundId: 'r-bb1',
      playerId: slot.playerId,
      gameCode: 'slot1',
      amount: 300,
      currency: 'THB',
      roundEnded: true,
    });
    // floor(300 × 500 / 600) = 250 back to the bonus, 50 real.
    expect(win.body).toMatchObject({ status: 'OK', balance: 800 });

    // Launched on a live game (not a bonus product): the main wallet only.
    const live = await createGameSession(t.app, {
      accountId: id,
      vendor: VENDOR,
      gameCode: 'live1',
    });
    expect((await walletCall(t.app, vendor, 'session', { token: live.token })).body).toMatchObject({
      status: 'OK',
      balance: 50,
    });
    expect(
      (await walletCall(t.app, vendor, 'balance', { playerId: live.playerId })).body,
    ).toMatchObject({ status: 'OK', balance: 50 });
  });
});
