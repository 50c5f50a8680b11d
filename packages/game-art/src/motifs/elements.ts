/** Sky, weather and action: moon and stars, sun, flame, snowflake, lightning, magic, a rocket, swords, balls, a glove, a controller. */
import type { Paint } from '../palette.js';
import { onCircle, shine, star, type Motif } from './shapes.js';

export const celestial: Motif = (p, r) => {
  const stars = [
    [24, 24, 9],
    [80, 78, 7],
    [18, 70, 5],
    [84, 20, 4],
  ]
    .slice(0, r.int(2, 4))
    .map(([x, y, s]) => `<path d="${star(x!, y!, s!)}" fill="${p.gold}"/>`)
    .join('');
  return (
    `<path d="M58 12A38 38 0 1 0 90 66A30 30 0 1 1 58 12Z" fill="${p.main}"/>` +
    `<path d="M58 12A38 38 0 0 0 40 84A34 34 0 0 1 58 12Z" fill="${p.light}" fill-opacity=".4" stroke="none"/>` +
    stars
  );
};

export const sun: Motif = (p, r) => {
  const count = r.pick([12, 16]);
  let rays = '';
  for (let i = 0; i < count; i++) {
    const a = (i * 360) / count;
    const [tx, ty] = onCircle(50, 50, 46, a);
    const [lx, ly] = onCircle(50, 50, 30, a - 7);
    const [rx, ry] = onCircle(50, 50, 30, a + 7);
    rays += `M${lx} ${ly}L${tx} ${ty}L${rx} ${ry}Z`;
  }
  return (
    `<path d="${rays}" fill="${p.gold}"/><circle cx="50" cy="50" r="28" fill="${p.main}"/>` +
    `<circle cx="50" cy="50" r="21" fill="none" stroke="${p.light}" stroke-width="2"/>${shine(40, 38, 8, 4)}`
  );
};

export const flame: Motif = (p) =>
  `<path d="M50 4C60 28 84 38 79 63C76 83 64 95 50 95C36 95 21 83 21 63C21 46 33 40 36 23C42 34 44 40 48 42C54 28 52 17 50 4Z" fill="${p.main}"/>` +
  `<path d="M50 36C58 50 70 58 66 73C64 85 58 91 50 91C42 91 34 85 34 73C34 62 42 58 44 48C48 56 50 52 50 36Z" fill="#ffc43d"/>` +
  `<path d="M50 62C55 70 60 74 58 81C56 87 53 89 50 89C47 89 43 87 42 81C42 75 48 71 50 62Z" fill="#fff6d5" stroke="none"/>`;

export const snow: Motif = (p) => {
  const arm = `<path d="M50 50V10M50 21L41 13M50 21L59 13M50 33L39 25M50 33L61 25" fill="none" stroke="${p.light}" stroke-width="4.5"/>`;
  const id = `${p.id}n`;
  const copies = [60, 120, 180, 240, 300]
    .map((a) => `<use href="#${id}" transform="rotate(${a} 50 50)"/>`)
    .join('');
  return (
    `<g id="${id}">${arm}</g>${copies}` +
    `<path d="M50 38L60.4 44V56L50 62L39.6 56V44Z" fill="${p.main}"/>`
  );
};

export const lightning: Motif = (p) =>
  `<path d="M14 32Q13 19 28 21Q34 8 50 12Q62 3 73 14Q89 12 89 27Q95 35 84 39H20Q10 39 14 32Z" fill="#c9cfe6" stroke="#5c6484"/>` +
  `<path d="M58 18L26 60H46L36 96L78 46H57L68 18Z" fill="none" stroke="${p.light}" stroke-opacity=".45" stroke-width="9"/>` +
  `<path d="M58 18L26 60H46L36 96L78 46H57L68 18Z" fill="${p.main}"/>`;

export const magic: Motif = (p) =>
  `<path d="M28 90H72L66 76H34Z" fill="${p.gold}"/>` +
  `<path d="M34 76Q50 82 66 76L61 69H39Z" fill="#8a5208"/>` +
  `<circle cx="50" cy="42" r="29" fill="${p.main}"/>` +
  `<path d="M33 47Q41 28 58 34Q70 40 62 53Q54 59 46 51" fill="none" stroke="${p.light}" stroke-width="2.4" stroke-opacity=".8"/>` +
  `<path d="${star(60, 50, 4, 4, 0.3)}${star(40, 34, 3, 4, 0.3)}" fill="#fff" stroke="none"/>` +
  shine(38, 28, 9, 4);

const ROCKET =
  `<path d="M-6 12Q0 34 6 12Z" fill="#ffb300" stroke="#ff6f00"/>` +
  `<path d="M-9 2L-17 14L-9 11ZM9 2L17 14L9 11Z" fill="MAIN"/>` +
  `<path d="M0 -26Q11 -12 9 12H-9Q-11 -12 0 -26Z" fill="#eceff1"/>` +
  `<path d="M0 -26Q6 -19 8 -14H-8Q-6 -19 0 -26Z" fill="MAIN"/>` +
  `<circle cx="0" cy="-4" r="4.5" fill="ACCENT"/>`;

/** A propeller plane seen from the side, nose to the right. */
const PLANE =
  `<path d="M-18 -3L-26 -15H-19L-11 -4Z" fill="MAIN"/>` +
  `<path d="M-24 0Q-22 -6 -10 -6H14Q23 -6 27 0Q23 5 14 5H-10Q-22 5 -24 0Z" fill="#eceff1"/>` +
  `<path d="M-4 0L-14 14H-7L8 0Z" fill="MAIN"/>` +
  `<path d="M6 -5Q12 -5 14 -1H6Z" fill="ACCENT"/>` +
  `<path d="M28 -10V10" stroke-width="2.4"/>`;

