import type { EventDispatcher } from '../../../platform/events/event-dispatcher.js';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import { defineModule, type Core } from '../../../platform/module.js';
import type { LedgerService } from '../../cashier/ledger/index.js';
import type { MoneyGate } from '../../cashier/money-gate/index.js';
import type { AccountsService, PaymentPasswords } from '../../identity/accounts/index.js';
import type { SettingsService } from '../../site/settings/index.js';
import { PointsAdmin } from './points-admin.js';
import { PointsClawback } from './points-clawback.js';
import { pointsEarnConsumer } from './points-earn-consumer.js';
import { pointsRoutes } from './points.routes.js';
import { PointsService } from './points.service.js';
import { RedemptionDecisions } from './redemption-decisions.js';

export interface PointsNeeds extends Pick<Core, 'db' | 'clock'> {
  adminAuth: OperatorAuthenticator;
  playerAuth: PlayerAuthenticator;
  accounts: AccountsService;
  events: Pick<EventDispatcher, 'register'>;
  ledger: LedgerService;
  moneyGate: MoneyGate;
  paymentPasswords: PaymentPasswords;
  settings: SettingsService;
}

export interface PointsProvides {
  /** The member's points: balance, catalogue, redeem, convert. */
  points: PointsService;
  /** The operator's approve / reject of a redemption (reject refunds). */
  redemptionDecisions: RedemptionDecisions;
  /** Points of a reversed deposit taken back. */
  pointsClawback: PointsClawback;
  pointsAdmin: PointsAdmin;
}

/**
 * Issue 26 item 6: the points mall. Points are the ledger currency PTS, earned on approved
 * deposits by the consumer `engagement.points-earn`, spent on rewards and conversions.
 */
export const pointsModule = defineModule<PointsNeeds, PointsProvides>({
  name: 'points',
  services: (d) => {
    d.events.register(
      pointsEarnConsumer({ ledger: d.ledger, moneyGate: d.moneyGate, clock: d.clock }),
    );
    return {
      points: new PointsService(
        d.db,
        d.clock,
        d.ledger,
        d.settings,
        d.accounts,
        d.paymentPasswords,
        d.moneyGate,
      ),
      redemptionDecisions: new RedemptionDecisions(d.db, d.ledger, d.clock),
      pointsClawback: new PointsClawback(d.db, d.ledger, d.clock),
      pointsAdmin: new PointsAdmin(d.db, d.ledger),
    };
  },
  routes: (deps) => [pointsRoutes(deps)],
});
