import type { RouteObject } from 'react-router';
import { RebateRoute } from './rebate-route';
import { ReferralsRoute } from './referrals-route';

/** The invite-a-friend and rebate screens (inside the signed-in layout). */
export const REFERRAL_REBATE_ROUTES: RouteObject[] = [
  { path: 'engagement/referrals', element: <ReferralsRoute /> },
  { path: 'engagement/rebate', element: <RebateRoute /> },
];
