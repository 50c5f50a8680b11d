import type { Database } from '../../../db/client.js';
import type { LedgerService } from '../ledger/index.js';
import type { MoneyGate } from '../money-gate/index.js';
import type { Clock } from '../../../platform/clock.js';
import type { PaymentMethodsService } from '../payment-methods/index.js';
import type { SettingsService } from '../../site/settings/index.js';
import type { LiveNotifier } from '../../../platform/live-notifier.js';
import { DepositDecisions } from './deposit-decisions.js';
import { expireDueDeposits } from './deposit-expiry.js';
import { DepositsService } from './deposits.service.js';
import { GatewayCallbacks, type CallbackLogger } from './gateway-callbacks.js';
import { GatewayRegistry } from './gateways/gateway-registry.js';

/** The deposit services one app instance uses (the deposits module provides them). */
export interface Deposits {
  /** Members' deposits: create, list, look at one. */
  service: DepositsService;
  /** Approve / reject, by an operator or a gateway callback. */
  decisions: DepositDecisions;
  /** Signed gateway callbacks. */
  callbacks: GatewayCallbacks;
  gateways: GatewayRegistry;
  /** The expiry job's run: expired ids, or null when another process holds its lock. */
  expireDue: () => Promise<number[] | null>;
}

export function createDeposits(deps: {
  db: Database;
  clock: Clock;
  moneyGate: MoneyGate;
  settings: SettingsService;
  ledger: LedgerService;
  paymentMethods: PaymentMethodsService;
  log: CallbackLogger;
  notify: LiveNotifier;
}): Deposits {
  const gateways = new GatewayRegistry(deps.settings);
  const decisions = new DepositDecisions(deps.db, deps.ledger, deps.settings, deps.notify, deps);
  return {
    service: new DepositsService(deps.db, deps.settings, deps.paymentMethods, gateways, deps),
    decisions,
    callbacks: new GatewayCallbacks(deps.db, gateways, decisions, deps.log),
    gateways,
    expireDue: () => expireDueDeposits(deps.db, deps.notify),
  };
}
