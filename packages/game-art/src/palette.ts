/*
 * The colours of one picture: a background from the theme's hues and the game's hash, the
 * motif's colours from the theme or the colour word in the name, and a gold every theme may use.
 */
import type { Rng } from './random.js';
import type { Theme, Tint } from './themes.js';

/** What a motif paints with. `main` and `gold` are gradients (url references), the rest colours. */
export interface Paint {
  /** Prefix of this picture's ids (unique per game, so several SVGs inline in one page never clash). */
  id: string;
  main: string;
  gold: string;
  /** Highlights and shadows of the motif's hue. */
  light: string;
  dark: string;
  /** The outline of every shape. */
  ink: string;
  accent: string;
  accentDark: string;
}

export interface Palette {
  paint: Paint;
  /** Background: the gradient's two ends and the glow behind the motif. */
  bgFrom: string;
  bgTo: string;
  glow: string;
  /** The `<defs>` entries the paint refers to. */
  defs: string;
}

export const hsl = (h: number, s: number, l: number) =>
  `hsl(${Math.round(((h % 360) + 360) % 360)},${Math.round(s)}%,${Math.round(l)}%)`;

const stops = (colours: readonly string[]) =>
  colours
    .map(
      (c, i) =>
        `<stop offset="${Math.round((i / (colours.length - 1)) * 100) / 100}" stop-color="${c}"/>`,
    )
    .join('');

/** A vertical gradient: light on top, as if lit from above. */
const vertical = (id: string, colours: readonly string[]) =>
  `<linearGradient id="${id}" x2="0" y2="1">${stops(colours)}</linearGradient>`;

export function paletteOf(theme: Theme, tint: Tint | undefined, r: Rng, id: string): Palette {
  const motifTint =
    theme.tints === 'any' || (theme.tints === 'metal' && tint?.metal) ? tint : undefined;
  const hue = motifTint?.hue ?? r.pick(theme.hues) + r.int(-8, 8);
  const sat = motifTint?.sat ?? r.int(72, 92);
  const light = motifTint?.light ?? r.int(50, 58);
  // A tinted name whose motif keeps its colours ("Golden Baccarat") tints the background instead.
  const bgHue =
    (tint && !motifTint && !tint.metal ? tint.hue : r.pick(theme.backgrounds)) + r.int(-14, 14);
  const bgSat = r.int(58, 80);
  const bgShift = r.pick([-28, -16, 18, 30]);
  const paint: Paint = {
    id,
    main: `url(#${id}f)`,
    gold: `url(#${id}g)`,
    light: hsl(hue, sat, Math.min(light + 28, 92)),
    dark: hsl(hue, sat, light - 22),
    ink: hsl(hue, 55, 12),
    accent: hsl(theme.accent + r.int(-10, 10), 82, 52),
    accentDark: hsl(theme.accent, 70, 30),
  };
  const defs =
    vertical(`${id}f`, [
      hsl(hue, sat, Math.min(light + 22, 90)),
      hsl(hue, sat, light),
      hsl(hue + 6, sat, light - 18),
    ]) + vertical(`${id}g`, ['#fff6c2', '#f7c948', '#d18b12', '#8a5208']);
  return {
    paint,
    bgFrom: hsl(bgHue, bgSat, r.int(36, 44)),
    bgTo: hsl(bgHue + bgShift, bgSat, r.int(10, 16)),
    glow: hsl(bgHue + bgShift / 2, bgSat + 10, 70),
    defs,
  };
}
