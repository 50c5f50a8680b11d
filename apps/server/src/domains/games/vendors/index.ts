/** The public face of games/vendors: the only file other modules import. */
export {
  windowContains,
  type TransferVendorListing,
  type TransferVendorView,
  type VendorConfig,
  type VendorDirectory,
} from './vendor-directory.js';
export { callVendor, signatureMatches, signBody, VendorCallError } from './vendor-http.js';
export { vendorsModule, type VendorsNeeds, type VendorsProvides } from './vendors.module.js';
export { VendorsService, ZSimulatorManifest, type TSimulatorManifest } from './vendors.service.js';
