import crypto from 'node:crypto';
import type { TVendorLaunchRequest } from '@lw/contracts';
import type { SimContext } from '../context.js';
import { pageLanguage, type Launch, type VendorRuntime } from '../runtime.js';
import { newOffer } from './offers.js';

/** Launches kept per vendor. */
export const MAX_LAUNCHES_PER_VENDOR = 20_000;

/** The starting play money of a demo launch (2,000.00). */
export const DEMO_BALANCE = 200_000;

/** Opens a launch (from the signed /launch call or the control API); the game must exist. */
export function createLaunch(
  context: SimContext,
  runtime: VendorRuntime,
  request: TVendorLaunchRequest,
): Launch | null {
  const game = runtime.vendor.gameByCode.get(request.gameCode);
  if (!game) return null;
  const launch: Launch = {
    launchId: crypto.randomBytes(12).toString('hex'),
    vendorCode: runtime.vendor.code,
    playerId: request.playerId,
    token: request.token,
    game,
    language: pageLanguage(request.language),
    currency: request.currency,
    mode: request.mode,
    device: request.device,
    returnUrl: request.returnUrl,
    createdAt: new Date(),
    balance: null,
    wallet: null,
    demoBalance: DEMO_BALANCE,
    queue: Promise.resolve(),
  };
  ensureOffer(launch);
  runtime.launches.set(launch.launchId, launch);
  context.launches.set(launch.launchId, launch);
  // Memory stays bounded in a long run: the oldest launch links expire first.
  if (runtime.launches.size > MAX_LAUNCHES_PER_VENDOR) {
    const oldest = runtime.launches.keys().next().value!;
    runtime.launches.delete(oldest);
    context.launches.delete(oldest);
  }
  return launch;
}

/** Sports and esports launches always have a match on offer. */
export function ensureOffer(launch: Launch): void {
  const type = launch.game.gameType;
  if ((type === 'SPORTS' || type === 'ESPORTS') && !launch.offer) {
    launch.offer = newOffer(type, launch.game.gameClassify, Math.random);
  }
}
