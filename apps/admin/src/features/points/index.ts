/** The public face of the points mall screens: the only file other features import. */
export { POINTS_ROUTES } from './routes/points-routes';
