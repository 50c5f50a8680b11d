/** The public face of cashier/downline-pulls: the only file other modules import. */
export { downlinePullsModule } from './downline-pulls.module.js';
export type { DownlinePullsService, PullCaller } from './downline-pulls.service.js';
