import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { LoadingCover } from '../components/ui/loading-cover';
import { i18n } from '../lib/i18n';
import { FIRST_SCREEN_PATHS, GAME_CENTRES, GAME_LISTS, HOME_PATHS, pathOf } from './first-screens';
import { RequireAgent, RequireLogin, RequireRealAccount } from './guards';
import { BareLayout } from './layouts/bare-layout';
import { MainLayout } from './layouts/main-layout';
import type { TLayoutHandle } from './layout-rules';
import { lazyScreen } from './lazy-screen';
import { OpenModal } from './open-modal';
import { RootShell } from './root-shell';

// The agent centre's frame is for agents only: its code is not in the site's first script.
const AgentLayout = lazyScreen(() => import('./layouts/agent-layout'), 'AgentLayout');
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
const RedEnvelopeRoute = lazyScreen(
  () => import('../features/rewards/routes/red-envelope-route'),
  'RedEnvelopeRoute',
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
const ResponsibleGamingRoute = lazyScreen(
  () => import('../features/responsible-gaming/routes/responsible-gaming-route'),
  'ResponsibleGamingRoute',
);
const NotFoundRoute = lazyScreen(
  () => import('../features/errors/routes/not-found-route'),
  'NotFoundRoute',
);

/** The screens a visitor may arrive at first, and the text namespaces (lib/i18n.ts) not in the first script that they read. */
const FIRST_SCREENS = [
  { paths: FIRST_SCREEN_PATHS.home.paths, screen: HomeRoute, texts: [] },
  { paths: FIRST_SCREEN_PATHS.gameList.paths, screen: GameListRoute, texts: ['pages'] },
  { paths: FIRST_SCREEN_PATHS.gameCentre.paths, screen: GameCentreRoute, texts: ['pages'] },
];

/**
 * Starts downloading the screen of the address the visitor arrived at (the lobby and the game
 * pages) and the texts it reads, so they come in beside the startup call instead of after the
 * first render, and that render is the screen (a screen still waiting for either would be
 * drawn as the loading cover first, and the whole page laid out twice).
 */
export function preloadScreen(pathname: string): Promise<unknown> {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const first = FIRST_SCREENS.find((entry) => entry.paths.includes(path));
  if (!first) return Promise.resolve();
  // A failed download is reported when the screen itself asks for it.
  return Promise.all([first.screen.preload(), i18n.loadNamespaces(first.texts)]).catch(
    () => undefined,
  );
}

/** Game pages: no side menu and no footer (spec §2). */
const gamePage: TLayoutHandle = { footer: false, sideMenu: false, game: true };

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
          // Open to visitors: the help is for everyone; the tools ask to sign in.
          { path: '/responsible-gaming', element: <ResponsibleGamingRoute /> },
          { path: '/app', element: <AppDownloadRoute /> },
          { path: '/mirrors', element: <MirrorsRoute /> },
          {
            path: '/seamless',
            element: <SeamlessRoute />,
            handle: gamePage,
          },
          {
            element: <RequireLogin />,
            children: [
              {
                element: <RequireRealAccount />,
                children: [
                  { path: '/member', element: <MemberRoute /> },
                  { path: '/pointMall', element: <PointMallRoute /> },
                  { path: '/feedback', element: <FeedbackRoute /> },
                  { path: '/redEnvelope', element: <RedEnvelopeRoute /> },
                ],
              },
              { path: '/favorite', element: <AccountGamesRoute key="favorite" /> },
              { path: '/recent', element: <AccountGamesRoute key="recent" /> },
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
