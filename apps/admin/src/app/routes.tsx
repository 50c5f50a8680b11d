import type { RouteObject } from 'react-router';
import { AccountDetailRoute } from '../features/accounts';
import { AccountsRoute } from '../features/accounts';
import { AgentTreeRoute } from '../features/accounts';
import { SelfDealingRoute } from '../features/accounts';
import { AuditRoute } from '../features/audit';
import { ANNOUNCEMENTS_ROUTES } from '../features/announcements';
import { BANNERS_ROUTES } from '../features/banners';
import { PLAYER_MESSAGES_ROUTES } from '../features/player-messages';
import { CASHIER_ROUTES } from '../features/cashier';
import { RealityCheckSettingsRoute, SpendLimitsRoute } from '../features/limits';
import { CHAT_INBOX_ROUTES } from '../features/chat-inbox';
import { FEEDBACK_ROUTES } from '../features/feedback';
import { HELP_ARTICLES_ROUTES } from '../features/help-articles';
import { LoginRoute } from '../features/auth';
import { OutboxRoute } from '../features/messaging';
import { DashboardRoute } from '../features/dashboard';
import { GAMES_ROUTES } from '../features/games';
import { GAME_ROUNDS_ROUTES } from '../features/game-rounds';
import { HOUSE_ROUTES } from '../features/house';
import { JobsRoute } from '../features/jobs';
import { RiskRoute, RiskRulesRoute } from '../features/risk';
import { KycRoute } from '../features/kyc';
import { AGENT_CONTRACTS_ROUTES } from '../features/agent-contracts';
import { PromotionApplicationsRoute, PromotionsRoute } from '../features/promotions';
import { BonusesRoute } from '../features/bonuses';
import { REFERRAL_REBATE_ROUTES } from '../features/referral-rebate';
import { ENGAGEMENT_ROUTES } from '../features/engagement';
import { VIP_ROUTES } from '../features/vip';
import { POINTS_ROUTES } from '../features/points';
import { OperatorsRoute } from '../features/operators';
import { SettingsRoute } from '../features/settings';
import { AppLayout } from './layout/app-layout';
import { NotFoundRoute } from '../components/ui/not-found-route';
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
          { path: 'agent-tree', element: <AgentTreeRoute /> },
          { path: 'agent-self-dealing', element: <SelfDealingRoute /> },
          { path: 'settings/:section', element: <SettingsRoute /> },
          { path: 'operators', element: <OperatorsRoute /> },
          { path: 'audit', element: <AuditRoute /> },
          { path: 'jobs', element: <JobsRoute /> },
          { path: 'risk', element: <RiskRoute /> },
          { path: 'risk/settings', element: <RiskRulesRoute /> },
          { path: 'kyc', element: <KycRoute /> },
          { path: 'outbox', element: <OutboxRoute /> },
          ...CASHIER_ROUTES,
          { path: 'limits/settings', element: <SpendLimitsRoute /> },
          { path: 'reality-checks/settings', element: <RealityCheckSettingsRoute /> },
          ...GAMES_ROUTES,
          ...GAME_ROUNDS_ROUTES,
          ...HOUSE_ROUTES,
          ...BANNERS_ROUTES,
          ...ANNOUNCEMENTS_ROUTES,
          ...PLAYER_MESSAGES_ROUTES,
          ...CHAT_INBOX_ROUTES,
          ...HELP_ARTICLES_ROUTES,
          ...FEEDBACK_ROUTES,
          ...AGENT_CONTRACTS_ROUTES,
          { path: 'promotions', element: <PromotionsRoute /> },
          { path: 'promotions/applications', element: <PromotionApplicationsRoute /> },
          { path: 'bonuses', element: <BonusesRoute /> },
          ...REFERRAL_REBATE_ROUTES,
          ...ENGAGEMENT_ROUTES,
          ...VIP_ROUTES,
          ...POINTS_ROUTES,
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];
