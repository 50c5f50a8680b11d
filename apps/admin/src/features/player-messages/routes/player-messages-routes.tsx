import type { RouteObject } from 'react-router';
import { PlayerMessagesRoute } from './player-messages-route';

/** The player-messages screens, mounted by the app's router. */
export const PLAYER_MESSAGES_ROUTES: RouteObject[] = [
  { path: 'content/player-messages', element: <PlayerMessagesRoute /> },
];
