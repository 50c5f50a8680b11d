import type { TGameCategoryCode } from '@lw/contracts';
// With its extension: the build's config loads this file too (build/static-shell.ts).
import { hashString, r1, seededRandom, svgDataUrl } from './seed.ts';

/** Each category's own colours, so the lobby cards read at a glance. */
export const CATEGORY_COLORS: Record<TGameCategoryCode, readonly [string, string]> = {
  RNG: ['#ffb547', '#e2441f'],
  LIVE: ['#ff5f8f', '#8e1f7a'],
  SPORTS: ['#3be29a', '#0d7a63'],
  ESPORTS: ['#56c7ff', '#3a2fd6'],
  PVP: ['#b27bff', '#4a1fb8'],
  FISH: ['#3fd9f2', '#0e62b8'],
  LOTT: ['#ffd84d', '#d4780f'],
  ELOTT: ['#ff8a5b', '#c7224f'],
  COCKFIGHT: ['#ff6b4a', '#8c1c14'],
};

/** A glyph (in a 100x100 box, white) that says what the category is. */
const GLYPHS: Record<TGameCategoryCode, string> = {
  RNG: '<rect x="14" y="26" width="72" height="48" rx="10" fill="#fff" opacity=".95"/><rect x="21" y="33" width="18" height="34" rx="4" fill="#ff9a3c"/><rect x="41" y="33" width="18" height="34" rx="4" fill="#ff9a3c"/><rect x="61" y="33" width="18" height="34" rx="4" fill="#ff9a3c"/><text x="30" y="57" font-size="20" font-weight="800" text-anchor="middle" fill="#fff" font-family="Arial,sans-serif">7</text><text x="50" y="57" font-size="20" font-weight="800" text-anchor="middle" fill="#fff" font-family="Arial,sans-serif">7</text><text x="70" y="57" font-size="20" font-weight="800" text-anchor="middle" fill="#fff" font-family="Arial,sans-serif">7</text><circle cx="90" cy="30" r="5" fill="#fff"/><rect x="88" y="30" width="4" height="22" fill="#fff"/>',
  LIVE: '<rect x="22" y="18" width="40" height="58" rx="6" fill="#fff" transform="rotate(-12 42 47)"/><rect x="40" y="22" width="40" height="58" rx="6" fill="#fff" transform="rotate(10 60 51)"/><path d="M60 38c-6 8-14 11-14 18 0 5 5 8 9 6l-2 8h14l-2-8c4 2 9-1 9-6 0-7-8-10-14-18z" fill="#d6204f"/>',
  SPORTS:
    '<circle cx="50" cy="50" r="34" fill="#fff"/><path d="M50 32l14 10-5 17H41l-5-17z" fill="#17212f"/><path d="M50 16v16M64 42l17-5M59 59l10 14M41 59l-10 14M36 42l-17-5" stroke="#17212f" stroke-width="4"/>',
  ESPORTS:
    '<path d="M22 40c2-9 9-13 17-13h22c8 0 15 4 17 13l6 24c2 9-8 14-14 7l-8-9H36l-8 9c-6 7-16 2-14-7z" fill="#fff"/><path d="M33 44v12M27 50h12" stroke="#3a2fd6" stroke-width="5" stroke-linecap="round"/><circle cx="65" cy="46" r="4" fill="#3a2fd6"/><circle cx="72" cy="54" r="4" fill="#3a2fd6"/>',
  PVP: '<path d="M50 14c-14 18-30 24-30 40 0 10 10 16 20 11l-4 17h28l-4-17c10 5 20-1 20-11 0-16-16-22-30-40z" fill="#fff"/>',
  FISH: '<path d="M16 50c12-18 40-24 58-8l12-10v36L74 58c-18 16-46 10-58-8z" fill="#fff"/><circle cx="34" cy="46" r="4.5" fill="#0e62b8"/><path d="M48 36c4 8 4 20 0 28" stroke="#0e62b8" stroke-width="3" fill="none"/>',
  LOTT: '<circle cx="34" cy="60" r="18" fill="#fff"/><circle cx="66" cy="60" r="18" fill="#fff" opacity=".9"/><circle cx="50" cy="34" r="18" fill="#fff"/><text x="50" y="41" font-size="18" font-weight="800" text-anchor="middle" fill="#d4780f" font-family="Arial,sans-serif">8</text><text x="34" y="67" font-size="18" font-weight="800" text-anchor="middle" fill="#d4780f" font-family="Arial,sans-serif">3</text><text x="66" y="67" font-size="18" font-weight="800" text-anchor="middle" fill="#d4780f" font-family="Arial,sans-serif">6</text>',
  ELOTT:
    '<rect x="22" y="16" width="56" height="68" rx="10" fill="#fff"/><rect x="30" y="26" width="40" height="22" rx="4" fill="#c7224f"/><circle cx="36" cy="62" r="5" fill="#c7224f"/><circle cx="50" cy="62" r="5" fill="#c7224f"/><circle cx="64" cy="62" r="5" fill="#c7224f"/><circle cx="36" cy="75" r="3" fill="#c7224f"/><circle cx="50" cy="75" r="3" fill="#c7224f"/><circle cx="64" cy="75" r="3" fill="#c7224f"/><path d="M48 28l-6 10h6l-3 8 9-12h-6l3-6z" fill="#fff"/>',
  COCKFIGHT:
    '<path d="M30 78c-6-18 2-36 18-42-4-6-2-14 4-18 2 6 8 6 10 12 8 2 12 8 10 14l-8-2c10 12 8 30-6 36z" fill="#fff"/><path d="M58 18c4-4 10-4 12 0-4 0-6 2-6 6z" fill="#ffd84d"/><circle cx="62" cy="30" r="2.5" fill="#8c1c14"/><path d="M40 82l-4 8M54 82l2 8" stroke="#fff" stroke-width="4" stroke-linecap="round"/>',
};

