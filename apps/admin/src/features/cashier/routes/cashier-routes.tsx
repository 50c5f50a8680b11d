import type { RouteObject } from 'react-router';
import { AdjustmentsRoute } from './adjustments-route';
import { AgentPullsRoute } from './agent-pulls-route';
import { BankAccountsRoute } from './bank-accounts-route';
import { CashierSettingsRoute } from './cashier-settings-route';
import { DepositsRoute } from './deposits-route';
import { PaymentGatewaysRoute } from './payment-gateways-route';
import { PaymentMethodsRoute } from './payment-methods-route';
import { WalletsRoute } from './wallets-route';
import { WithdrawalsRoute } from './withdrawals-route';

/** The cashier screens, under /cashier (mounted inside the signed-in layout). */
export const CASHIER_ROUTES: RouteObject[] = [
  { path: 'cashier/deposits', element: <DepositsRoute /> },
  { path: 'cashier/withdrawals', element: <WithdrawalsRoute /> },
  { path: 'cashier/adjustments', element: <AdjustmentsRoute /> },
  { path: 'cashier/wallets', element: <WalletsRoute /> },
  { path: 'cashier/payment-methods', element: <PaymentMethodsRoute /> },
  { path: 'cashier/bank-accounts', element: <BankAccountsRoute /> },
  { path: 'cashier/gateways', element: <PaymentGatewaysRoute /> },
  { path: 'cashier/agent-pulls', element: <AgentPullsRoute /> },
  { path: 'cashier/settings', element: <CashierSettingsRoute /> },
];
