import type { RouteObject } from 'react-router';
import { RequireAgent, RequireLogin } from './guards';
import { AgentLayout } from './layouts/agent-layout';
import { BareLayout } from './layouts/bare-layout';
import { MainLayout } from './layouts/main-layout';
import type { TLayoutHandle } from './layout-rules';
import { lazyScreen } from './lazy-screen';
import { OpenModal } from './open-modal';
import { RootShell } from './root-shell';

const HomeRoute = lazyScreen(() => import('../features/home/routes/home-route'), 'HomeRoute');
const AgentLandingRoute = lazyScreen(
  () => import('../features/agent/routes/agent-landing-route'),
  'AgentLandingRoute',
);
const AgentHomeRoute = lazyScreen(
  () => import('../features/agent/routes/agent-home-route'),
  'AgentHomeRoute',
);
const MemberRoute = lazyScreen(
  () => import('../features/member/routes/member-route'),
  'MemberRoute',
);
const GameCentreRoute = lazyScreen(
  () => import('../features/games/routes/game-centre-route'),
  'GameCentreRoute',
);
const GameListRoute = lazyScreen(
  () => import('../features/games/routes/game-list-route'),
  'GameListRoute',
);
const AccountGamesRoute = lazyScreen(
  () => import('../features/games/routes/account-games-route'),
  'AccountGamesRoute',
);
const LotteryRoute = lazyScreen(
  () => import('../features/games/routes/lottery-route'),
  'LotteryRoute',
);
const SeamlessRoute = lazyScreen(
  () => import('../features/games/routes/seamless-route'),
  'SeamlessRoute',
);
const PromotionsRoute = lazyScreen(
  () => import('../features/promotions/routes/promotions-route'),
  'PromotionsRoute',
);
const PointMallRoute = lazyScreen(
  () => import('../features/point-mall/routes/point-mall-route'),
  'PointMallRoute',
);
const HouseGameRoute = lazyScreen(
  () => import('../features/house/routes/house-game-route'),
  'HouseGameRoute',
);
const FairnessRoute = lazyScreen(
  () => import('../features/fairness/routes/fairness-route'),
  'FairnessRoute',
);
const CrashRoute = lazyScreen(() => import('../features/crash/routes/crash-route'), 'CrashRoute');
const NotFoundRoute = lazyScreen(
  () => import('../features/errors/routes/not-found-route'),
  'NotFoundRoute',
);

/** Game pages: no side menu and no footer (spec §2). */
const gamePage: TLayoutHandle = { footer: false, sideMenu: false };

/** Every route of spec §2's table. */
export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    children: [
      {
        path: '/agent',
        element: <BareLayout />,
        children: [{ index: true, element: <AgentLandingRoute /> }],
      },
      {
        path: '/agentHome',
        element: <RequireAgent />,
        children: [
          { element: <AgentLayout />, children: [{ index: true, element: <AgentHomeRoute /> }] },
        ],
      },
      {
        element: <MainLayout />,
        children: [
          ...['/', '/index', '/index.html', '/home'].map((path) => ({
            path,
            element: <HomeRoute />,
          })),
          {
            path: '/login',
            element: (
              <OpenModal kind="login">
                <HomeRoute />
              </OpenModal>
            ),
          },
          {
            path: '/register',
            element: (
              <OpenModal kind="register">
                <HomeRoute />
              </OpenModal>
            ),
          },
          {
            path: '/help',
            element: (
              <OpenModal kind="help">
                <HomeRoute />
              </OpenModal>
            ),
          },
          ...(['SPORTS', 'ESPORTS', 'LOTT', 'ELOTT'] as const).map((code) => ({
            path: `/${code.toLowerCase()}`,
            element: <GameCentreRoute key={code} />,
          })),
          ...(['LIVE', 'FISH', 'RNG', 'PVP', 'COCKFIGHT'] as const).map((code) => ({
            path: `/${code.toLowerCase()}`,
            element: <GameListRoute key={code} />,
          })),
          { path: '/promotions', element: <PromotionsRoute /> },
          { path: '/house/crash', element: <CrashRoute />, handle: gamePage },
          // House studio games (visitors play FUN); /house/crash is a static route of its own.
          { path: '/house/:gameCode', element: <HouseGameRoute />, handle: gamePage },
          { path: '/fairness', element: <FairnessRoute /> },
          {
            path: '/seamless',
            element: <SeamlessRoute />,
            handle: { footer: false, sideMenu: false },
          },
          {
            element: <RequireLogin />,
            children: [
              { path: '/member', element: <MemberRoute /> },
              { path: '/favorite', element: <AccountGamesRoute key="favorite" /> },
              { path: '/recent', element: <AccountGamesRoute key="recent" /> },
              { path: '/pointMall', element: <PointMallRoute /> },
              ...['/lottery', '/seaLottery', '/vnLottery'].map((path) => ({
                path,
                element: <LotteryRoute key={path} />,
                handle: gamePage,
              })),
            ],
          },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];
