/** The public face of the withdraw feature: the only file other features import. */
export { WithdrawPage } from './components/withdraw-page';
