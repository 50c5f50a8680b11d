/** Where a social sign-in comes back to when the request named no (acceptable) path. */
export function defaultReturnTo(site: 'member' | 'agent'): string {
  return site === 'agent' ? '/agent' : '/';
}

/**
 * A same-site relative path, or the site's default. Refuses what a browser would read as another
 * origin: `//host`, `/\host` (backslashes count as slashes), schemes, and control characters.
 */
export function safeReturnTo(raw: string | undefined, site: 'member' | 'agent'): string {
  if (
    !raw ||
    raw.length > 500 ||
    !raw.startsWith('/') ||
    raw.startsWith('//') ||
    raw.includes('\\') ||
    hasControlOrSpace(raw)
  ) {
    return defaultReturnTo(site);
  }
  return raw;
}

/** `path` with `name=value` added to its query (before any #fragment). */
export function withQueryParam(path: string, name: string, value: string): string {
  const hashAt = path.indexOf('#');
  const base = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  const sep = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${sep}${encodeURIComponent(name)}=${encodeURIComponent(value)}${hash}`;
}

/** Spaces and control characters: browsers strip or reinterpret them in a Location. */
function hasControlOrSpace(value: string): boolean {
  for (const ch of value) {
    const code = ch.codePointAt(0)!;
    if (code <= 0x20 || code === 0x7f) return true;
  }
  return false;
}
