/** The public face of the games feature: the only file other features import. */
export { GAMES_ROUTES } from './routes/games-routes';
