import type { RouteObject } from 'react-router';
import { GamesRoute } from './games-route';
import { GameVendorsRoute } from './vendors-route';

/** The games screens, mounted by the app's router. */
export const GAMES_ROUTES: RouteObject[] = [
  { path: 'games/catalogue', element: <GamesRoute /> },
  { path: 'games/vendors', element: <GameVendorsRoute /> },
];
