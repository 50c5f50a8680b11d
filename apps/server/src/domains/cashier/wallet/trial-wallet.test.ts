import { WALLET_API } from '@lw/contracts';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { grantTrialPlayMoney } from './trial-play-money.js';

/** Trial accounts: play money at creation, shown as their balance, never transferable. */
describe('trial play money', () => {
  let t: TestApp;
  let headers: { authorization: string };
  let accountId: number;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    const key = (await t.app.inject({ url: '/api/auth/trial-key' })).json();
    const encrypted = crypto
      .publicEncrypt(
        {
          key: crypto.createPublicKey({
            key: Buffer.from(key.publicKey, 'base64'),
            format: 'der',
            type: 'spki',
          }),
          padding: crypto.constants.RSA_PKCS1_OAEP_PADDING,
          oaepHash: 'sha256',
        },
        Buffer.from(crypto.randomBytes(24).toString('base64url')),
      )
      .toString('base64');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/trial',
      headers: { 'x-forwarded-for': '192.0.2.44', 'user-agent': 'vitest' },
      payload: { os: 'Windows', platform: 'W', keyId: key.keyId, encrypted, gatewayVersion: 3 },
    });
    expect(res.statusCode).toBe(200);
    headers = { authorization: `Bearer ${res.json().token}` };
    accountId = (await t.app.services.accounts.findByUsername(res.json().member.account))!.id;
  });
  afterAll(() => t.close());

  it('credits the configured play money once, as PLAY, shown in the header', async () => {
    const { trialPlayMoney } = await t.app.services.settings.get('accountPolicy');
    expect(trialPlayMoney).toBeGreaterThan(0);
    expect((await t.app.inject({ url: WALLET_API.balance, headers })).json()).toEqual({
      wallet: 'play',
      currency: 'PLAY',
      balance: trialPlayMoney,
      bonus: 0,
      total: trialPlayMoney,
    });
    const state = await t.app.inject({ url: '/api/members/me/public-state', headers });
    expect(state.json().balance).toBe(trialPlayMoney);
    expect((await t.app.inject({ url: WALLET_API.merchantWallet, headers })).json()).toMatchObject({
      isSingle: true,
      vendors: [],
    });
    // A repeated grant (a retry after a crash) credits nothing more.
    await grantTrialPlayMoney(t.app.services.ledger, accountId, trialPlayMoney);
    expect((await t.app.inject({ url: WALLET_API.balance, headers })).json().balance).toBe(
      trialPlayMoney,
    );
  });

  it('can never transfer, and can never hold real money', async () => {
    const body = { amount: 100_00, paymentPassword: 'whatever1', requestId: crypto.randomUUID() };
    for (const [url, payload] of [
      [WALLET_API.uplineTransfers, body],
      [
        WALLET_API.vendorTransfers,
        { vendor: 'PG', direction: 'in', amount: 100, requestId: body.requestId },
      ],
      [WALLET_API.downlineTransfers, { ...body, downlineUsername: 'x', direction: 'down' }],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url, headers, payload });
      expect(res.json().error.code, url).toBe('TRIAL_NOT_ALLOWED');
    }
    await expect(t.app.services.ledger.walletOf(accountId, 'main', 'THB')).rejects.toMatchObject({
      code: 'TRIAL_NOT_ALLOWED',
    });
    expect((await t.app.services.ledger.verify()).ok).toBe(true);
  });
});
