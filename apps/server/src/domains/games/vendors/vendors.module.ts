import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import { defineModule, type Core } from '../../../platform/module.js';
import type { SecretBox } from '../../../platform/secret-box.js';
import type { ImageStore } from '../art/index.js';
import { vendorsRoutes } from './vendors.routes.js';
import { VendorsService } from './vendors.service.js';

export interface VendorsNeeds extends Pick<Core, 'config' | 'db' | 'clock'> {
  secretBox: SecretBox;
  adminAuth: OperatorAuthenticator;
  images: ImageStore;
}

export interface VendorsProvides {
  /**
   * The game vendors: `get`/`list` (opened configs, cached a few seconds), the transfer
   * directory for cashier/vendor-transfers, and the back office's edits.
   */
  vendors: VendorsService;
}

/** Game vendors (the spec's vassalage): configuration, sealed secrets, back office. */
export const vendorsModule = defineModule<VendorsNeeds, VendorsProvides>({
  name: 'game-vendors',
  services: ({ config, db, clock, secretBox }) => ({
    vendors: new VendorsService(db, secretBox, clock, { operatorCode: config.OPERATOR_CODE }),
  }),
  routes: (deps) => [vendorsRoutes(deps)],
});
