/** The public face of cashier/vendor-transfers: the only file other modules import. */
export { HttpVendorTransferClient } from './vendor-transfer-client.js';
export { VendorTransferService } from './vendor-transfer.service.js';
export { vendorTransfersModule } from './vendor-transfers.module.js';
