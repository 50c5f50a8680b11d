/** The public face of cashier/ledger: the only file other modules import. */
export { createMemberRow } from './ledger-test-kit.js';
export {
  LEDGER_REASONS,
  PLAY_CURRENCY,
  POINTS_CURRENCY,
  type PostedTransfer,
  type TLedgerReason,
  type TransferLeg,
  type TransferRequest,
  type TSystemPurpose,
} from './ledger-types.js';
export { formatLedgerReport } from './ledger-verify.js';
export { LedgerService } from './ledger.service.js';
export { ledgerModule } from './ledger.module.js';
export { HOUSE_SHARDS, houseShardOf, houseShardVendor } from './house-shards.js';
export {
  driverRunner,
  type BatchedStatement,
  type QueryOptions,
  type SqlRunner,
  type TransactionalRunner,
} from './sql-runner.js';
