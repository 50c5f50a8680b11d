import { VENDOR_HEADERS } from '@lw/contracts';
import { buildCatalogue, type VendorOverride } from '../src/catalogue/index.js';
import { startVendorSim, type VendorSim, type VendorSimOptions } from '../src/server.js';
import { signBody } from '../src/signing.js';
import { startReferenceWallet, type ReferenceWallet } from './reference-wallet.js';

/** A signed vendor-API call as the platform makes it. */
export async function vendorCall(
  baseUrl: string,
  secret: string,
  path: string,
  body: unknown,
  options: { signature?: string | null; operator?: string | null; signal?: AbortSignal } = {},
): Promise<{ httpStatus: number; answer: Record<string, unknown> & { status: string } }> {
  const raw = JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.operator !== null) headers[VENDOR_HEADERS.operator] = options.operator ?? 'LW';
  if (options.signature !== null)
    headers[VENDOR_HEADERS.signature] = options.signature ?? signBody(secret, raw);
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers,
    body: raw,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return { httpStatus: response.status, answer: (await response.json()) as never };
}

/** The simulator in front of a reference wallet that knows the vendors' games. */
export async function startPair(
  only: string[],
  overrides: Record<string, VendorOverride> = {},
  simOptions: Partial<VendorSimOptions> = {},
): Promise<{ sim: VendorSim; wallet: ReferenceWallet; close(): Promise<void> }> {
  const catalogue = buildCatalogue({ only, overrides });
  const wallet = await startReferenceWallet({
    vendors: Object.fromEntries(
      catalogue.map((v) => [
        v.code,
        { secret: v.secret, currency: v.currency, games: v.games.map((g) => g.gameCode) },
      ]),
    ),
  });
  const sim = await startVendorSim({
    platformUrl: wallet.url,
    vendors: { only, overrides },
    retryDelaysMs: [10, 20],
    walletTimeoutMs: 1000,
    log: () => {},
    ...simOptions,
  });
  return {
    sim,
    wallet,
    close: async () => {
      await sim.close();
      await wallet.close();
    },
  };
}

export function vendorOf(sim: VendorSim, code: string) {
  const vendor = sim.manifest.vendors.find((v) => v.code === code);
  if (!vendor) throw new Error(`no vendor ${code}`);
  return vendor;
}

export const launchBody = (
  playerId: string,
  token: string,
  gameCode: string,
  extra: object = {},
) => ({
  playerId,
  token,
  gameCode,
  language: 'th',
  currency: 'THB',
  mode: 'real',
  device: 'mobile',
  returnUrl: 'http://127.0.0.1:3000/rng',
  ...extra,
});
