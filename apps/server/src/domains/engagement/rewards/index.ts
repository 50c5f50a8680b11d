/** The public face of engagement/rewards: the reward centre other programmes post into. */
export { rewardsModule, type RewardsProvides } from './rewards.module.js';
export type { RewardCentre, RewardOffer, OfferResult } from './reward-centre.service.js';
