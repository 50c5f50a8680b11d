/** The public face of cashier/member-wallets: the only file other modules import. */
export { memberWalletsModule } from './member-wallets.module.js';
