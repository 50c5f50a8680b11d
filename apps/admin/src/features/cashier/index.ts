/** The public face of the cashier feature: the only file other features import. */
export { CASHIER_ROUTES } from './routes/cashier-routes';
