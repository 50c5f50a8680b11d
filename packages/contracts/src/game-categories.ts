/**
 * Game categories (spec §3) with the player-site route each opens. The footer product list and
 * the side and category menus are built from this table.
 */
export const GAME_CATEGORIES = [
  { code: 'RNG', route: '/rng', labelKey: 'category.rng' },
  { code: 'LIVE', route: '/live', labelKey: 'category.live' },
  { code: 'SPORTS', route: '/sports', labelKey: 'category.sports' },
  { code: 'ESPORTS', route: '/esports', labelKey: 'category.esports' },
  { code: 'PVP', route: '/pvp', labelKey: 'category.pvp' },
  { code: 'FISH', route: '/fish', labelKey: 'category.fish' },
  { code: 'LOTT', route: '/lott', labelKey: 'category.lott' },
  { code: 'ELOTT', route: '/elott', labelKey: 'category.elott' },
  { code: 'COCKFIGHT', route: '/cockfight', labelKey: 'category.cockfight' },
] as const;
export type TGameCategoryCode = (typeof GAME_CATEGORIES)[number]['code'];

/** Account type codes (spec §3): 1, 2, 41, 42 are agents; 4 is trial; others members. */
export const AGENT_ACCOUNT_TYPES = [1, 2, 41, 42] as const;
export const TRIAL_ACCOUNT_TYPE = 4;
export function isAgentType(type: number): boolean {
  return (AGENT_ACCOUNT_TYPES as readonly number[]).includes(type);
}
