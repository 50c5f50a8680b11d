/** The public face of cashier/bonus-wallet: the only file other modules import. */
export { bonusWalletModule, type BonusWalletProvides } from './bonus-wallet.module.js';
export { BonusWallet, type TBonusGrant } from './bonus-wallet.service.js';
export { BONUS_PROGRESS_CONSUMER } from './bonus-progress-consumer.js';
