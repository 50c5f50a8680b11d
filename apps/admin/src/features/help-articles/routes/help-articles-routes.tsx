import type { RouteObject } from 'react-router';
import { HelpArticlesRoute } from './help-articles-route';

/** The help centre screen, mounted by the app's router. */
export const HELP_ARTICLES_ROUTES: RouteObject[] = [
  { path: 'content/help', element: <HelpArticlesRoute /> },
];
