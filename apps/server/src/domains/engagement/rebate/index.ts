/** The public face of engagement/rebate: daily and manual rebates (issue 26 item 8). */
export { rebateModule, type RebateProvides } from './rebate.module.js';
export type { VipLevelOf } from './vip-level-port.js';
