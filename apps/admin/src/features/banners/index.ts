/** The public face of the banners feature: the only file other features import. */
export { BANNERS_ROUTES } from './routes/banners-routes';
