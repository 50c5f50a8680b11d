const THEME_KEY = 'adminTheme';
export type Theme = 'light' | 'dark';

/** The saved theme; light unless the operator chose dark. */
export function savedTheme(): Theme {
  try {
    return localStorage.getItem(THEME_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

/** Applies and remembers the theme. */
export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Not persisted; fine for this visit.
  }
}
