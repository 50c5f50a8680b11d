/**
 * "Remember me" of the login popup (spec §4 "Remember password", §9: 1 day). Only the username is
 * remembered, in a first-party cookie that lives one day; the password is never stored.
 */
export const REMEMBER_COOKIE = 'rememberedUsername';
export const REMEMBER_SECONDS = 24 * 60 * 60;

function cookieSuffix(): string {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  return `; path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The remembered username, or '' when none (or cookies are unavailable). */
export function readRememberedUsername(): string {
  try {
    for (const part of document.cookie.split(';')) {
      const [name, ...rest] = part.trim().split('=');
      if (name === REMEMBER_COOKIE) return decodeURIComponent(rest.join('='));
    }
  } catch {
    /* cookies disabled */
  }
  return '';
}

/** Remembers `username` for one day. */
export function rememberUsername(username: string): void {
  try {
    document.cookie = `${REMEMBER_COOKIE}=${encodeURIComponent(username)}; max-age=${REMEMBER_SECONDS}${cookieSuffix()}`;
  } catch {
    /* cookies disabled: nothing remembered */
  }
}

/** Forgets the remembered username. */
export function forgetUsername(): void {
  try {
    document.cookie = `${REMEMBER_COOKIE}=; max-age=0${cookieSuffix()}`;
  } catch {
    /* ignore */
  }
}
