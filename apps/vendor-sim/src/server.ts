import Fastify from 'fastify';
import type { TVendorSimManifest } from '@lw/contracts';
import { buildCatalogue, type VendorOverride } from './catalogue/index.js';
import { ChaosBoard } from './chaos.js';
import type { SimContext } from './context.js';
import { controlOperations, registerControl, type ControlOperations } from './control.js';
import { registerPlayRoutes } from './play/routes.js';
import { createRuntime, type Launch } from './runtime.js';
import { registerVendorApi } from './vendor-api/routes.js';
import { FileTransferStore } from './vendor-api/transfer-store.js';
import { CallLog } from './wallet-client/call-log.js';

export interface VendorSimOptions {
  /** Where the platform serves the wallet API, e.g. http://127.0.0.1:3000. */
  platformUrl: string;
  /** 0 (default) picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Seed of the per-vendor secrets (hex HMAC-SHA256(seed, code)). */
  secretSeed?: string;
  /** A subset of vendor codes and/or per-vendor overrides (mode, currency). */
  vendors?: { only?: readonly string[]; overrides?: Readonly<Record<string, VendorOverride>> };
  /** Currency of every vendor unless overridden (default THB). */
  currency?: string;
  /** Base of launch URLs and the manifest's base URLs (default http://<host>:<port>). */
  publicUrl?: string;
  /** When set, /_control requests must carry it in X-Control-Token. */
  controlToken?: string;
  /** A wallet call unanswered after this long has an unknown result (default 3000). */
  walletTimeoutMs?: number;
  /** Pauses before the retries of an unknown wallet result (default [100, 400]). */
  retryDelaysMs?: readonly number[];
  /** Rounds per /bets page (default 500). */
  betsPageSize?: number;
  /**
   * Folder where transfer vendors keep their players' wallets and transfer records between runs
   * (VENDOR_SIM_DATA_DIR); none: in memory, forgotten when the simulator stops.
   */
  dataDir?: string;
  log?: (line: string) => void;
}

export interface VendorSim {
  /** e.g. http://127.0.0.1:4100 */
  url: string;
  port: number;
  manifest: TVendorSimManifest;
  /** The control API, in process. */
  control: ControlOperations;
  /** Every launch so far, by id. */
  launches: ReadonlyMap<string, Launch>;
  close(): Promise<void>;
}

/** Starts the vendor simulator: every vendor's API, launch pages and the control API on one port. */
export async function startVendorSim(options: VendorSimOptions): Promise<VendorSim> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? ((line: string) => console.log(`[vendor-sim] ${line}`));
  const catalogue = buildCatalogue({
    ...(options.secretSeed ? { secretSeed: options.secretSeed } : {}),
    ...(options.currency ? { currency: options.currency } : {}),
    ...(options.vendors?.only ? { only: options.vendors.only } : {}),
    ...(options.vendors?.overrides ? { overrides: options.vendors.overrides } : {}),
  });
  const chaos = new ChaosBoard();
  const calls = new CallLog();
  const platformUrl = options.platformUrl.replace(/\/+$/, '');
  const store = options.dataDir ? new FileTransferStore(options.dataDir) : undefined;
  let baseUrl = '';
  const context: SimContext = {
    runtimes: new Map(
      catalogue.map((vendor) => [
        vendor.code,
        createRuntime(vendor, {
          platformUrl,
          chaos,
          calls,
          walletTimeoutMs: options.walletTimeoutMs ?? 3000,
          betsPageSize: options.betsPageSize ?? 500,
          ...(store ? { store } : {}),
        }),
      ]),
    ),
    chaos,
    calls,
    publicUrl: () => options.publicUrl?.replace(/\/+$/, '') ?? baseUrl,
    retryDelaysMs: options.retryDelaysMs ?? [100, 400],
    launches: new Map(),
    log,
  };

  const app = Fastify({ logger: false, forceCloseConnections: true, bodyLimit: 1024 * 1024 });
  // Signatures cover the exact raw body, so every body reaches the routes as a string.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  const control = controlOperations(context);
  registerControl(app, context, control, options.controlToken);
  registerVendorApi(app, context);
  registerPlayRoutes(app, context);

  await app.listen({ port: options.port ?? 0, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 0);
  const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  baseUrl = `http://${urlHost}:${port}`;

  return {
    url: baseUrl,
    port,
    manifest: control.manifest(),
    control,
    launches: context.launches,
    close: () => app.close(),
  };
}
