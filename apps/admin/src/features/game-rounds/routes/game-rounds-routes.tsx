import type { RouteObject } from 'react-router';
import { GameReconciliationRoute } from './reconciliation-route';
import { GameRoundsRoute } from './rounds-route';
import { WalletFiguresRoute } from './wallet-figures-route';

/** The game rounds screens, mounted by the app's router. */
export const GAME_ROUNDS_ROUTES: RouteObject[] = [
  { path: 'games/rounds', element: <GameRoundsRoute /> },
  { path: 'games/reconciliation', element: <GameReconciliationRoute /> },
  { path: 'games/wallet-figures', element: <WalletFiguresRoute /> },
];
