import { escapeXml } from './escape.js';
import { hash32 } from './random.js';
import { wrapName } from './wrap-name.js';

export interface VendorLogoInput {
  code: string;
  name: string;
}

/** Two hues from the hash, far enough apart to make a visible gradient. */
function vendorPalette(seed: string): { from: string; to: string } {
  const h = hash32(seed);
  const hue = h % 360;
  const shift = 40 + ((h >>> 9) % 80);
  const sat = 55 + ((h >>> 17) % 25);
  return {
    from: `hsl(${hue}, ${sat}%, 46%)`,
    to: `hsl(${(hue + shift) % 360}, ${sat}%, 26%)`,
  };
}

/** The SVG logo of a vendor: a rounded badge in its colours with its code and name. */
export function vendorLogoSvg(input: VendorLogoInput): string {
  const p = vendorPalette(`vendor/${input.code}`);
  const id = `v${hash32(`vendor/${input.code}`).toString(36)}`;
  const code = escapeXml(input.code.slice(0, 10));
  const name = wrapName(input.name || input.code, 18, 1).map(escapeXml)[0] ?? '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120" role="img" aria-label="${escapeXml(input.name || input.code)}">` +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>` +
    `<rect width="240" height="120" rx="20" fill="url(#${id})"/>` +
    `<text x="120" y="66" text-anchor="middle" font-family="system-ui, sans-serif" font-size="38" font-weight="800" fill="#fff">${code}</text>` +
    `<text x="120" y="96" text-anchor="middle" font-family="system-ui, 'Noto Sans', sans-serif" font-size="15" fill="#fff" fill-opacity="0.85">${name}</text>` +
    `</svg>`
  );
}
