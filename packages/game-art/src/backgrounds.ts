/*
 * Background patterns behind the motif, drawn faintly in white. A vendor favours a few of them
 * (its games look like one studio's set); each game picks one, so neighbours still differ.
 */
import type { Rng } from './random.js';

export type PatternId = 'rays' | 'dots' | 'stripes' | 'rings' | 'waves' | 'scales' | 'lattice';

export const PATTERNS: readonly PatternId[] = [
  'rays',
  'dots',
  'stripes',
  'rings',
  'waves',
  'scales',
  'lattice',
];

/** A tile repeated over the whole picture. */
const tiled = (
  id: string,
  w: number,
  h: number,
  body: string,
  opacity: number,
  turn = 0,
): [string, string] => [
  `<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse"${turn ? ` patternTransform="rotate(${turn})"` : ''}>${body}</pattern>`,
  `<rect width="100%" height="100%" fill="url(#${id})" opacity="${opacity}"/>`,
];

/**
 * The pattern's `<defs>` part and its drawing: rays and rings are centred on the motif (cx, cy);
 * the tiles cover the picture.
 */
export function pattern(
  kind: PatternId,
  id: string,
  cx: number,
  cy: number,
  r: Rng,
): [string, string] {
  const white = 'stroke="#fff" fill="none"';
  switch (kind) {
    case 'rays': {
      const count = r.pick([12, 14, 16]);
      const turn = r.int(0, 30);
      let d = '';
      for (let i = 0; i < count; i += 1) {
        const a = ((i * 360) / count + turn) * (Math.PI / 180);
        const b = a + Math.PI / count;
        d += `M${cx} ${cy}L${Math.round(cx + 140 * Math.cos(a))} ${Math.round(cy + 140 * Math.sin(a))}L${Math.round(cx + 140 * Math.cos(b))} ${Math.round(cy + 140 * Math.sin(b))}Z`;
      }
      return ['', `<path d="${d}" fill="#fff" opacity=".09"/>`];
    }
    case 'rings': {
      const gap = r.int(9, 13);
      let circles = '';
      for (let ring = gap * 2; ring < 110; ring += gap)
        circles += `<circle cx="${cx}" cy="${cy}" r="${ring}"/>`;
      return ['', `<g ${white} stroke-width="1.4" opacity=".12">${circles}</g>`];
    }
    case 'dots':
      return tiled(id, 7, 7, `<circle cx="3.5" cy="3.5" r="1.1" fill="#fff"/>`, 0.16, 45);
    case 'stripes':
      return tiled(
        id,
        9,
        9,
        `<rect width="3.5" height="9" fill="#fff"/>`,
        0.07,
        r.pick([30, 45, -45]),
      );
    case 'waves':
      return tiled(id, 20, 8, `<path d="M0 4Q5 0 10 4T20 4" ${white} stroke-width="1.2"/>`, 0.16);
    case 'scales':
      return tiled(
        id,
        12,
        7,
        `<path d="M0 7A6 6 0 0 1 12 7M-6 3.5A6 6 0 0 1 6 3.5M6 3.5A6 6 0 0 1 18 3.5" ${white}/>`,
        0.14,
      );
    default:
      return tiled(id, 10, 10, `<path d="M5 0L10 5L5 10L0 5Z" ${white} stroke-width=".8"/>`, 0.14);
  }
}
