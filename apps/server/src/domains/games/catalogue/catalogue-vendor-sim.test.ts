import { ADMIN_GAMES_API, GAMES_API, type TAdminVendor, type TGame } from '@lw/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';
import { simulatorRegistration } from './index.js';

/** The catalogue against the real peer: apps/vendor-sim, registered from its manifest. */
describe('catalogue sync from the vendor simulator', () => {
  let t: TestApp;
  let sim: { url: string; manifest: { vendors: { code: string }[] }; close(): Promise<void> };

  beforeAll(async () => {
    const { startVendorSim } = await import('@lw/vendor-sim');
    sim = (await startVendorSim({ platformUrl: 'http://127.0.0.1:1', port: 0 })) as typeof sim;
    t = await createTestApp({ VENDOR_SIM_URL: sim.url });
    await simulatorRegistration(t.app.services.catalogue);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await sim?.close();
  });

  it("registers every manifest vendor and syncs each one's catalogue", async () => {
    const headers = await adminHeaders(t.app);
    const res = await t.app.inject({ url: ADMIN_GAMES_API.vendors, headers });
    const vendors = res.json<{ items: TAdminVendor[] }>().items;
    expect(vendors.map((v) => v.code).sort()).toEqual(
      sim.manifest.vendors.map((v) => v.code).sort(),
    );
    for (const vendor of vendors) {
      expect(vendor.lastSyncResult, vendor.code).toMatchObject({ ok: true });
      expect(vendor.listedCount, vendor.code).toBeGreaterThan(0);
    }
    const again = await t.app.inject({
      method: 'POST',
      url: ADMIN_GAMES_API.vendorSync(vendors[0]!.code),
      headers,
    });
    expect(again.json()).toMatchObject({ ok: true, added: 0, updated: 0, removed: 0 });
    const list = await t.app.inject({ url: `${GAMES_API.list}?pageSize=12&language=en` });
    const body = list.json<{ games: TGame[]; totalPages: number }>();
    expect(body.games).toHaveLength(12);
    expect(body.totalPages).toBeGreaterThan(1);
  });
});
