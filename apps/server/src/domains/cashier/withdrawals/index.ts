/** The public face of cashier/withdrawals: the only file other modules import. */
export { adminWithdrawalsRoutes } from './admin-withdrawals.routes.js';
export { scheduleAutoReceipt } from './auto-receipt-job.js';
export { WithdrawalOperationsService } from './withdrawal-operations.service.js';
export { withdrawalsRoutes } from './withdrawals.routes.js';
export { WithdrawalsService } from './withdrawals.service.js';
