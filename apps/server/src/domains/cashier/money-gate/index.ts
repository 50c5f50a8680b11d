/** The money gate port (issue 24): responsible gaming fills it in app.ts. */
export {
  openMoneyGate,
  type MoneyGate,
  type MoneyRefusal,
  type MoneyRequest,
  type TMoneyPath,
} from './money-gate.js';
export { restrictionError } from './restriction-error.js';
