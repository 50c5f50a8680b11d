/** The public face of cashier/wagers: the wager core products call. */
export {
  NothingWritten,
  WagerCore,
  type RunOptions,
  wagerEventKey,
  wagerOpHash,
  wagerReference,
} from './wager-core.js';
export { wagersModule, type WagersProvides } from './wagers.module.js';
export {
  WAGER_REFUSALS,
  type PlaceOp,
  type ResettleOp,
  type CreditOp,
  type RefundOp,
  type SettleOp,
  type StakeOp,
  type VendorOp,
  type TWagerRefusal,
  type TWagerStatus,
  type VoidOp,
  type WagerAccepted,
  type WagerGame,
  type WagerKey,
  type WagerMember,
  type WagerOp,
  type WagerOpResult,
  type WagerRefused,
} from './wager-types.js';
