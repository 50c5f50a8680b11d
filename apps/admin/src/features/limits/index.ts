export { MemberLimitsCard } from './member-limits-card';
export { SpendLimitsRoute } from './spend-limits-route';
