import { LOCAL_KEYS, readStorage, writeStorage } from './storage';

export type TTheme = 'light' | 'dark';

/** The theme the visitor chose, or null while following the system. */
export function getStoredTheme(): TTheme | null {
  const value = readStorage('local', LOCAL_KEYS.theme);
  return value === 'light' || value === 'dark' ? value : null;
}

/** The system preference (dark when the OS asks for it). */
export function getSystemTheme(): TTheme {
  return typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-color-scheme: dark)').matches
    ? 'dark'
    : 'light';
}

/** Puts the theme on `<html data-theme>` where the CSS tokens pick it up. */
export function applyTheme(theme: TTheme): void {
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
}

/** Remembers an explicit choice; from then on the system preference is ignored. */
export function storeTheme(theme: TTheme): void {
  writeStorage('local', LOCAL_KEYS.theme, theme);
}
