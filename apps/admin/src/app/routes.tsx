import type { RouteObject } from 'react-router';
import { AccountDetailRoute } from '../features/accounts';
import { AccountsRoute } from '../features/accounts';
import { AuditRoute } from '../features/audit';
import { CASHIER_ROUTES } from '../features/cashier';
import { LoginRoute } from '../features/auth';
import { OutboxRoute } from '../features/messaging';
import { DashboardRoute } from '../features/dashboard';
import { GAMES_ROUTES } from '../features/games';
import { GAME_ROUNDS_ROUTES } from '../features/game-rounds';
import { HOUSE_ROUTES } from '../features/house';
import { OperatorsRoute } from '../features/operators';
import { SettingsRoute } from '../features/settings';
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
          ...GAMES_ROUTES,
          ...GAME_ROUNDS_ROUTES,
          ...HOUSE_ROUTES,
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];