/** A crash game: the multiplier's curve rising, a rocket or a plane at its tip. */
export const rocket: Motif = (p, r) => {
  const [ex, ey] = r.pick([
    [68, 40],
    [72, 30],
    [62, 46],
  ]);
  const bend = r.int(40, 56);
  const curve = `M6 92Q${bend} 90 ${ex} ${ey}`;
  const grid = r.chance(0.6)
    ? `<path d="M6 92H94M6 72H94M6 52H94M30 92V20M54 92V20M78 92V20" fill="none" stroke="#fff" stroke-opacity=".15" stroke-width=".8"/>`
    : '';
  const craft = (r.chance(0.5) ? PLANE : ROCKET)
    .replaceAll('MAIN', p.main)
    .replaceAll('ACCENT', p.accent);
  const angle = Math.round((Math.atan2(92 - ey, ex - bend) * 180) / Math.PI);
  const turn = craft.includes('M28 -10V10') ? -angle : 90 - angle;
  return (
    grid +
    `<path d="${curve}V92Z" fill="${p.accent}" fill-opacity=".25" stroke="none"/>` +
    `<path d="${curve}" fill="none" stroke="${p.accent}" stroke-width="3"/>` +
    `<g transform="translate(${ex} ${ey - 4}) rotate(${turn})">${craft}</g>`
  );
};

const sword = (angle: number, p: Paint) =>
  `<g transform="translate(50 52) rotate(${angle})">` +
  `<path d="M-3.5 -40L0 -47L3.5 -40V14H-3.5Z" fill="#e3e8ef"/><path d="M0 -44V12" stroke="#fff" stroke-width=".9"/>` +
  `<rect x="-13" y="13" width="26" height="5" rx="2.5" fill="${p.gold}"/>` +
  `<rect x="-3" y="18" width="6" height="15" fill="${p.dark}"/><circle cy="36" r="4" fill="${p.gold}"/></g>`;

export const swords: Motif = (p, r) =>
  (r.chance(0.6)
    ? `<path d="M50 14Q68 22 80 20Q80 62 50 86Q20 62 20 20Q32 22 50 14Z" fill="${p.main}"/><path d="M50 22Q64 28 73 27Q72 60 50 78Q28 60 27 27Q36 28 50 22Z" fill="none" stroke="${p.gold}" stroke-width="2"/>`
    : '') +
  sword(-40, p) +
  sword(40, p);

const BALLS = {
  football:
    `<circle cx="50" cy="50" r="34" fill="#fafafa"/>` +
    `<path d="M50 38L61.4 46.3L57.1 59.7H42.9L38.6 46.3Z" fill="#1b1b24"/>` +
    `<path d="M50 38V24M61.4 46.3L74 42M57.1 59.7L65 71M42.9 59.7L35 71M38.6 46.3L26 42" fill="none" stroke-width="1.6"/>` +
    `<path d="M42 18L50 24L58 18Q50 15 42 18ZM79 38L74 42L77 55Q83 46 79 38ZM70 77L65 71L53 75Q63 80 70 77ZM30 77L35 71L47 75Q37 80 30 77ZM21 38L26 42L23 55Q17 46 21 38Z" fill="#1b1b24"/>`,
  basketball:
    `<circle cx="50" cy="50" r="34" fill="#ef6c00"/>` +
    `<path d="M16 50H84M50 16V84M27 25Q42 50 27 75M73 25Q58 50 73 75" fill="none" stroke-width="2.2"/>`,
  tennis:
    `<circle cx="50" cy="50" r="34" fill="#d4e157"/>` +
    `<path d="M22 30Q42 50 22 70M78 30Q58 50 78 70" fill="none" stroke="#fff" stroke-width="3.4"/>`,
};

function ball(kind: keyof typeof BALLS): Motif {
  return (p) =>
    `<path d="M2 38H18M0 50H14M4 62H18" fill="none" stroke="${p.light}" stroke-width="3" stroke-opacity=".7"/>${BALLS[kind]}${shine(38, 32, 9, 4)}`;
}

export const football = ball('football');
export const basketball = ball('basketball');
export const tennis = ball('tennis');

export const boxing: Motif = (p) =>
  `<path d="M30 30Q30 13 51 13Q75 13 77 36Q79 56 71 67H36Q26 61 26 49Q19 45 21 37Q23 30 30 30Z" fill="${p.main}"/>` +
  `<path d="M29 46Q40 39 45 50Q38 57 29 53Z" fill="${p.dark}"/>` +
  `<rect x="35" y="66" width="37" height="18" rx="3" fill="#fafafa"/>` +
  `<path d="M42 70L48 80M50 70L56 80M58 70L64 80" fill="none" stroke="${p.dark}" stroke-width="1.6"/>` +
  shine(44, 24, 10, 4);

export const esports: Motif = (p) =>
  `<path d="M24 32H76Q92 32 95 55Q97 77 84 79Q76 81 70 68H30Q24 81 16 79Q3 77 5 55Q8 32 24 32Z" fill="${p.main}" stroke="${p.accent}" stroke-width="2"/>` +
  `<path d="M20 49h6v-6h6v6h6v6h-6v6h-6v-6h-6z" fill="${p.light}" stroke="none"/>` +
  `<circle cx="70" cy="45" r="3.8" fill="#ef5350"/><circle cx="78" cy="53" r="3.8" fill="#42a5f5"/><circle cx="62" cy="53" r="3.8" fill="#66bb6a"/><circle cx="70" cy="61" r="3.8" fill="#ffca28"/>` +
  `<path d="M44 44H56" stroke="${p.light}" stroke-width="2.4"/>`;
