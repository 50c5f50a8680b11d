/** Riches and sweets: coins and gold ingots, gems, a crown, fruit, candy, a four-leaf clover. */
import { round } from '../random.js';
import { shine, type Motif } from './shapes.js';
import type { Paint } from '../palette.js';

const BLACK = '#1b1b24';

/** A Chinese coin (square hole) of radius `size` at (x, y). */
function coin(p: Paint, x: number, y: number, size: number): string {
  const s = round(size / 24);
  return (
    `<g transform="translate(${x} ${y}) scale(${s})"><circle r="24" fill="${p.main}"/>` +
    `<circle r="19" fill="none" stroke="${p.dark}" stroke-width="1.6"/>` +
    `<rect x="-6" y="-6" width="12" height="12" fill="${p.dark}"/>` +
    `<path d="M-2 -14H2M-2 14H2M-14 -2V2M14 -2V2" stroke="${p.dark}" stroke-width="2.4"/>${shine(-9, -11, 7, 3.5)}</g>`
  );
}

/** A gold ingot (yuanbao) centred on (x, y). */
const ingot = (p: Paint, x: number, y: number) =>
  `<g transform="translate(${x} ${y})"><path d="M-32 0Q-29 15 0 17Q29 15 32 0Q21 5 17 -2Q10 -13 0 -13Q-10 -13 -17 -2Q-21 5 -32 0Z" fill="${p.main}"/>` +
  `<ellipse cx="0" cy="-4" rx="12" ry="8" fill="${p.light}"/>${shine(-6, -7, 4, 2)}</g>`;

/** A stack of `count` coins seen from the side, standing on (x, y). */
function stack(p: Paint, x: number, y: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++)
    out += `<ellipse cx="${x}" cy="${y - i * 6}" rx="15" ry="5.4" fill="${i === count - 1 ? p.light : p.main}"/>`;
  return out;
}

export const coins: Motif = (p, r) => {
  switch (r.int(0, 2)) {
    case 0:
      return coin(p, 54, 40, 28) + ingot(p, 44, 76) + coin(p, 84, 74, 11);
    case 1:
      return stack(p, 22, 86, r.int(3, 6)) + stack(p, 78, 88, r.int(2, 5)) + coin(p, 50, 48, 30);
    default:
      return coin(p, 28, 40, 18) + coin(p, 72, 36, 16) + ingot(p, 50, 70) + stack(p, 84, 90, 3);
  }
};

const GEM_CUTS = [
  // Brilliant: a crown of facets over a pointed pavilion.
  (p: Paint) =>
    `<path d="M30 26H70L88 44L50 86L12 44Z" fill="${p.main}"/>` +
    `<path d="M30 26L40 44H12ZM50 26L40 44H60Z" fill="${p.light}" fill-opacity=".6" stroke="none"/>` +
    `<path d="M60 44H88L50 86Z" fill="${p.dark}" fill-opacity=".55" stroke="none"/>` +
    `<path d="M12 44H88M40 44L50 86L60 44M30 26L40 44L50 26L60 44L70 26" fill="none" stroke="${p.light}" stroke-width=".9"/>`,
  // Emerald cut: an octagon with a stepped table.
  (p: Paint) =>
    `<path d="M34 18H66L82 34V66L66 82H34L18 66V34Z" fill="${p.main}"/>` +
    `<path d="M40 30H60L70 40V60L60 70H40L30 60V40Z" fill="${p.light}" fill-opacity=".4"/>` +
    `<path d="M34 18L40 30M66 18L60 30M82 34L70 40M82 66L70 60M66 82L60 70M34 82L40 70M18 66L30 60M18 34L30 40" fill="none" stroke="${p.light}" stroke-width=".9"/>` +
    `<path d="M60 70H40L30 60V40" fill="none" stroke="${p.dark}" stroke-width="1.2"/>`,
  // Heart cut.
  (p: Paint) =>
    `<path d="M50 86C12 60 10 36 24 26C36 18 46 24 50 32C54 24 64 18 76 26C90 36 88 60 50 86Z" fill="${p.main}"/>` +
    `<path d="M50 32L40 50L50 86L60 50Z M24 26L40 50L14 44Z" fill="${p.light}" fill-opacity=".45" stroke="none"/>` +
    `<path d="M76 26L60 50L86 44Z" fill="${p.dark}" fill-opacity=".5" stroke="none"/>`,
];

export const gem: Motif = (p, r) => {
  const main = r.pick(GEM_CUTS)(p);
  const id = `${p.id}j`;
  const extra = r.int(0, 2);
  const small = [
    [4, 62, 0.3],
    [70, 6, 0.26],
  ]
    .slice(0, extra)
    .map(([x, y, s]) => `<use href="#${id}" transform="translate(${x} ${y}) scale(${s})"/>`)
    .join('');
  return `<g id="${id}">${main}${shine(38, 32, 7, 3)}</g>${small}`;
};

