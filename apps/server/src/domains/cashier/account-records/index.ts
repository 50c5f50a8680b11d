/** The public face of cashier/account-records: the only file other modules import. */
export { accountRecordsModule } from './account-records.module.js';
// Issue 25: the agent centre's team entries show and filter by the same record types.
export { reasonsOf, recordTypeOf } from './record-types.js';
