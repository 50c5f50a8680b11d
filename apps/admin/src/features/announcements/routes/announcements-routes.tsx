import type { RouteObject } from 'react-router';
import { AnnouncementsRoute } from './announcements-route';

/** The announcement screens, mounted by the app's router. */
export const ANNOUNCEMENTS_ROUTES: RouteObject[] = [
  { path: 'content/announcements', element: <AnnouncementsRoute /> },
];
