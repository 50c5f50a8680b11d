/**
 * Member-centre pages (spec §2 "Member centre pages"), in menu order; securityCenter is the
 * default. Routes of these named pages are not specified, so they live under /member?page=….
 */
export const MEMBER_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
  /** Identity verification (KYC, issue 24): documents, their review and the level. */
  'kyc',
  /** The VIP page (issue 26): shown only when the operator switched VIP on. */
  'vip',
] as const;
export type TMemberPage = (typeof MEMBER_PAGES)[number];
export const DEFAULT_MEMBER_PAGE: TMemberPage = 'securityCenter';

/** Link to a member-centre page. */
export function memberPageHref(page: TMemberPage): string {
  return `/member?page=${page}`;
}

/** The feedback page (spec §1 feedback; member pages are under /member, this one stands alone). */
export const FEEDBACK_PATH = '/feedback';

/** Help-modal anchors (spec: /help#term). */
export const HELP_SECTIONS = ['term', 'privacy', 'responsible', 'faq'] as const;

/** The red envelope page (spec §2 "red envelope"; issue 26): windows, the member's envelopes. */
export const RED_ENVELOPE_PATH = '/redEnvelope';

/** The responsible gaming page: limits, reality checks, time-out and self-exclusion, help. */
export const RESPONSIBLE_GAMING_PATH = '/responsible-gaming';
