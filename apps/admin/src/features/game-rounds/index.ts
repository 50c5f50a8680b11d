/** The public face of the game-rounds feature: the only file other features import. */
export { GAME_ROUNDS_ROUTES } from './routes/game-rounds-routes';
