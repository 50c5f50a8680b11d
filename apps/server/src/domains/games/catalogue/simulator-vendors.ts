import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config.js';
import { ZSimulatorManifest, type VendorsService } from '../vendors/index.js';
import type { CatalogueSync } from './catalogue-sync.js';

/**
 * Registers the vendor simulator's vendors (`{VENDOR_SIM_URL}/_control/manifest`) and syncs
 * their catalogues. Never throws: a failure is a warning in the log.
 */
export async function registerSimulatorVendors(deps: {
  config: Pick<Config, 'VENDOR_SIM_URL'>;
  vendors: VendorsService;
  catalogueSync: CatalogueSync;
  log: FastifyBaseLogger;
}): Promise<void> {
  const base = deps.config.VENDOR_SIM_URL;
  if (!base) return;
  try {
    const response = await fetch(`${base.replace(/\/+$/, '')}/_control/manifest`, {
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`manifest: HTTP ${response.status}`);
    const manifest = ZSimulatorManifest.parse(await response.json());
    const codes = await deps.vendors.registerFromManifest(manifest);
    const results = [];
    for (const code of codes) results.push(await deps.catalogueSync.syncVendor(code));
    const failed = results.filter((r) => !r.ok);
    deps.log.info(
      { vendors: codes.length, failed: failed.map((r) => `${r.vendor}: ${r.error}`) },
      'vendor simulator registered',
    );
  } catch (err) {
    deps.log.warn({ err, url: base }, 'vendor simulator not registered; starting without it');
  }
}
