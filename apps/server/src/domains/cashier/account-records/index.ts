/** The public face of cashier/account-records: the only file other modules import. */
export { accountRecordsModule } from './account-records.module.js';
