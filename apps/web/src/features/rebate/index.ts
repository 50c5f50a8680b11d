/** The public face of the rebate feature (manualRebate): the only file other features import. */
export { rebatePage } from './pages/rebate-pages';
