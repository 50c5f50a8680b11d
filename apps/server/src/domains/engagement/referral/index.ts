/** The public face of engagement/referral: invite a friend (issue 26 item 7). */
export { referralModule, type ReferralProvides } from './referral.module.js';
export { REFERRAL_FIRST_DEPOSIT_CONSUMER } from './first-deposit-consumer.js';
