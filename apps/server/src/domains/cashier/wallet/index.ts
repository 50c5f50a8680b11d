/** The public face of cashier/wallet: the only file other modules import. */
export { BalancePusher } from './balance-pusher.js';
export { grantTrialPlayMoney } from './trial-play-money.js';
export { TRANSIT_SUFFIX, transitVendorCode, TRIAL_TYPE, walletLabel } from './wallet-accounts.js';
export { WalletBalanceService } from './wallet-balance.service.js';
export { walletModule } from './wallet.module.js';
