/** The public face of the bonus feature (bonusDetails, the withdraw page's warning). */
export { bonusPage } from './pages/bonus-pages';
export { BonusWithdrawWarning } from './components/bonus-withdraw-warning';
