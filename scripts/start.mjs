// `npm start`: install what is missing, build what changed, start the vendor simulator, then run
// the server, which applies migrations, seeds demo data on first run, registers the simulator's
// vendors (VENDOR_SIM_URL) and serves the player site, back office and API.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root, startVendorSim } from './lib.mjs';

ensureInstalled();
ensureBuilt();

const env = { NODE_ENV: 'production', ...process.env };
const sim = await startVendorSim({ platformUrl: `http://127.0.0.1:${env.PORT ?? '3000'}` });
if (sim && !env.VENDOR_SIM_URL) env.VENDOR_SIM_URL = sim.url;

const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => {
  sim?.stop();
  process.exit(code ?? (signal ? 1 : 0));
});
