import { ADMIN_GAMES_API, type TAdminVendor } from '@lw/contracts';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';
import { operatorHeaders } from '../../cashier/deposits/deposits-test-kit.js';
import { simulatorRegistration } from '../catalogue/index.js';
import {
  auditTrail,
  startFakeVendor,
  vendorGame,
  type FakeVendor,
} from '../catalogue/catalogue-test-kit.js';

let t: TestApp;
let admin: Record<string, string>;

const input = {
  code: 'PGV',
  name: 'Pocket Games',
  walletMode: 'transfer',
  baseUrl: 'https://vendor.example/api',
  secret: 'shared-secret-0001',
  currency: 'THB',
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminHeaders(t.app);
});
afterAll(() => t.close());

describe('vendors in the back office', () => {
  it('needs an operator with games.read / games.manage', async () => {
    expect((await t.app.inject({ url: ADMIN_GAMES_API.vendors })).statusCode).toBe(401);
    const finance = await operatorHeaders(t, 'finance');
    expect(
      (await t.app.inject({ url: ADMIN_GAMES_API.vendors, headers: finance })).statusCode,
    ).toBe(403);
    const content = await operatorHeaders(t, 'content');
    expect(
      (await t.app.inject({ url: ADMIN_GAMES_API.vendors, headers: content })).statusCode,
    ).toBe(200);
  });

  it('creates a vendor, never answering its secret, audited', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: ADMIN_GAMES_API.vendors,
      headers: admin,
      payload: input,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.body).not.toContain(input.secret);
    expect(res.json()).toMatchObject({
      code: 'PGV',
      secretSet: true,
      walletMode: 'transfer',
      enabled: true,
      inMaintenance: false,
      logoUrl: '/images/vendors/PGV.svg',
      customLogo: false,
      gameCount: 0,
      lastSyncResult: null,
    });
    const list = await t.app.inject({ url: ADMIN_GAMES_API.vendors, headers: admin });
    expect(list.body).not.toContain(input.secret);
    const again = await t.app.inject({
      method: 'POST',
      url: ADMIN_GAMES_API.vendors,
      headers: admin,
      payload: input,
    });
    expect(again.statusCode).toBe(409);
    expect(await auditTrail(t.app, 'game_vendor', 'PGV')).toEqual(['game_vendor.create']);
    const [entry] = await t.app.services.db.query.auditLog.findMany({
      where: (a, { eq }) => eq(a.targetId, 'PGV'),
    });
    expect(JSON.stringify(entry)).not.toContain(input.secret);
  });

  it('the directory opens the secret for the server, caches, and sees changes at once', async () => {
    const vendors = t.app.services.vendors;
    const config = await vendors.get('PGV');
    expect(config).toMatchObject({
      code: 'PGV',
      secret: input.secret,
      walletMode: 'transfer',
      enabled: true,
    });
    expect(await vendors.get('NOPE')).toBeNull();
    expect(await vendors.asTransferDirectory().list()).toEqual([
      {
        code: 'PGV',
        name: 'Pocket Games',
        baseUrl: input.baseUrl,
        secret: input.secret,
        operatorCode: 'LUCKYWAY',
      },
    ]);
    const now = t.clock.now();
    const patch = await t.app.inject({
      method: 'PATCH',
      url: ADMIN_GAMES_API.vendor('PGV'),
      headers: admin,
      payload: {
        secret: 'replaced-secret-0002',
        maintenanceFrom: new Date(now.getTime() - 1000).toISOString(),
        maintenanceUntil: new Date(now.getTime() + 60_000).toISOString(),
      },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json<TAdminVendor>().inMaintenance).toBe(true);
    const after = await vendors.get('PGV');
    expect(after?.secret).toBe('replaced-secret-0002');
    expect(after?.inMaintenance(now)).toBe(true);
    expect(after?.inMaintenance(new Date(now.getTime() + 120_000))).toBe(false);
    expect(await auditTrail(t.app, 'game_vendor', 'PGV')).toEqual([
      'game_vendor.create',
      'game_vendor.update',
    ]);
    const disable = await t.app.inject({
      method: 'PATCH',
      url: ADMIN_GAMES_API.vendor('PGV'),
      headers: admin,
      payload: { enabled: false, maintenanceFrom: null, maintenanceUntil: null },
    });
    expect(disable.json()).toMatchObject({ enabled: false, inMaintenance: false });
    expect(await vendors.asTransferDirectory().list()).toEqual([]);
  });

  it.each([
    [{ ...input, code: 'pg' }, 'lower-case code'],
    [{ ...input, code: 'PGW', name: 'Bad\u0007name' }, 'control character'],
    [{ ...input, code: 'PGW', baseUrl: 'ftp://x.example' }, 'not http(s)'],
    [{ ...input, code: 'PGW', secret: 'short' }, 'short secret'],
    [{ ...input, code: 'PGW', sortOrder: 1e12 }, 'order out of range'],
    [{ ...input, code: 'PGW', currency: 'baht' }, 'bad currency'],
    [
      {
        ...input,
        code: 'PGW',
        maintenanceFrom: '2026-01-02T00:00:00Z',
        maintenanceUntil: '2026-01-01T00:00:00Z',
      },
      'window ends before it starts',
    ],
  ] as [Record<string, unknown>, string][])('refuses %o with 400 (%s)', async (payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: ADMIN_GAMES_API.vendors,
      headers: admin,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('updating an unknown vendor is 404', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: ADMIN_GAMES_API.vendor('NOPE'),
      headers: admin,
      payload: { name: 'x' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('uploads and removes a logo, audited', async () => {
    const webp = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.alloc(4),
      Buffer.from('WEBPVP8 '),
      Buffer.alloc(32),
    ]);
    const up = await t.app.inject({
      method: 'PUT',
      url: ADMIN_GAMES_API.vendorLogo('PGV'),
      headers: { ...admin, 'content-type': 'image/webp' },
      payload: webp,
    });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json()).toMatchObject({
      customLogo: true,
      logoUrl: expect.stringMatching(/^\/images\/uploads\/[0-9a-f]{64}\.webp$/),
    });
    const down = await t.app.inject({
      method: 'DELETE',
      url: ADMIN_GAMES_API.vendorLogo('PGV'),
      headers: admin,
    });
    expect(down.json()).toMatchObject({ customLogo: false, logoUrl: '/images/vendors/PGV.svg' });
    expect((await auditTrail(t.app, 'game_vendor', 'PGV')).slice(-2)).toEqual([
      'game_vendor.logo.upload',
      'game_vendor.logo.remove',
    ]);
  });
});

