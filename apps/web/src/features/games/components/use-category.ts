import { GAME_CATEGORIES } from '@lw/contracts';
import { useLocation } from 'react-router';

/** The game category of the current route (e.g. /rng -> RNG). */
export function useRouteCategory() {
  const { pathname } = useLocation();
  const category = GAME_CATEGORIES.find((c) => c.route === pathname);
  if (!category) throw new Error(`no game category for ${pathname}`);
  return category;
}
