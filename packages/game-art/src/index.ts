/*
 * Generated game art: a deterministic SVG per game and per vendor, so every catalogue entry has
 * a picture before an operator uploads a real one. Same input, same bytes (an ETag can be the
 * hash of the input); every text is escaped, so a vendor's game name cannot inject markup.
 */

export type ArtSize = 'small' | 'large';

export interface GameArtInput {
  vendor: string;
  gameCode: string;
  /** The game's name: the picture's accessible label (not printed; see gameArtSvg). */
  name: string;
  /** One of the nine categories (RNG, LIVE, FISH, …); picks the glyph. */
  gameType: string;
  size?: ArtSize;
}

export interface VendorLogoInput {
  code: string;
  name: string;
}

/** Escapes text for SVG/XML content and attribute values; drops characters XML forbids. */
export function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- XML 1.0 forbids these characters outright
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

/** FNV-1a, 32 bits: a small, stable hash for colours (not for security). */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** Two hues from the hash, far enough apart to make a visible gradient. */
function palette(seed: string): { from: string; to: string; accent: string } {
  const h = hash32(seed);
  const hue = h % 360;
  const shift = 40 + ((h >>> 9) % 80);
  const sat = 55 + ((h >>> 17) % 25);
  return {
    from: `hsl(${hue}, ${sat}%, 46%)`,
    to: `hsl(${(hue + shift) % 360}, ${sat}%, 26%)`,
    accent: `hsl(${(hue + 180) % 360}, 85%, 70%)`,
  };
}

/** A simple glyph per category, drawn in a 100x100 box (paths only: no fonts, no images). */
const GLYPHS: Record<string, string> = {
  // Slots: three reels.
  RNG: '<rect x="8" y="24" width="24" height="52" rx="5"/><rect x="38" y="24" width="24" height="52" rx="5"/><rect x="68" y="24" width="24" height="52" rx="5"/>',
  // Live casino: a card with a pip.
  LIVE: '<rect x="26" y="12" width="48" height="76" rx="7"/><path d="M50 30 L64 50 L50 70 L36 50 Z" fill-opacity="0.45" fill="#000"/>',
  // Sports: a ball.
  SPORTS:
    '<circle cx="50" cy="50" r="38"/><path d="M50 26 L66 38 L60 58 L40 58 L34 38 Z" fill-opacity="0.45" fill="#000"/>',
  // Esports: a controller.
  ESPORTS:
    '<rect x="10" y="32" width="80" height="40" rx="20"/><circle cx="32" cy="52" r="7" fill-opacity="0.45" fill="#000"/><circle cx="68" cy="52" r="7" fill-opacity="0.45" fill="#000"/>',
  // Cards (pvp): two cards.
  PVP: '<rect x="16" y="20" width="40" height="60" rx="6" transform="rotate(-12 36 50)"/><rect x="44" y="20" width="40" height="60" rx="6" transform="rotate(12 64 50)"/>',
  // Fishing: a fish.
  FISH: '<path d="M12 50 Q40 18 72 50 Q40 82 12 50 Z"/><path d="M70 50 L92 32 L92 68 Z"/>',
  // Lottery: a ball with a number band.
  LOTT: '<circle cx="50" cy="50" r="38"/><rect x="22" y="42" width="56" height="16" rx="8" fill-opacity="0.45" fill="#000"/>',
  ELOTT: '<circle cx="36" cy="56" r="26"/><circle cx="66" cy="40" r="22"/>',
  // Cockfight: a spur-like crest.
  COCKFIGHT: '<path d="M20 80 Q20 30 50 20 Q46 40 62 34 Q58 50 80 46 Q74 80 20 80 Z"/>',
};
const DEFAULT_GLYPH = '<circle cx="50" cy="50" r="36"/>';

/** Splits a name into up to `maxLines` lines of about `width` characters (wide scripts count 2). */
export function wrapName(name: string, width: number, maxLines: number): string[] {
  const chars = [...name.trim().replace(/\s+/g, ' ')];
  const cost = (c: string) => (/[\u1100-\uFFFF]/.test(c) && !/[\u0E00-\u0E7F]/.test(c) ? 2 : 1);
  const lines: string[] = [];
  let line = '';
  let used = 0;
  const words = chars.join('').split(' ');
  for (const word of words) {
    const wordChars = [...word];
    const wordCost = wordChars.reduce((n, c) => n + cost(c), 0);
    if (used > 0 && used + 1 + wordCost <= width) {
      line += ` ${word}`;
      used += 1 + wordCost;
      continue;
    }
    if (used > 0) {
      lines.push(line);
      line = '';
      used = 0;
    }
    // A word longer than a line (or a script without spaces) is cut by characters.
    for (const c of wordChars) {
      if (used + cost(c) > width) {
        lines.push(line);
        line = '';
        used = 0;
      }
      line += c;
      used += cost(c);
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${[...kept[maxLines - 1]!].slice(0, Math.max(1, width - 1)).join('')}…`;
    return kept;
  }
  return lines;
}

/**
 * The SVG of one game: gradient from the hash, category glyph and a vendor badge in the bottom
 * corner. The name is the picture's accessible label only: every screen that shows the art shows
 * the game's name in the player's language beside it (a printed English name sat under a Thai
 * caption), and the top corners belong to the tile's HOT/NEW badges and favourite heart.
 */
export function gameArtSvg(input: GameArtInput): string {
  const large = input.size === 'large';
  const w = large ? 400 : 200;
  const h = large ? 300 : 200;
  const p = palette(`${input.vendor}/${input.gameCode}`);
  const id = `g${hash32(`${input.vendor}/${input.gameCode}`).toString(36)}`;
  const glyph = GLYPHS[input.gameType.toUpperCase()] ?? DEFAULT_GLYPH;
  const glyphSize = large ? 150 : 110;
  const glyphX = (w - glyphSize) / 2;
  const glyphY = (h - glyphSize) / 2 - (large ? 12 : 10);
  const badge = escapeXml(input.vendor.slice(0, 12));
  const badgeW = 14 + badge.length * (large ? 11 : 8);
  const badgeH = large ? 26 : 20;
  const badgeX = w - 8 - badgeW;
  const badgeY = h - 8 - badgeH;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(input.name || input.gameCode)}">` +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" rx="${large ? 24 : 18}" fill="url(#${id})"/>` +
    `<g transform="translate(${glyphX} ${glyphY}) scale(${glyphSize / 100})" fill="${p.accent}" fill-opacity="0.9">${glyph}</g>` +
    `<rect x="${badgeX}" y="${badgeY}" width="${badgeW}" height="${badgeH}" rx="${badgeH / 2}" fill="#000" fill-opacity="0.35"/>` +
    `<text x="${badgeX + badgeW / 2}" y="${badgeY + badgeH * 0.7}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${large ? 15 : 12}" font-weight="700" fill="#fff">${badge}</text>` +
    `</svg>`
  );
}

/** The SVG logo of a vendor: a rounded badge in its colours with its code and name. */
export function vendorLogoSvg(input: VendorLogoInput): string {
  const p = palette(`vendor/${input.code}`);
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
