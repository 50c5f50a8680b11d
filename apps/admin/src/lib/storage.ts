/** Keys of what the back office keeps in the browser. */
export const TOKEN_KEY = 'adminToken';
export const LANGUAGE_KEY = 'adminLanguage';

/** The bearer token lives for the tab only (sessionStorage), never in localStorage. */
export function readToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function writeToken(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(TOKEN_KEY, token);
    else sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage can be blocked (private mode); the session then lasts until reload.
  }
}

export function readLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}

export function writeLanguage(language: string): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Not persisted; the choice still applies for this visit.
  }
}
