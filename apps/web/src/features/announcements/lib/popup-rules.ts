import type { TPopupExecution } from '@lw/contracts';

export { audienceKey } from './audience';

/*
 * The announcement popup rules of spec §4, pure (storage is passed in), so every rule has a unit
 * test:
 * 1. Popups show once per browser session per audience. The audience is the visitor (`anon`) or
 *    one signed-in account (`member:<username>`, `agent:<username>`): signing in is a new
 *    audience, so the members' popups show then, once. Shown ids live in session storage under a
 *    key of that audience.
 * 2. A popup closed (close button, X, Escape, backdrop) never shows again in this browser
 *    session, whatever the audience or trigger (a later sign-in, a first login, a live update).
 *    Closed ids live in session storage: per session, not forever, because "hide today" is the
 *    rule for longer. Signing out clears session storage (spec §4 "Logout"): a new session.
 * 3. Execution B shows when the site opens, F only on a member's first login (the login
 *    result's `firstTimeLogin`, kept as the session flag of the same name), A on both.
 * 4. "Hide today" stores the date (the site's calendar day in its time zone, YYYY-MM-DD, as every
 *    day the site shows) per audience in local storage; on that day no popup shows for that
 *    audience, the next day they do.
 */

/** What the rules need of Web Storage (the site's safe wrappers fit). */
export interface PopupStorage {
  read(area: 'local' | 'session', key: string): string | null;
  write(area: 'local' | 'session', key: string, value: string): void;
}

/** A popup as the rules see it. */
export interface PopupCandidate {
  id: number;
  execution: TPopupExecution | null;
}

/** Who is looking, and when. */
export interface PopupViewer {
  /** `anon`, or `member:<username>` / `agent:<username>` (see `audienceKey`). */
  audience: string;
  /** The account's first login (only ever true for a signed-in audience). */
  firstLogin: boolean;
  /** The site's calendar day now, YYYY-MM-DD (`dayOfInstant` in the site time zone). */
  today: string;
}

export const POPUP_KEYS = {
  shown: (audience: string) => `popups.shown:${audience}`,
  closed: 'popups.closed',
  hiddenOn: (audience: string) => `popups.hideToday:${audience}`,
} as const;

function readIds(storage: PopupStorage, key: string): Set<number> {
  try {
    const parsed: unknown = JSON.parse(storage.read('session', key) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((n) => Number.isInteger(n)) : []);
  } catch {
    return new Set();
  }
}

function addIds(storage: PopupStorage, key: string, ids: number[]): void {
  const all = readIds(storage, key);
  ids.forEach((id) => all.add(id));
  storage.write('session', key, JSON.stringify([...all]));
}

/** Rule 3: does this execution apply to this viewer now? */
export function executionApplies(execution: TPopupExecution | null, firstLogin: boolean): boolean {
  if (execution === 'A' || execution === 'B') return true;
  return execution === 'F' && firstLogin;
}

/** Rule 4: the viewer chose "hide today" today. */
export function hiddenToday(storage: PopupStorage, viewer: PopupViewer): boolean {
  return storage.read('local', POPUP_KEYS.hiddenOn(viewer.audience)) === viewer.today;
}

/** The popups to show now, in their order (all four rules). */
export function popupsToShow<T extends PopupCandidate>(
  popups: readonly T[],
  viewer: PopupViewer,
  storage: PopupStorage,
): T[] {
  if (hiddenToday(storage, viewer)) return [];
  const shown = readIds(storage, POPUP_KEYS.shown(viewer.audience));
  const closed = readIds(storage, POPUP_KEYS.closed);
  const firstLogin = viewer.firstLogin && viewer.audience !== 'anon';
  return popups.filter(
    (p) => executionApplies(p.execution, firstLogin) && !shown.has(p.id) && !closed.has(p.id),
  );
}

/** Rule 1: these popups were shown to this audience in this session. */
export function markShown(storage: PopupStorage, viewer: PopupViewer, ids: number[]): void {
  addIds(storage, POPUP_KEYS.shown(viewer.audience), ids);
}

/** Rules 2 and 4: the viewer closed these popups, with or without "hide today". */
export function markClosed(
  storage: PopupStorage,
  viewer: PopupViewer,
  ids: number[],
  hideToday: boolean,
): void {
  addIds(storage, POPUP_KEYS.closed, ids);
  if (hideToday) storage.write('local', POPUP_KEYS.hiddenOn(viewer.audience), viewer.today);
}
