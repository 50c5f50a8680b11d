import crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { transitVendorCode } from '../wallet/wallet-accounts.js';
import { createAccount, fund, mainBalance, signIn } from '../wallet/wallet-test-kit.js';
import { staticTransferVendors } from './transfer-vendors.js';
import { HttpVendorTransferClient } from './vendor-transfer-client.js';
import { VendorTransferService } from './vendor-transfer.service.js';
import { startVendorStub, type VendorStub } from './vendor-stub.js';

const FAR_FUTURE = new Date(Date.now() + 24 * 3_600_000);

/**
 * Transfer mode against a real HTTP vendor (the stub speaks the protocol): money is held first,
 * settled only on a confirmed answer, refunded only on a confirmed failure, and an unknown
 * result stays held until the reconciliation job learns the outcome with the same transferId.
 */
describe('vendor wallet transfers', () => {
  let t: TestApp;
  let stub: VendorStub;
  let service: VendorTransferService;
  let player: { id: number; type: number; username: string };

  beforeAll(async () => {
    t = await createTestApp();
    stub = await startVendorStub();
    service = new VendorTransferService(
      t.app.services.db,
      t.app.services.ledger,
      t.app.services.settings,
      t.app.services.walletBalances,
      staticTransferVendors([
        {
          code: 'TV',
          name: 'Test Vendor',
          baseUrl: stub.url,
          secret: stub.secret,
          operatorCode: 'LW',
        },
      ]),
      // Short timeout: a hanging vendor is an unknown result within the test's patience. Not
      // shorter: on PGlite (in this process) a busy machine held the stub's answers past 300 ms.
      // Below the stub's 2 s of 'process-then-hang'.
      new HttpVendorTransferClient(1_200),
    );
  });
  afterAll(async () => {
    await stub.close();
    await t.close();
  });
  beforeEach(async () => {
    stub.mode = 'ok';
    stub.statusDown = false;
    const username = `vt${crypto.randomBytes(4).toString('hex')}`;
    const row = await createAccount(t.app, { username });
    player = { id: row.id, type: 0, username };
    await fund(t.app, player.id, 100_00);
  });

  const wallets = async () => {
    const ledger = t.app.services.ledger;
    const [vendor, transit] = await Promise.all([
      ledger.walletOf(player.id, 'vendor', 'THB', 'TV'),
      ledger.walletOf(player.id, 'vendor', 'THB', transitVendorCode('TV')),
    ]);
    return {
      main: await mainBalance(t.app, player.id),
      vendor: await ledger.balanceOf(vendor.id),
      transit: await ledger.balanceOf(transit.id),
    };
  };
  const transfer = (direction: 'in' | 'out', amount: number, requestId = crypto.randomUUID()) =>
    service.transfer(player, { vendor: 'TV', direction, amount, requestId });

  it('moves money in and out on a confirmed answer', async () => {
    const moved = await transfer('in', 40_00);
    expect(moved).toMatchObject({ status: 'succeeded', direction: 'in', amount: 40_00 });
    expect(await wallets()).toEqual({ main: 60_00, vendor: 40_00, transit: 0 });
    expect(stub.wallets.get(player.username)).toBe(40_00);
    const merchant = await service.merchantWallet(player);
    expect(merchant).toMatchObject({
      isSingle: false,
      main: 60_00,
      vendors: [{ vendor: 'TV', name: 'Test Vendor', balance: 40_00, pending: 0 }],
    });
    const back = await service.allToMain(player, crypto.randomUUID());
    expect(back.transfers).toMatchObject([
      { direction: 'out', amount: 40_00, status: 'succeeded' },
    ]);
    expect(await wallets()).toEqual({ main: 100_00, vendor: 0, transit: 0 });
  });

  it('calls the vendor once for a doubled submit with one requestId', async () => {
    const requestId = crypto.randomUUID();
    const [a, b] = await Promise.all([
      transfer('in', 10_00, requestId),
      transfer('in', 10_00, requestId),
    ]);
    expect(a.transferId).toBe(b.transferId);
    expect(stub.calls.filter((c) => c.transferId === a.transferId)).toHaveLength(1);
    expect((await wallets()).main).toBe(90_00);
    await expect(transfer('in', 11_00, requestId)).rejects.toMatchObject({
      code: 'IDEMPOTENCY_CONFLICT',
    });
  });

  it('keeps a timed-out transfer pending, then the job settles it from /transfer/status', async () => {
    stub.mode = 'process-then-hang';
    const pending = await transfer('in', 30_00);
    expect(pending.status).toBe('pending');
    // Held, not lost and not yet at the vendor in our books.
    expect(await wallets()).toEqual({ main: 70_00, vendor: 0, transit: 30_00 });
    expect((await service.merchantWallet(player)).vendors[0]).toMatchObject({ pending: 30_00 });
    const report = await service.reconcileOnce({ asOf: FAR_FUTURE });
    expect(report).toMatchObject({ succeeded: 1, stillPending: 0 });
    expect(await wallets()).toEqual({ main: 70_00, vendor: 30_00, transit: 0 });
    // The vendor saw one transfer: the status question did not create another.
    expect(stub.calls.filter((c) => c.transferId === pending.transferId)).toHaveLength(1);
  });

  it('refunds only on a confirmed failure', async () => {
    stub.mode = 'refuse';
    const failed = await transfer('in', 25_00);
    expect(failed.status).toBe('failed');
    expect(await wallets()).toEqual({ main: 100_00, vendor: 0, transit: 0 });
    const records = await t.app.inject({
      url: '/api/wallet/records',
      headers: await signIn(t.app, player.username),
    });
    expect(
      records.json().items.map((i: { reason: string; amount: number }) => [i.reason, i.amount]),
    ).toEqual([
      ['vendor_transfer_refund', 25_00],
      ['vendor_transfer_in', -25_00],
      ['adjustment', 100_00],
    ]);
  });

  it('never refunds an unknown result; retries with the same transferId once the vendor is back', async () => {
    stub.mode = 'hang';
    stub.statusDown = true;
    const pending = await transfer('in', 20_00);
    expect(pending.status).toBe('pending');
    for (const mode of ['http-500', 'hang'] as const) {
      stub.mode = mode;
      const report = await service.reconcileOnce({ asOf: FAR_FUTURE });
      expect(report).toMatchObject({ claimed: 1, stillPending: 1, failed: 0 });
      expect(await wallets()).toEqual({ main: 80_00, vendor: 0, transit: 20_00 });
    }
    // Status works again and says "never seen": the job sends the same transfer again.
    stub.statusDown = false;
    stub.mode = 'ok';
    expect(await service.reconcileOnce({ asOf: FAR_FUTURE })).toMatchObject({ succeeded: 1 });
    expect(await wallets()).toEqual({ main: 80_00, vendor: 20_00, transit: 0 });
    const ids = new Set(
      stub.calls.filter((c) => c.path === '/transfer/in').map((c) => c.transferId),
    );
    expect(ids.has(pending.transferId)).toBe(true);
    expect(stub.transfers.get(pending.transferId)).toBe('done');
    expect(stub.wallets.get(player.username)).toBe(20_00);
  });

  it('refuses more than the wallet holds, without calling the vendor', async () => {
    const calls = stub.calls.length;
    await expect(transfer('in', 100_01)).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    await expect(transfer('out', 1)).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(stub.calls.length).toBe(calls);
  });

  it('keeps every ledger invariant', async () => {
    expect((await t.app.services.ledger.verify()).ok).toBe(true);
  });
});
