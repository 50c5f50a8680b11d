import type { RouteObject } from 'react-router';
import { AccountDetailRoute } from '../features/accounts/routes/account-detail-route';
import { AccountsRoute } from '../features/accounts/routes/accounts-route';
import { AuditRoute } from '../features/audit/routes/audit-route';
import { CASHIER_ROUTES } from '../features/cashier/routes/cashier-routes';
import { LoginRoute } from '../features/auth/routes/login-route';
import { OutboxRoute } from '../features/messaging/routes/outbox-route';
import { DashboardRoute } from '../features/dashboard/routes/dashboard-route';
import { OperatorsRoute } from '../features/operators/routes/operators-route';
import { SettingsRoute } from '../features/settings/routes/settings-route';
import { AppLayout } from './layout/app-layout';
import { NotFoundRoute } from './not-found-route';
import { RequireAuth } from './require-auth';

/** Every screen of the back office (paths relative to the /admin basename). */
export const routes: RouteObject[] = [
  { path: '/login', element: <LoginRoute /> },
  {
    element: <RequireAuth />,
    children: [
      {
        element: <AppLayout />,
        children: [
          { index: true, element: <DashboardRoute /> },
          { path: 'accounts', element: <AccountsRoute /> },
          { path: 'accounts/:id', element: <AccountDetailRoute /> },
          { path: 'settings/:section', element: <SettingsRoute /> },
          { path: 'operators', element: <OperatorsRoute /> },
          { path: 'audit', element: <AuditRoute /> },
          { path: 'outbox', element: <OutboxRoute /> },
          ...CASHIER_ROUTES,
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];
