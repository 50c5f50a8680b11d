import type { RouteObject } from 'react-router';
import { FeedbackRoute } from './feedback-route';

/** The feedback inbox, mounted by the app's router. */
export const FEEDBACK_ROUTES: RouteObject[] = [
  { path: 'content/feedback', element: <FeedbackRoute /> },
];
