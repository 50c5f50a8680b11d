export { startVendorSim } from './server.js';
export type { VendorSim, VendorSimOptions } from './server.js';
export { runWalletConformance } from './conformance.js';
export type { ConformanceOptions, ConformanceResult } from './conformance.js';
export {
  buildCatalogue,
  vendorSecret,
  DEFAULT_SECRET_SEED,
  GAME_TYPES,
} from './catalogue/index.js';
export type { SimGame, SimVendor, TGameType, VendorOverride } from './catalogue/index.js';
export { signBody, signatureMatches } from './signing.js';
export { CONTROL_TOKEN_HEADER } from './control.js';
export type { ControlOperations, ControlRoundInput } from './control.js';
export type { ChaosInput, ChaosSettings } from './chaos.js';
export type { RoundResult } from './play/rounds.js';
export type { WalletCallRecord, CallFilter } from './wallet-client/call-log.js';
