import type { RouteObject } from 'react-router';
import { PointsRoute } from './points-route';

/** The points mall screen (inside the signed-in layout). */
export const POINTS_ROUTES: RouteObject[] = [{ path: 'points', element: <PointsRoute /> }];
