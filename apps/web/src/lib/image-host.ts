/** True for an address that already names its host (or carries its bytes). */
function isAbsolute(url: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url);
}

const picked = new Map<string, string>();

/**
 * One host of `hosts` chosen at random (spec §7 "Images"), kept for the page's life so the
 * browser cache keeps working; the same list always gives the same host.
 */
export function pickHost(hosts: readonly string[], random: () => number = Math.random): string {
  if (hosts.length === 0) return '';
  const key = hosts.join('\n');
  let host = picked.get(key);
  if (host === undefined) {
    host = hosts[Math.floor(random() * hosts.length) % hosts.length] ?? '';
    picked.set(key, host);
  }
  return host;
}

/** A relative image path (`/images/games/PG/x.svg`) on an image host; absolute ones stay. */
export function onImageHost(url: string, hosts: readonly string[]): string {
  if (!url || isAbsolute(url)) return url;
  const host = pickHost(hosts).replace(/\/+$/, '');
  if (!host) return url;
  return `${host}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** A vendor's logo (`/images/vendors/{code}.svg`) on one of the image hosts. */
export function vendorLogoUrl(code: string, hosts: readonly string[]): string {
  return onImageHost(`/images/vendors/${encodeURIComponent(code)}.svg`, hosts);
}
