/** `path?a=1&b=x` from the defined, non-empty values of `params`. */
export function withQuery(path: string, params: object): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params) as [string, unknown][]) {
    if (
      typeof value === 'string'
        ? value === ''
        : typeof value !== 'number' && typeof value !== 'boolean'
    ) {
      continue;
    }
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Spec §9 constants every game call sends (accepted and ignored by our server). */
export const CLIENT_PARAMS = { clientType: 3, platform: 'flash,html5-desktop' } as const;
