/** The public face of cashier/adjustments: the only file other modules import. */
export { adjustmentsModule } from './adjustments.module.js';
