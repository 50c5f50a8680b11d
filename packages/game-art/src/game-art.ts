/*
 * One game's picture: a background in the theme's colours with a faint pattern and a glow, the
 * theme's motif (posed, sized and placed per game), sparkles, and the vendor's badge in the bottom
 * corner. The scene is drawn 100 units high (133 wide for the large icon) and scaled to pixels.
 */
import { PATTERNS, pattern, type PatternId } from './backgrounds.js';
import { escapeXml } from './escape.js';
import { MOTIFS } from './motifs/index.js';
import { star } from './motifs/shapes.js';
import { paletteOf } from './palette.js';
import { createRng, hash32, round, type Rng } from './random.js';
import { themeOf, tintOf, type Pose } from './themes.js';

export type ArtSize = 'small' | 'large';

export interface GameArtInput {
  vendor: string;
  gameCode: string;
  /** The picture's accessible label (not printed: the tile's caption shows the name). */
  name: string;
  /** Every name of the game in any language; the theme is read from them (default: `name`). */
  names?: readonly string[];
  /** One of the nine categories (RNG, LIVE, FISH, …): the fallback theme. */
  gameType: string;
  /** The vendor's sub-type (BACCARAT, CLASSIC_SLOT, …): a hint when the name says nothing. */
  gameClassify?: string;
  size?: ArtSize;
}

/** A vendor's house style: the same corners, frame and favourite patterns on all its games. */
function houseStyle(vendor: string) {
  const r = createRng(`house/${vendor}`);
  const start = r.int(0, PATTERNS.length - 1);
  const patterns: PatternId[] = [0, 2, 4].map((i) => PATTERNS[(start + i) % PATTERNS.length]!);
  return { radius: r.pick([8, 10, 12]), frame: r.int(0, 2), patterns };
}

/** Where the motif sits: a little off centre, tilted or mirrored when its theme allows. */
function layout(r: Rng, width: number, pose: Pose) {
  const scale = round(r.range(0.7, 0.82));
  const cx = round(width / 2 + r.range(-6, 6));
  const cy = round(46 + r.range(-3, 3));
  const tilt = pose === 'upright' ? 0 : r.int(-9, 9);
  const flip = pose === 'free' && r.chance(0.5) ? -1 : 1;
  return { scale, cx, cy, tilt, flip };
}

/** Four-pointed sparkles around the motif, away from the badge corner. */
function sparkles(r: Rng, width: number): string {
  const spots = [
    [0.12, 0.14],
    [0.88, 0.12],
    [0.1, 0.62],
    [0.9, 0.5],
    [0.5, 0.08],
  ];
  const count = r.int(2, 4);
  const start = r.int(0, spots.length - 1);
  let d = '';
  for (let i = 0; i < count; i++) {
    const [x, y] = spots[(start + i) % spots.length]!;
    d += star(
      round(x! * width + r.range(-4, 4)),
      round(y! * 100 + r.range(-4, 4)),
      r.range(2.5, 5),
      4,
      0.25,
    );
  }
  return `<path d="${d}" fill="#fff" opacity=".85"/>`;
}

/** The SVG of one game. Same input, same bytes; every text is escaped. */
export function gameArtSvg(input: GameArtInput): string {
  const large = input.size === 'large';
  const w = large ? 400 : 200;
  const h = large ? 300 : 200;
  const unit = h / 100;
  const width = round(w / unit);
  const key = `${input.vendor}/${input.gameCode}`;
  const id = `a${hash32(key).toString(36)}`;
  const names = input.names?.length ? input.names : [input.name];
  const theme = themeOf({
    names,
    gameType: input.gameType,
    gameClassify: input.gameClassify,
    seed: key,
  });
  const house = houseStyle(input.vendor);
  const r = createRng(key);
  const colours = paletteOf(theme, tintOf(names), r, id);
  const place = layout(r, width, theme.pose);
  const [patternDefs, patternDrawing] = pattern(
    r.pick(house.patterns),
    `${id}p`,
    place.cx,
    place.cy,
    r,
  );
  const motif = MOTIFS[theme.id](colours.paint, r);
  const radius = house.radius;
  const frame =
    house.frame === 0
      ? ''
      : house.frame === 1
        ? `<rect x="1.5" y="1.5" width="${round(width - 3)}" height="97" rx="${radius - 1}" fill="none" stroke="#fff" stroke-opacity=".22" stroke-width="1.4"/>`
        : `<rect x="1.6" y="1.6" width="${round(width - 3.2)}" height="96.8" rx="${radius - 1}" fill="none" stroke="${colours.paint.gold}" stroke-width="2.6"/>`;
  const motifTransform = `translate(${place.cx} ${place.cy}) rotate(${place.tilt}) scale(${round(place.scale * place.flip * 100) / 100} ${place.scale}) translate(-50 -50)`;

  const badge = escapeXml(input.vendor.slice(0, 12));
  const badgeW = 14 + badge.length * (large ? 11 : 8);
  const badgeH = large ? 26 : 20;
  const badgeX = w - 8 - badgeW;
  const badgeY = h - 8 - badgeH;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(input.name || input.gameCode)}">` +
    `<defs>${colours.defs}` +
    `<linearGradient id="${id}b" x1="0" y1="0" x2=".6" y2="1"><stop offset="0" stop-color="${colours.bgFrom}"/><stop offset="1" stop-color="${colours.bgTo}"/></linearGradient>` +
    `<radialGradient id="${id}r"><stop offset="0" stop-color="${colours.glow}" stop-opacity=".75"/><stop offset="1" stop-color="${colours.glow}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="${id}s" x2="0" y2="1"><stop offset=".55" stop-opacity="0"/><stop offset="1" stop-opacity=".55"/></linearGradient>` +
    `<clipPath id="${id}c"><rect width="${width}" height="100" rx="${radius}"/></clipPath>${patternDefs}</defs>` +
    `<g transform="scale(${unit})"><g clip-path="url(#${id}c)">` +
    `<rect width="${width}" height="100" fill="url(#${id}b)"/>${patternDrawing}` +
    `<circle cx="${place.cx}" cy="${place.cy}" r="46" fill="url(#${id}r)"/>` +
    `<ellipse cx="${place.cx}" cy="${round(place.cy + place.scale * 46)}" rx="${round(place.scale * 34)}" ry="4" fill="#000" opacity=".28"/>` +
    `<g transform="${motifTransform}" stroke="${colours.paint.ink}" stroke-width="1.5" stroke-linejoin="round" stroke-linecap="round">${motif}</g>` +
    sparkles(r, width) +
    `<rect width="${width}" height="100" fill="url(#${id}s)"/></g>${frame}</g>` +
    `<rect x="${badgeX}" y="${badgeY}" width="${badgeW}" height="${badgeH}" rx="${badgeH / 2}" fill="#000" fill-opacity="0.35"/>` +
    `<text x="${badgeX + badgeW / 2}" y="${badgeY + badgeH * 0.7}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${large ? 15 : 12}" font-weight="700" fill="#fff">${badge}</text>` +
    `</svg>`
  );
}
