export { MemberLimitsCard } from './member-limits-card';
export { RealityCheckSettingsRoute } from './reality-check-settings-route';
export { SpendLimitsRoute } from './spend-limits-route';
