/** The public face of cashier/deposits: the only file other modules import. */
export { adminDepositsRoutes } from './admin-deposits.routes.js';
export { scheduleDepositExpiry } from './deposit-expiry.js';
export { createDeposits, type Deposits } from './deposits.module.js';
export { depositsRoutes } from './deposits.routes.js';
export { gatewayCallbackRoutes } from './gateway-callback.routes.js';
