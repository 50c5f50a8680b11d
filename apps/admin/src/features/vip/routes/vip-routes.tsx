import type { RouteObject } from 'react-router';
import { VipRoute } from './vip-route';

/** The VIP programme screen (inside the signed-in layout). */
export const VIP_ROUTES: RouteObject[] = [{ path: 'vip', element: <VipRoute /> }];
