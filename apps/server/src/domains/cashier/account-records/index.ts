/** The public face of cashier/account-records: the only file other modules import. */
export { accountRecordsRoutes } from './account-records.routes.js';
