/** A mirror that has not answered within this long counts as unreachable. */
const PROBE_TIMEOUT_MS = 6_000;

/** Measures one domain: resolves with the round trip in milliseconds, rejects when unreachable. */
export type TProbe = (domain: string) => Promise<number>;

/**
 * Loads the mirror's favicon (every mirror serves this same site) with a cache-busting query.
 * An image, not fetch: the site's CSP lets images come from any https host, while connections
 * (connect-src) stay limited to our own origin.
 */
export const probeByImage: TProbe = (domain) =>
  new Promise<number>((resolve, reject) => {
    const image = new Image();
    const started = performance.now();
    const done = (ok: boolean) => {
      clearTimeout(timer);
      image.onload = null;
      image.onerror = null;
      if (ok) resolve(Math.max(1, Math.round(performance.now() - started)));
      else {
        image.src = '';
        reject(new Error(`${domain} is unreachable`));
      }
    };
    const timer = setTimeout(() => done(false), PROBE_TIMEOUT_MS);
    image.onload = () => done(true);
    image.onerror = () => done(false);
    image.referrerPolicy = 'no-referrer';
    image.src = `https://${domain}/favicon.svg?probe=${Date.now()}`;
  });
