/** The public face of cashier/deposits: the only file other modules import. */
export { type Deposits } from './deposit-services.js';
export { depositsModule } from './deposits.module.js';
