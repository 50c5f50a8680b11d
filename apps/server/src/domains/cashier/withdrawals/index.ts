/** The public face of cashier/withdrawals: the only file other modules import. */
export { WithdrawalOperationsService } from './withdrawal-operations.service.js';
export { WithdrawalsService } from './withdrawals.service.js';
export { withdrawalsModule } from './withdrawals.module.js';