export const crown: Motif = (p) =>
  `<path d="M14 72L10 32L31 50L50 18L69 50L90 32L86 72Z" fill="${p.main}"/>` +
  `<path d="M31 50L50 18L50 62Z" fill="${p.light}" fill-opacity=".35" stroke="none"/>` +
  `<rect x="12" y="68" width="76" height="15" rx="3" fill="${p.dark}"/>` +
  `<circle cx="10" cy="31" r="5" fill="${p.light}"/><circle cx="50" cy="17" r="5.5" fill="${p.light}"/><circle cx="90" cy="31" r="5" fill="${p.light}"/>` +
  `<path d="M50 38L57 49L50 60L43 49Z" fill="${p.accent}"/>` +
  `<circle cx="50" cy="75.5" r="5" fill="#e53935"/><circle cx="30" cy="75.5" r="3.6" fill="#1e88e5"/><circle cx="70" cy="75.5" r="3.6" fill="#43a047"/>`;

const cherries = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})"><path d="M-14 -2Q-8 -22 10 -34M12 2Q12 -16 10 -34" fill="none" stroke="#2f7d32" stroke-width="3"/>` +
  `<path d="M10 -34Q24 -46 34 -36Q22 -26 10 -34Z" fill="#4caf50"/>` +
  `<circle cx="-14" cy="8" r="13" fill="#d81b3c"/><circle cx="12" cy="12" r="13" fill="#c2185b"/>${shine(-19, 3, 4, 2.4)}${shine(7, 7, 4, 2.4)}</g>`;

const SIDE_FRUIT = [
  // An orange slice.
  (x: number, y: number) =>
    `<g transform="translate(${x} ${y})"><circle r="16" fill="#fb8c00"/><circle r="13" fill="#ffcc80" stroke="none"/>` +
    `<path d="M0 -13V13M-13 0H13M-9.2 -9.2L9.2 9.2M9.2 -9.2L-9.2 9.2" stroke="#fb8c00" stroke-width="1.6"/></g>`,
  // A watermelon wedge.
  (x: number, y: number) =>
    `<g transform="translate(${x} ${y}) rotate(-20)"><path d="M-22 -4A22 22 0 0 0 22 -4Z" fill="#e53935" stroke="#2e7d32" stroke-width="4"/>` +
    `<path d="M-8 2l1 3M0 5l1 3M8 2l1 3" stroke="${BLACK}" stroke-width="2"/></g>`,
  // Grapes.
  (x: number, y: number) =>
    `<g transform="translate(${x} ${y})" fill="#7b1fa2">${[
      [-8, -8],
      [0, -8],
      [8, -8],
      [-4, 0],
      [4, 0],
      [0, 8],
    ]
      .map(([cx, cy]) => `<circle cx="${cx}" cy="${cy}" r="5"/>`)
      .join('')}<path d="M0 -14Q2 -20 8 -22" fill="none" stroke="#2f7d32" stroke-width="2"/></g>`,
];
export const fruit: Motif = (_p, r) => {
  const side = r.pick(SIDE_FRUIT);
  return side(r.pick([18, 80]), r.pick([70, 30])) + cherries(48, 58);
};

export const candy: Motif = (p, r) => {
  const wrapped = (x: number, y: number, rot: number, colour: string) =>
    `<g transform="translate(${x} ${y}) rotate(${rot})"><path d="M-12 0L-24 -9L-22 9ZM12 0L24 -9L22 9Z" fill="${colour}"/>` +
    `<ellipse rx="14" ry="10" fill="${colour}"/><path d="M-6 -9L2 9M3 -9L10 6" stroke="#fff" stroke-width="2.4" stroke-opacity=".8"/></g>`;
  return (
    `<rect x="47.5" y="52" width="5" height="42" rx="2.5" fill="#fff"/>` +
    `<circle cx="50" cy="38" r="27" fill="${p.main}"/>` +
    `<circle cx="50" cy="38" r="20" fill="none" stroke="#fff" stroke-width="5" stroke-dasharray="12 6" stroke-opacity=".9"/>` +
    `<circle cx="50" cy="38" r="10" fill="none" stroke="#fff" stroke-width="4" stroke-dasharray="7 4" stroke-opacity=".9"/>` +
    shine(40, 26, 7, 3) +
    wrapped(r.pick([18, 22]), 78, r.int(-30, 30), p.accent) +
    (r.chance(0.5) ? wrapped(82, 70, r.int(-30, 30), '#ffd54f') : '')
  );
};

export const clover: Motif = (p, r) => {
  const leaf = 'M50 46C40 42 28 24 38 17C45 12 50 18 50 23C50 18 55 12 62 17C72 24 60 42 50 46Z';
  const turn = r.int(-20, 20);
  const leaves = [0, 90, 180, 270]
    .map((a) => `<path d="${leaf}" fill="${p.main}" transform="rotate(${a + turn} 50 46)"/>`)
    .join('');
  return (
    `<path d="M50 46Q56 72 44 92" fill="none" stroke="${p.dark}" stroke-width="4.5"/>` +
    leaves +
    `<circle cx="50" cy="46" r="3" fill="${p.light}"/>${shine(40, 26, 5, 2.5)}`
  );
};
