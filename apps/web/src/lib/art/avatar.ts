import { escapeXml, initials, paletteFor, svgDataUrl } from './seed';

/** A round avatar with the name's initials on the name's gradient. */
export function avatarSvg(name: string): string {
  const [a, b] = paletteFor(name);
  const text = escapeXml(initials(name));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><circle cx="32" cy="32" r="32" fill="url(#g)"/><text x="32" y="41" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="24" font-weight="700" fill="#fff">${text}</text></svg>`;
}

export function avatarDataUrl(name: string): string {
  return svgDataUrl(avatarSvg(name));
}
