/** The public face of engagement/vip: VIP levels, their bonuses and the member's level. */
export { vipModule, type VipProvides } from './vip.module.js';
export { VipLevelReader, type VipLevel } from './vip-level-reader.js';
export type { VipLevels } from './vip-levels.js';
export { VIP_DEPOSITS_CONSUMER } from './vip-deposit-consumer.js';
