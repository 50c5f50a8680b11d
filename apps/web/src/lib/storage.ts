/**
 * Safe wrappers around Web Storage: private modes and sandboxed frames may throw on access, and
 * the site must keep working (with nothing remembered) when they do.
 */
type TArea = 'local' | 'session';

function area(kind: TArea): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Reads a string, or null when missing or storage is unavailable. */
export function readStorage(kind: TArea, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes a string; silently ignored when storage is unavailable or full. */
export function writeStorage(kind: TArea, key: string, value: string): void {
  try {
    area(kind)?.setItem(key, value);
  } catch {
    /* nothing to remember then */
  }
}

/** Removes a key; silently ignored when storage is unavailable. */
export function removeStorage(kind: TArea, key: string): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    /* ignore */
  }
}

/** Local-storage keys this site owns. */
export const LOCAL_KEYS = {
  theme: 'theme',
  lang: 'lang',
  sideMenuCollapsed: 'sideMenuCollapsed',
  balanceHidden: 'balanceHidden',
  /** The cashier currency the wallet last reported, for the jackpot's symbol when signed out. */
  cashierCurrency: 'cashierCurrency',
} as const;
