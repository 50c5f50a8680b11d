/** The public face of cashier/adjustments: the only file other modules import. */
export { adjustmentsRoutes } from './adjustments.routes.js';
