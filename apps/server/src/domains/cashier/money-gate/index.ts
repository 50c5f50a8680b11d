/** The public face of cashier/money-gate: the port responsible gaming fills (shared design of issue 24). */
export {
  firstRefusal,
  openMoneyGate,
  type MoneyGate,
  type MoneyRefusal,
  type MoneyRequest,
  type TMoneyPath,
} from './money-gate.js';
export { restrictionError } from './restriction-error.js';
export { wouldAdmit } from './gate-check.js';
export { runnerDatabase } from './runner-database.js';