/**
 * The art of a lobby category card: the category's gradient, soft rings and confetti from the
 * seed, and the category glyph large on the right.
 */
export function categoryCardSvg(code: TGameCategoryCode, width = 320, height = 200): string {
  const [a, b] = CATEGORY_COLORS[code];
  const rand = seededRandom(hashString(code));
  const confetti = Array.from({ length: 12 }, () => {
    const x = r1(width * rand());
    const y = r1(height * rand());
    return `<rect x="${x}" y="${y}" width="6" height="6" rx="1.5" fill="#fff" opacity="${r1(0.12 + rand() * 0.3)}" transform="rotate(${r1(rand() * 90)} ${x} ${y})"/>`;
  }).join('');
  const glyphSize = height * 0.86;
  const gx = width - glyphSize - width * 0.02;
  const gy = (height - glyphSize) / 2 + height * 0.04;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>
<radialGradient id="l" cx="0.85" cy="0.2" r="0.7"><stop offset="0" stop-color="#fff" stop-opacity=".45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<rect width="${width}" height="${height}" fill="url(#l)"/>
<circle cx="${width * 0.78}" cy="${height * 0.55}" r="${height * 0.55}" fill="none" stroke="#fff" stroke-opacity=".14" stroke-width="14"/>
<circle cx="${width * 0.78}" cy="${height * 0.55}" r="${height * 0.36}" fill="#fff" fill-opacity=".08"/>
${confetti}
<g transform="translate(${r1(gx)} ${r1(gy)}) scale(${r1(glyphSize / 100)})" style="filter:drop-shadow(0 6px 8px rgba(0,0,0,.25))">${GLYPHS[code]}</g>
</svg>`;
}

export function categoryCardDataUrl(code: TGameCategoryCode): string {
  return svgDataUrl(categoryCardSvg(code));
}
