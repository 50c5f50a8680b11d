/** The public face of cashier/member-wallets: the only file other modules import. */
export { memberWalletsRoutes } from './member-wallets.routes.js';