describe('simulator vendors at start-up (VENDOR_SIM_URL)', () => {
  let fake: FakeVendor;
  let manifest: http.Server;
  let manifestUrl: string;

  beforeAll(async () => {
    fake = await startFakeVendor('sim-secret-000001', [vendorGame('a'), vendorGame('b')]);
    manifest = http.createServer((req, res) => {
      if (req.url !== '/_control/manifest') return res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          vendors: [
            {
              code: 'SIMA',
              name: 'Sim A',
              mode: 'seamless',
              currency: 'THB',
              gameTypes: ['RNG'],
              baseUrl: fake.url,
              secret: 'sim-secret-000001',
            },
          ],
        }),
      );
    });
    await new Promise<void>((r) => manifest.listen(0, '127.0.0.1', r));
    manifestUrl = `http://127.0.0.1:${(manifest.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await fake.close();
    await new Promise((r) => manifest.close(r));
  });

  it('registers the manifest vendors and syncs them; operator edits other than URL and secret stay', async () => {
    const sim = await createTestApp({ VENDOR_SIM_URL: manifestUrl });
    try {
      await simulatorRegistration(sim.app.services.catalogue);
      const headers = await adminHeaders(sim.app);
      const vendors = (await sim.app.inject({ url: ADMIN_GAMES_API.vendors, headers })).json<{
        items: TAdminVendor[];
      }>().items;
      expect(vendors).toEqual([
        expect.objectContaining({
          code: 'SIMA',
          name: 'Sim A',
          gameCount: 2,
          lastSyncResult: expect.objectContaining({ ok: true, added: 2 }),
        }),
      ]);
      await sim.app.inject({
        method: 'PATCH',
        url: ADMIN_GAMES_API.vendor('SIMA'),
        headers,
        payload: { name: 'Renamed', sortOrder: 7 },
      });
      await sim.app.services.vendors.registerFromManifest({
        vendors: [
          {
            code: 'SIMA',
            name: 'Sim A',
            mode: 'seamless',
            currency: 'THB',
            baseUrl: 'http://127.0.0.1:1/x',
            secret: 'new-secret-000002',
          },
        ],
      });
      const after = await sim.app.services.vendors.get('SIMA');
      expect(after).toMatchObject({
        name: 'Renamed',
        baseUrl: 'http://127.0.0.1:1/x',
        secret: 'new-secret-000002',
      });
    } finally {
      await sim.close();
    }
  });

  it('an unreachable simulator only logs a warning', async () => {
    const sim = await createTestApp({ VENDOR_SIM_URL: 'http://127.0.0.1:1' });
    try {
      await simulatorRegistration(sim.app.services.catalogue);
      expect(await sim.app.services.vendors.list()).toEqual([]);
    } finally {
      await sim.close();
    }
  });
});
