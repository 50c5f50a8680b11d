import type { UIMatch } from 'react-router';

/** Per-route layout switches, set in a route's `handle` (spec §2 layout rules). */
export interface TLayoutHandle {
  /** Show the footer (default true). */
  footer?: boolean;
  /** Show the side menu (default true; hidden on game pages). */
  sideMenu?: boolean;
  /** A game screen: the member's reality checks run while it is open (default false). */
  game?: boolean;
}

export interface TLayoutRules {
  footer: boolean;
  sideMenu: boolean;
  game: boolean;
}

function isLayoutHandle(value: unknown): value is TLayoutHandle {
  return typeof value === 'object' && value !== null;
}

/** Merges the handles of the matched routes; the deepest route wins. */
export function layoutRules(matches: readonly UIMatch[]): TLayoutRules {
  const rules: TLayoutRules = { footer: true, sideMenu: true, game: false };
  for (const match of matches) {
    if (!isLayoutHandle(match.handle)) continue;
    if (match.handle.footer !== undefined) rules.footer = match.handle.footer;
    if (match.handle.sideMenu !== undefined) rules.sideMenu = match.handle.sideMenu;
    if (match.handle.game !== undefined) rules.game = match.handle.game;
  }
  return rules;
}
