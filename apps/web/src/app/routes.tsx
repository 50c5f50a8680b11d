import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { LoadingCover } from '../components/ui/loading-cover';
import { RequireAgent, RequireLogin } from './guards';
import { BareLayout } from './layouts/bare-layout';
import { MainLayout } from './layouts/main-layout';
import type { TLayoutHandle } from './layout-rules';
import { lazyScreen } from './lazy-screen';
import { OpenModal } from './open-modal';
import { RootShell } from './root-shell';

// The agent centre's frame is for agents only: its code is not in the site's first script.
const AgentLayout = lazyScreen(() => import('./layouts/agent-layout'), 'AgentLayout');
const loadHomeRoute = () => import('../features/home/routes/home-route');
const HomeRoute = lazyScreen(loadHomeRoute, 'HomeRoute');
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
const loadGameCentreRoute = () => import('../features/games/routes/game-centre-route');
const GameCentreRoute = lazyScreen(loadGameCentreRoute, 'GameCentreRoute');
const loadGameListRoute = () => import('../features/games/routes/game-list-route');
const GameListRoute = lazyScreen(loadGameListRoute, 'GameListRoute');
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
const FeedbackRoute = lazyScreen(
  () => import('../features/feedback/routes/feedback-route'),
  'FeedbackRoute',
);
const AppDownloadRoute = lazyScreen(
  () => import('../features/app-download/routes/app-download-route'),
  'AppDownloadRoute',
);
const MirrorsRoute = lazyScreen(
  () => import('../features/mirrors/routes/mirrors-route'),
  'MirrorsRoute',
);
const IpRestrictedRoute = lazyScreen(
  () => import('../features/system/routes/ip-restricted-route'),
  'IpRestrictedRoute',
);
const NotFoundRoute = lazyScreen(
  () => import('../features/errors/routes/not-found-route'),
  'NotFoundRoute',
);

const HOME_PATHS = ['/', '/index', '/index.html', '/home'];
const GAME_CENTRES = ['SPORTS', 'ESPORTS', 'LOTT', 'ELOTT'] as const;
const GAME_LISTS = ['LIVE', 'FISH', 'RNG', 'PVP', 'COCKFIGHT'] as const;
const pathOf = (code: string) => `/${code.toLowerCase()}`;

/**
 * Starts downloading the screen of the address the visitor arrived at (the lobby and the game
 * pages), so its code comes in beside the startup call instead of after the first render.
 */
export function preloadScreen(pathname: string): Promise<unknown> {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const load = [...HOME_PATHS, '/login', '/register', '/help'].includes(path)
    ? loadHomeRoute
    : GAME_LISTS.map(pathOf).includes(path)
      ? loadGameListRoute
      : GAME_CENTRES.map(pathOf).includes(path)
        ? loadGameCentreRoute
        : null;
  // A failed download is reported when the screen itself asks for it.
  return load ? load().catch(() => undefined) : Promise.resolve();
}

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
        path: '/restricted',
        element: <BareLayout />,
        children: [{ index: true, element: <IpRestrictedRoute /> }],
      },
      {
        path: '/agentHome',
        element: <RequireAgent />,
        children: [
          {
            element: (
              <Suspense fallback={<LoadingCover />}>
                <AgentLayout />
              </Suspense>
            ),
            children: [{ index: true, element: <AgentHomeRoute /> }],
          },
        ],
      },
      {
        element: <MainLayout />,
        children: [
          ...HOME_PATHS.map((path) => ({
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
          ...GAME_CENTRES.map((code) => ({
            path: pathOf(code),
            element: <GameCentreRoute key={code} />,
          })),
          ...GAME_LISTS.map((code) => ({
            path: pathOf(code),
            element: <GameListRoute key={code} />,
          })),
          { path: '/promotions', element: <PromotionsRoute /> },
          { path: '/house/crash', element: <CrashRoute />, handle: gamePage },
          // House studio games (visitors play FUN); /house/crash is a static route of its own.
          { path: '/house/:gameCode', element: <HouseGameRoute />, handle: gamePage },
          { path: '/fairness', element: <FairnessRoute /> },
          { path: '/app', element: <AppDownloadRoute /> },
          { path: '/mirrors', element: <MirrorsRoute /> },
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
              { path: '/feedback', element: <FeedbackRoute /> },
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
