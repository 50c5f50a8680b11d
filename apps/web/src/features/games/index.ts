/** The public face of the games feature: the only file other features import. */
export {
  CategoryGames,
  FavouriteSection,
  HomeGameSections,
  HotSection,
} from './components/home-sections';
export type { TSectionTarget } from './components/home-sections';
export { GameBrowser } from './components/game-browser';
export { WinnerBoard } from './components/winner-board';
export { useLaunchGame } from './api/launch-game';
