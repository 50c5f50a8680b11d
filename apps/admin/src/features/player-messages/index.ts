/** The public face of the player-messages feature: the only file other features import. */
export { PLAYER_MESSAGES_ROUTES } from './routes/player-messages-routes';
