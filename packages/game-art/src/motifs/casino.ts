/** Tables and draws: playing cards, chips, a roulette wheel, dice, mahjong tiles, lottery balls, plinko, a seven. */
import { round, type Rng } from '../random.js';
import { digits, shine, type Motif } from './shapes.js';

const RED = '#d7263d';
const BLACK = '#1b1b24';
const IVORY = '#fbf8ef';

const SUITS = {
  heart: [RED, 'M0 9C-14 -2 -9 -13 0 -5C9 -13 14 -2 0 9Z'],
  diamond: [RED, 'M0 -10L8 0L0 10L-8 0Z'],
  spade: [BLACK, 'M0 -10C-14 1 -9 11 0 4C9 11 14 1 0 -10ZM0 3L-4 11H4Z'],
  club: [
    BLACK,
    'M0 -9A4.6 4.6 0 0 1 3.6 -1.6A4.6 4.6 0 1 1 1.4 6L3 10H-3L-1.4 6A4.6 4.6 0 1 1 -3.6 -1.6A4.6 4.6 0 0 1 0 -9Z',
  ],
} as const;
const SUIT_NAMES = Object.keys(SUITS) as (keyof typeof SUITS)[];

function card(suit: keyof typeof SUITS, transform: string): string {
  const [colour, d] = SUITS[suit];
  return (
    `<g transform="${transform}"><rect x="-17" y="-24" width="34" height="48" rx="4" fill="${IVORY}"/>` +
    `<path d="${d}" fill="${colour}" stroke="none" transform="scale(1.25)"/>` +
    `<path d="${d}" fill="${colour}" stroke="none" transform="translate(-11 -16) scale(.38)"/></g>`
  );
}

function chip(x: number, y: number, colour: string): string {
  return (
    `<g transform="translate(${x} ${y})"><circle r="11" fill="${colour}"/>` +
    `<circle r="9.2" fill="none" stroke="#fff" stroke-width="3.4" stroke-dasharray="3.6 3.6"/>` +
    `<circle r="5.6" fill="none" stroke="#fff" stroke-opacity=".8" stroke-width=".9"/></g>`
  );
}

export const cards: Motif = (p, r) => {
  const count = r.int(2, 4);
  const spread = r.int(12, 20);
  const first = r.int(0, 3);
  const fan = Array.from({ length: count }, (_, i) => {
    const angle = round((i - (count - 1) / 2) * spread);
    return card(SUIT_NAMES[(first + i) % 4]!, `translate(50 84) rotate(${angle}) translate(0 -34)`);
  }).join('');
  const chips = r.chance(0.55)
    ? chip(22, 80, r.pick([RED, '#1e6fd9', '#1f9d55'])) + chip(80, 78, p.accent)
    : '';
  return fan + chips;
};

export const roulette: Motif = (p, r) => {
  const ball = r.int(0, 359);
  const a = ((ball - 90) * Math.PI) / 180;
  return (
    `<circle cx="50" cy="50" r="42" fill="${p.dark}"/><circle cx="50" cy="50" r="37" fill="${p.gold}"/>` +
    `<circle cx="50" cy="50" r="28" fill="none" stroke="${RED}" stroke-width="14"/>` +
    `<circle cx="50" cy="50" r="28" fill="none" stroke="${BLACK}" stroke-width="14" stroke-dasharray="4.886 4.886"/>` +
    `<circle cx="50" cy="50" r="28" fill="none" stroke="#f2c94c" stroke-width="14" stroke-dasharray=".4 4.486" stroke-dashoffset=".2"/>` +
    `<circle cx="50" cy="50" r="20" fill="${p.main}"/>` +
    `<path d="M50 33V67M33 50H67" stroke="${p.gold}" stroke-width="3"/>` +
    `<circle cx="50" cy="50" r="6" fill="${p.gold}"/>` +
    `<circle cx="${round(50 + 33 * Math.cos(a))}" cy="${round(50 + 33 * Math.sin(a))}" r="3.4" fill="#fff"/>` +
    shine(36, 28, 10, 4)
  );
};

const PIPS: Record<number, readonly (readonly [number, number])[]> = {
  1: [[0.5, 0.5]],
  2: [
    [0.27, 0.27],
    [0.73, 0.73],
  ],
  3: [
    [0.25, 0.25],
    [0.5, 0.5],
    [0.75, 0.75],
  ],
  4: [
    [0.27, 0.27],
    [0.73, 0.27],
    [0.27, 0.73],
    [0.73, 0.73],
  ],
  5: [
    [0.25, 0.25],
    [0.75, 0.25],
    [0.5, 0.5],
    [0.25, 0.75],
    [0.75, 0.75],
  ],
  6: [
    [0.27, 0.22],
    [0.27, 0.5],
    [0.27, 0.78],
    [0.73, 0.22],
    [0.73, 0.5],
    [0.73, 0.78],
  ],
};

/** Pips of a face: the unit square mapped onto the face by `matrix`. */
const pips = (n: number, matrix: string, colour: string) =>
  `<g transform="matrix(${matrix})" fill="${colour}" stroke="none">${PIPS[n]!.map(([x, y]) => `<circle cx="${x}" cy="${y}" r=".1"/>`).join('')}</g>`;

