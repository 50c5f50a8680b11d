/** The public face of games/game-wallet: the only file other modules import. */
export {
  gameWalletModule,
  type GameWalletNeeds,
  type GameWalletProvides,
} from './game-wallet.module.js';
export { DEMO_PLAYER_PREFIX, GameWalletService } from './game-wallet.service.js';
export { DemoWallet } from './demo-wallet.js';
export { gameWalletParty, TRIAL_ACCOUNT_TYPE } from './wallet-party.js';
export { WalletFigures, type WalletFiguresSnapshot } from './wallet-figures.js';
export {
  SeamlessWallet,
  walletRequestHash,
  type GameRoundRef,
  type GameWalletAnswer,
  type GameWalletChecks,
  type GameWalletParty,
  type GameWalletResult,
  type GameWalletTxId,
} from './seamless-wallet.js';
