import type { RouteObject } from 'react-router';
import { HouseRoute } from './house-route';

/** The house studio screen, mounted by the app's router. */
export const HOUSE_ROUTES: RouteObject[] = [{ path: 'games/house', element: <HouseRoute /> }];
