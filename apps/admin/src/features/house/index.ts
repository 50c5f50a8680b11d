/** The public face of the house studio feature: the only file other features import. */
export { HOUSE_ROUTES } from './routes/house-routes';
export { CrashChainAlert } from './components/crash-chain-alert';
