/** Small drawing helpers the motifs share (every motif draws in a 100 x 100 box). */
import type { Paint } from '../palette.js';
import { round, type Rng } from '../random.js';

/** The same shapes mirrored across the box's vertical middle. */
export const mirrored = (shapes: string) =>
  `${shapes}<g transform="matrix(-1 0 0 1 100 0)">${shapes}</g>`;

/** A regular star of `points` points (a 5-point star, or a 4-point sparkle with a thin waist). */
export function star(cx: number, cy: number, radius: number, points = 5, waist = 0.45): string {
  const corners: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? radius : radius * waist;
    const a = (Math.PI * i) / points - Math.PI / 2;
    corners.push(`${round(cx + r * Math.cos(a))} ${round(cy + r * Math.sin(a))}`);
  }
  return `M${corners.join('L')}Z`;
}

/** A point on a circle: angle in degrees from the top, clockwise. */
export function onCircle(
  cx: number,
  cy: number,
  radius: number,
  degrees: number,
): [number, number] {
  const a = ((degrees - 90) * Math.PI) / 180;
  return [round(cx + radius * Math.cos(a)), round(cy + radius * Math.sin(a))];
}

/** A soft white highlight (the shine on a ball, a coin, a gem). */
export const shine = (cx: number, cy: number, rx: number, ry: number, rotate = -30) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" transform="rotate(${rotate} ${cx} ${cy})" fill="#fff" fill-opacity=".55" stroke="none"/>`;

/** Seven-segment digits: numbers on lottery balls without a font. */
const SEGMENTS: Record<string, string> = {
  a: 'M0 0h6',
  b: 'M6 0v5',
  c: 'M6 5v5',
  d: 'M0 10h6',
  e: 'M0 5v5',
  f: 'M0 0v5',
  g: 'M0 5h6',
};
const DIGITS = [
  'abcdef',
  'bc',
  'abged',
  'abgcd',
  'fgbc',
  'afgcd',
  'afgedc',
  'abc',
  'abcdefg',
  'abfgcd',
];

/** A number drawn as strokes, centred on (cx, cy), `height` tall. */
export function digits(
  value: number,
  cx: number,
  cy: number,
  height: number,
  colour: string,
): string {
  const text = String(value);
  const s = height / 10;
  const width = text.length * 6 + (text.length - 1) * 3;
  const parts = [...text].map((ch, i) =>
    DIGITS[Number(ch)]!.split('')
      .map((seg) =>
        SEGMENTS[seg]!.replace(/^M(\d+) (\d+)/, (_, x, y) => `M${Number(x) + i * 9} ${y}`),
      )
      .join(''),
  );
  return `<path d="${parts.join('')}" transform="translate(${round(cx - (width * s) / 2)} ${round(cy - height / 2)}) scale(${round(s * 100) / 100})" fill="none" stroke="${colour}" stroke-width="${round(2.2 / s)}"/>`;
}

/** A theme's drawing: shapes in a 100 x 100 box, outlined by the caller's stroke (paint.ink). */
export type Motif = (p: Paint, r: Rng) => string;
