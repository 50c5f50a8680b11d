import path from 'node:path';
import { startVendorSim } from './server.js';

/*
 * npm run vendor-sim (and npm start, beside the server): every simulated vendor on one port.
 * Env: VENDOR_SIM_PORT (4100), VENDOR_SIM_HOST (127.0.0.1), PLATFORM_URL (http://127.0.0.1:3000),
 * SIM_SECRET_SEED, SIM_CONTROL_TOKEN, VENDOR_SIM_PUBLIC_URL, VENDOR_SIM_CURRENCY (THB),
 * VENDOR_SIM_DATA_DIR (apps/vendor-sim/data: the transfer vendors' wallets survive a restart).
 */
const env = process.env;
const port = Number(env.VENDOR_SIM_PORT ?? 4100);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`VENDOR_SIM_PORT must be a port number, got ${env.VENDOR_SIM_PORT}`);
  process.exit(1);
}
const currency = env.VENDOR_SIM_CURRENCY ?? 'THB';
if (!/^[A-Z]{3}$/.test(currency)) {
  console.error(`VENDOR_SIM_CURRENCY must be an ISO 4217 code, got ${currency}`);
  process.exit(1);
}

const dataDir = path.resolve(
  env.VENDOR_SIM_DATA_DIR ?? path.join(import.meta.dirname, '..', 'data'),
);

const sim = await startVendorSim({
  dataDir,
  port,
  host: env.VENDOR_SIM_HOST ?? '127.0.0.1',
  platformUrl: env.PLATFORM_URL ?? 'http://127.0.0.1:3000',
  currency,
  ...(env.SIM_SECRET_SEED ? { secretSeed: env.SIM_SECRET_SEED } : {}),
  ...(env.SIM_CONTROL_TOKEN ? { controlToken: env.SIM_CONTROL_TOKEN } : {}),
  ...(env.VENDOR_SIM_PUBLIC_URL ? { publicUrl: env.VENDOR_SIM_PUBLIC_URL } : {}),
});
const games = sim.manifest.vendors.reduce((sum, v) => sum + v.gameCount, 0);
console.log(
  `[vendor-sim] ${sim.manifest.vendors.length} vendors, ${games} games at ${sim.url} (manifest: ${sim.url}/_control/manifest), transfer wallets in ${dataDir}`,
);

const stop = () => {
  void sim.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
