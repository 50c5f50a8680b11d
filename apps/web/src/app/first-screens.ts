/**
 * The screens a visitor can arrive at whose code is fetched before the app starts, and the
 * addresses of each. Shared by the router (app/routes.tsx preloads the screen's code and texts)
 * and the build (build/static-shell.ts has the boot script preload the screen's module files
 * while the entry downloads). Plain data: the build reads it without React.
 */
export const HOME_PATHS = ['/', '/index', '/index.html', '/home'];
export const GAME_CENTRES = ['SPORTS', 'ESPORTS', 'LOTT', 'ELOTT'] as const;
export const GAME_LISTS = ['LIVE', 'FISH', 'RNG', 'PVP', 'COCKFIGHT'] as const;
export const pathOf = (code: string) => `/${code.toLowerCase()}`;

interface TFirstScreen {
  /** The screen's module and the lazy parts it draws at once, from src/. */
  modules: readonly string[];
  paths: readonly string[];
}

/** Each first screen's module and the addresses that show it. */
export const FIRST_SCREEN_PATHS: Record<'home' | 'gameList' | 'gameCentre', TFirstScreen> = {
  home: {
    modules: ['features/home/routes/home-route.tsx', 'features/home/components/lobby-content.tsx'],
    paths: [...HOME_PATHS, '/login', '/register', '/help'],
  },
  gameList: {
    modules: ['features/games/routes/game-list-route.tsx'],
    paths: GAME_LISTS.map(pathOf),
  },
  gameCentre: {
    modules: ['features/games/routes/game-centre-route.tsx'],
    paths: GAME_CENTRES.map(pathOf),
  },
};