function die(
  r: Rng,
  transform: string,
  body: string,
  side: string,
  top: string,
  pip: string,
): string {
  return (
    `<g transform="${transform}">` +
    `<path d="M0 -20L20 -10L0 0L-20 -10Z" fill="${top}"/><path d="M-20 -10L0 0V22L-20 12Z" fill="${body}"/><path d="M0 0L20 -10V12L0 22Z" fill="${side}"/>` +
    pips(r.int(1, 6), '20 -10 20 10 -20 -10', pip) +
    pips(r.int(1, 6), '20 10 0 22 -20 -10', pip) +
    pips(r.int(1, 6), '20 -10 0 22 0 0', pip) +
    `</g>`
  );
}

export const dice: Motif = (p, r) => {
  const white = r.chance(0.5);
  const [body, side, top, pip] = white
    ? ['#f1f1f4', '#c9cbd6', '#ffffff', RED]
    : [p.main, p.dark, p.light, '#fff'];
  return (
    die(r, `translate(66 44) rotate(${r.int(-12, 12)}) scale(.95)`, body, side, top, pip) +
    die(r, `translate(36 62) rotate(${r.int(-12, 12)}) scale(1.1)`, body, side, top, pip)
  );
};

const TILE_FACES = [
  // 中: a box and a stroke through it.
  `<rect x="-8" y="-7" width="16" height="10" rx="1.6" fill="none" stroke="${RED}" stroke-width="2.6"/><path d="M0 -15V14" stroke="${RED}" stroke-width="2.8"/>`,
  // Three dots.
  [-8, 0, 8]
    .map(
      (y) =>
        `<circle cx="${y * 0.7}" cy="${y}" r="4.6" fill="none" stroke="#1565c0" stroke-width="2"/><circle cx="${y * 0.7}" cy="${y}" r="1.6" fill="${RED}" stroke="none"/>`,
    )
    .join(''),
  // Bamboo sticks.
  [-6, 0, 6]
    .map(
      (x) =>
        `<rect x="${x - 1.8}" y="-13" width="3.6" height="26" rx="1.8" fill="#1f9d55" stroke="none"/><path d="M${x - 2} -4H${x + 2}M${x - 2} 5H${x + 2}" stroke="#0b5e2f" stroke-width="1"/>`,
    )
    .join(''),
];

export const mahjong: Motif = (_p, r) => {
  const first = r.int(0, 2);
  return [-24, 0, 24]
    .map((x, i) => {
      const rot = r.int(-14, 14);
      return (
        `<g transform="translate(${50 + x} ${52 + Math.abs(x) / 4}) rotate(${rot})">` +
        `<rect x="-14" y="-18" width="30" height="42" rx="5" fill="#1f8a5b"/>` +
        `<rect x="-16" y="-22" width="30" height="42" rx="5" fill="${IVORY}"/>` +
        `<g transform="translate(-1 -1)">${TILE_FACES[(first + i) % 3]}</g></g>`
      );
    })
    .join('');
};

const BALL_COLOURS = ['#e53935', '#fdd835', '#1e88e5', '#43a047', '#8e24aa', '#fb8c00'];

export const lottery: Motif = (_p, r) => {
  const count = r.int(3, 4);
  const start = r.int(0, 5);
  return Array.from({ length: count }, (_, i) => {
    const t = i / (count - 1);
    const x = round(18 + t * 64);
    const y = round(60 - Math.sin(t * Math.PI) * 18 + (i % 2) * 8);
    const n = r.int(1, 49);
    return (
      `<circle cx="${x}" cy="${y}" r="18" fill="${BALL_COLOURS[(start + i) % 6]}"/>` +
      `<circle cx="${x}" cy="${y}" r="11" fill="#fff" stroke="none"/>${digits(n, x, y, 10, BLACK)}${shine(x - 7, y - 8, 5, 2.4)}`
    );
  }).join('');
};

export const plinko: Motif = (p) => {
  const pegs: string[] = [];
  for (let row = 0; row < 6; row++)
    for (let i = 0; i <= row + 2; i++)
      pegs.push(
        `<circle cx="${round(50 + (i - (row + 2) / 2) * 11)}" cy="${18 + row * 11}" r="2.2"/>`,
      );
  const slots = [0, 1, 2, 3, 4, 5, 6, 7]
    .map(
      (i) =>
        `<rect x="${round(8 + i * 10.6)}" y="84" width="9" height="8" rx="2" fill="${BALL_COLOURS[i % 6]}"/>`,
    )
    .join('');
  return `<g fill="#fff" stroke="none">${pegs.join('')}</g>${slots}<circle cx="56" cy="40" r="5.5" fill="${p.main}"/>${shine(54, 38, 2, 1.2)}`;
};

export const seven: Motif = (p, r) => {
  const seven = 'M24 16H80V30Q60 52 55 86H34Q40 56 62 31H24Z';
  const bars = r.chance(0.5)
    ? `<rect x="10" y="88" width="80" height="8" rx="4" fill="${p.gold}"/>`
    : '';
  return (
    `<path d="${seven}" fill="none" stroke="${p.gold}" stroke-width="9"/>` +
    `<path d="${seven}" fill="${p.main}"/>` +
    `<path d="M27 19H76V24H27Z" fill="#fff" fill-opacity=".45" stroke="none"/>${bars}`
  );
};
