/** The public face of the game-records feature: the only file other features import. */
export { gameRecordsPage } from './pages/game-records-pages';
