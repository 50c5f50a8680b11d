/** The public face of the VIP screens: the only file other features import. */
export { VIP_ROUTES } from './routes/vip-routes';
