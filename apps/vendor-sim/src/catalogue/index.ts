import crypto from 'node:crypto';
import type { TVendorWalletMode } from '@lw/contracts';
import { generateGames, type SimGame } from './games.js';
import { VENDOR_DEFINITIONS, gameTypesOf, type TGameType } from './vendors.js';

export { GAME_TYPES, VENDOR_DEFINITIONS, type TGameType } from './vendors.js';
export type { SimGame } from './games.js';

/** The seed used when SIM_SECRET_SEED is unset: fine for local runs, never for a shared host. */
export const DEFAULT_SECRET_SEED = 'luckyway-vendor-sim-local-seed';

/** A vendor as the simulator runs it: definition, settings, secret and its games. */
export interface SimVendor {
  code: string;
  name: string;
  mode: TVendorWalletMode;
  currency: string;
  gameTypes: TGameType[];
  secret: string;
  games: readonly SimGame[];
  gameByCode: ReadonlyMap<string, SimGame>;
}

/** Per-vendor changes to the fixed table (tests switch a vendor's mode, for instance). */
export interface VendorOverride {
  mode?: TVendorWalletMode;
  currency?: string;
}

export interface CatalogueOptions {
  secretSeed?: string;
  /** Currency of every vendor unless overridden (THB by default). */
  currency?: string;
  /** Only these vendor codes (default: all). */
  only?: readonly string[];
  overrides?: Readonly<Record<string, VendorOverride>>;
}

/** hex HMAC-SHA256(seed, code): each vendor's shared secret, derived so nothing is stored. */
export function vendorSecret(seed: string, code: string): string {
  return crypto.createHmac('sha256', seed).update(code).digest('hex');
}

const gamesCache = new Map<string, SimGame[]>();
function gamesOf(code: string): SimGame[] {
  let games = gamesCache.get(code);
  if (!games) {
    const definition = VENDOR_DEFINITIONS.find((d) => d.code === code)!;
    games = generateGames(definition);
    gamesCache.set(code, games);
  }
  return games;
}

/** The vendors the simulator serves, with their deterministic game lists. */
export function buildCatalogue(options: CatalogueOptions = {}): SimVendor[] {
  const seed = options.secretSeed ?? DEFAULT_SECRET_SEED;
  const only = options.only ? new Set(options.only) : null;
  if (only) {
    const unknown = [...only].filter((code) => !VENDOR_DEFINITIONS.some((d) => d.code === code));
    if (unknown.length > 0) throw new Error(`unknown vendor codes: ${unknown.join(', ')}`);
  }
  return VENDOR_DEFINITIONS.filter((d) => !only || only.has(d.code)).map((definition) => {
    const override = options.overrides?.[definition.code] ?? {};
    const games = gamesOf(definition.code);
    return {
      code: definition.code,
      name: definition.name,
      mode: override.mode ?? definition.mode,
      currency: override.currency ?? options.currency ?? 'THB',
      gameTypes: gameTypesOf(definition),
      secret: vendorSecret(seed, definition.code),
      games,
      gameByCode: new Map(games.map((g) => [g.gameCode, g])),
    };
  });
}
