/** Creatures: a dragon, beast faces (tiger, lion, panda, ox, fox), a bird, fish, a rooster. */
import { mirrored, shine, type Motif } from './shapes.js';

const DRAGON_BODIES = [
  ['M14 84C24 50 72 92 80 60S66 20 44 28', 44, 28],
  ['M10 70C30 38 56 94 78 66S82 24 46 24', 46, 24],
  ['M18 90C10 60 50 60 66 70S90 40 48 30', 48, 30],
] as const;

export const dragon: Motif = (p, r) => {
  const [body, hx, hy] = r.pick(DRAGON_BODIES);
  const [px, py] = r.pick([
    [76, 20],
    [20, 26],
    [82, 86],
  ]);
  // Lowered and narrowed a little: the head's horns stay clear of the top edge (the tile's badges).
  return (
    `<g transform="translate(5 12) scale(.9)">` +
    `<circle cx="${px}" cy="${py}" r="14" fill="${p.light}" fill-opacity=".3" stroke="none"/>` +
    `<circle cx="${px}" cy="${py}" r="8" fill="${p.gold}"/>${shine(px - 2, py - 3, 3, 1.6)}` +
    // The crest: a dashed wide stroke under the body reads as fins along its back.
    `<path d="${body}" fill="none" stroke="${p.gold}" stroke-width="27" stroke-dasharray="3 4"/>` +
    `<path d="${body}" fill="none" stroke="${p.ink}" stroke-width="19"/>` +
    `<path d="${body}" fill="none" stroke="${p.main}" stroke-width="15.5"/>` +
    `<path d="${body}" fill="none" stroke="${p.dark}" stroke-width="9" stroke-dasharray="1.4 3" stroke-opacity=".55"/>` +
    `<path d="${body}" fill="none" stroke="${p.light}" stroke-width="3.5" stroke-dasharray="3 2.5"/>` +
    `<g transform="translate(${hx} ${hy}) scale(1.35)">` +
    `<path d="M2 -4Q12 -16 24 -12Q16 -8 18 0Q26 2 26 10Q16 8 10 6Z" fill="${p.gold}"/>` +
    `<path d="M0 -6Q2 -20 14 -22Q6 -14 7 -4Z" fill="${p.light}"/>` +
    `<path d="M7 -4Q-4 -14 -18 -9L-28 -4Q-24 1 -16 1L-26 5Q-18 9 -8 7Q2 9 7 4Z" fill="${p.main}"/>` +
    `<path d="M-26 -3Q-34 2 -36 14M-21 -7Q-32 -12 -39 -6" fill="none" stroke="${p.gold}" stroke-width="1.4"/>` +
    `<path d="M-24 5L-22 2L-20 5" fill="#fff" stroke-width=".6"/>` +
    `<circle cx="-9" cy="-5" r="2.6" fill="#fff"/><circle cx="-9.6" cy="-5" r="1.2" fill="${p.ink}" stroke="none"/></g></g>`
  );
};

type Beast = 'tiger' | 'lion' | 'panda' | 'ox' | 'fox';

const FACE = 'M50 22C72 22 84 37 83 56C82 76 66 88 50 88C34 88 18 76 17 56C16 37 28 22 50 22Z';

function beastFace(kind: Beast): Motif {
  return (p, r) => {
    const panda = kind === 'panda';
    const skin = panda ? '#f6f6f2' : p.main;
    const black = '#1d1d22';
    let behind = '';
    let marks = '';
    if (kind === 'lion') {
      const petals = Array.from(
        { length: 14 },
        (_, i) =>
          `<ellipse cx="50" cy="18" rx="10" ry="17" transform="rotate(${Math.round((i * 360) / 14)} 50 56)"/>`,
      ).join('');
      behind = `<g fill="${p.dark}">${petals}</g>`;
    }
    if (kind === 'fox')
      behind = mirrored(
        `<path d="M20 44L22 6L46 26Z" fill="${skin}"/><path d="M25 34L26 16L38 27Z" fill="${p.light}" stroke="none"/>`,
      );
    else if (kind === 'ox')
      behind = mirrored(
        `<path d="M30 32Q8 30 6 6Q18 22 36 24Z" fill="#f3e9cf"/><ellipse cx="16" cy="46" rx="11" ry="6" transform="rotate(-20 16 46)" fill="${skin}"/>`,
      );
    else
      behind += mirrored(
        `<circle cx="27" cy="28" r="11" fill="${panda ? black : skin}"/><circle cx="27" cy="28" r="5" fill="${panda ? '#444' : p.light}" stroke="none"/>`,
      );
    if (kind === 'tiger')
      marks =
        `<path d="M50 24L46 36L50 41L54 36ZM40 26L40 34L45 30ZM60 26L60 34L55 30Z" fill="${p.ink}" stroke="none"/>` +
        mirrored(
          `<path d="M17 50L31 55L18 60ZM19 64L31 64L21 71Z" fill="${p.ink}" stroke="none"/>`,
        );
    if (panda)
      marks = mirrored(
        `<ellipse cx="37" cy="51" rx="8" ry="11" transform="rotate(35 37 51)" fill="${black}" stroke="none"/>`,
      );
    const muzzle =
      kind === 'ox'
        ? `<ellipse cx="50" cy="70" rx="19" ry="13" fill="${p.light}"/><ellipse cx="43" cy="71" rx="3" ry="4" fill="${p.ink}" stroke="none"/><ellipse cx="57" cy="71" rx="3" ry="4" fill="${p.ink}" stroke="none"/>` +
          (r.chance(0.7)
            ? `<circle cx="50" cy="84" r="6" fill="none" stroke="${p.gold}" stroke-width="3"/>`
            : '')
        : kind === 'fox'
          ? `<path d="M50 56Q36 58 28 74Q38 88 50 88Q62 88 72 74Q64 58 50 56Z" fill="#fff"/><path d="M45 64H55L50 70Z" fill="${p.ink}"/>`
          : `<ellipse cx="42" cy="69" rx="9" ry="7" fill="#fff" stroke="none"/><ellipse cx="58" cy="69" rx="9" ry="7" fill="#fff" stroke="none"/>` +
            `<path d="M44 62H56L50 68Z" fill="${panda ? black : p.ink}"/><path d="M50 68Q46 76 40 74M50 68Q54 76 60 74" fill="none"/>`;
    const eyeColour = panda ? '#fff' : kind === 'tiger' || kind === 'lion' ? '#ffd54a' : '#fff';
    const eyes = mirrored(
      `<ellipse cx="38" cy="50" rx="5" ry="4.2" fill="${eyeColour}"/><circle cx="38.5" cy="50" r="2.3" fill="${p.ink}" stroke="none"/><circle cx="37.4" cy="48.9" r=".9" fill="#fff" stroke="none"/>` +
        (panda ? '' : `<path d="M30 42Q37 38 44 43" fill="none" stroke-width="2"/>`),
    );
    return `${behind}<path d="${FACE}" fill="${skin}"/>${marks}${muzzle}${eyes}${shine(34, 32, 8, 4)}`;
  };
}

export const tiger = beastFace('tiger');
export const lion = beastFace('lion');
export const panda = beastFace('panda');
export const ox = beastFace('ox');
export const fox = beastFace('fox');

export const bird: Motif = (p) =>
  mirrored(
    `<path d="M50 54Q34 24 4 22Q15 30 15 34Q4 36 3 45Q17 45 19 49Q9 53 11 62Q30 55 50 64Z" fill="${p.main}"/>` +
      `<path d="M44 50Q30 36 13 34M44 56Q30 47 18 49" fill="none" stroke="${p.light}" stroke-width="1.4"/>` +
      `<path d="M46 66Q32 88 20 95Q36 88 48 74Z" fill="${p.gold}"/>`,
  ) +
  `<path d="M47 70Q46 90 50 98Q54 90 53 70Z" fill="${p.gold}"/>` +
  `<ellipse cx="50" cy="56" rx="8" ry="17" fill="${p.main}"/>` +
  `<path d="M47 31Q43 20 50 13Q53 22 54 31Z" fill="${p.gold}"/>` +
  `<circle cx="50" cy="37" r="7.5" fill="${p.main}"/>` +
  `<path d="M47 40L50 47L53 40Z" fill="${p.gold}"/>` +
  `<circle cx="47.4" cy="36" r="1.4" fill="#fff" stroke="none"/><circle cx="52.6" cy="36" r="1.4" fill="#fff" stroke="none"/>`;

export const fish: Motif = (p, r) => {
  const id = `${p.id}k`;
  const spots = r.chance(0.6)
    ? `<ellipse cx="44" cy="43" rx="8" ry="5" fill="${p.accent}" stroke="none"/><ellipse cx="58" cy="55" rx="5" ry="4" fill="${p.accent}" stroke="none"/>`
    : '';
  const one =
    `<g id="${id}"><path d="M74 50L93 32Q87 50 93 68Z" fill="${p.dark}"/><path d="M32 35Q44 16 60 35ZM40 64Q46 78 56 63Z" fill="${p.dark}"/>` +
    `<path d="M8 50Q30 22 62 35Q73 41 77 50Q73 59 62 65Q30 78 8 50Z" fill="${p.main}"/>${spots}` +
    `<path d="M16 53Q36 66 64 60Q40 61 16 53Z" fill="${p.light}" stroke="none" fill-opacity=".8"/>` +
    `<path d="M40 40Q45 47 40 54M49 38Q54 47 49 56M58 40Q62 47 58 54" fill="none" stroke="${p.dark}" stroke-width="1.2"/>` +
    `<circle cx="22" cy="46" r="4" fill="#fff"/><circle cx="21.5" cy="46" r="2" fill="${p.ink}" stroke="none"/></g>`;
  const small = r.int(0, 2);
  const companions = [
    [12, 16, 0.42, 1],
    [58, 70, 0.38, -1],
  ].slice(0, small);
  const others = companions
    .map(
      ([x, y, s, d]) =>
        `<use href="#${id}" transform="translate(${x} ${y}) scale(${s! * d!} ${s})${d! < 0 ? ' translate(-100 0)' : ''}"/>`,
    )
    .join('');
  const bubbles = [
    [86, 24, 4],
    [80, 12, 2.6],
    [90, 6, 1.8],
  ]
    .map(
      ([x, y, rr]) =>
        `<circle cx="${x}" cy="${y}" r="${rr}" fill="none" stroke="${p.light}" stroke-width="1.2"/>`,
    )
    .join('');
  return `<g transform="translate(4 8) scale(.92)">${one}</g>${others}${bubbles}`;
};

export const rooster: Motif = (p) =>
  `<path d="M32 56Q6 46 10 16Q18 38 36 44ZM30 62Q6 66 2 44Q16 58 34 56Z" fill="${p.accentDark}"/>` +
  `<path d="M33 50Q12 30 24 8Q26 30 40 40Z" fill="${p.accent}"/>` +
  `<path d="M44 80V93M54 80V93M39 93H49M49 93H59" fill="none" stroke="${p.gold}" stroke-width="2.6"/>` +
  `<path d="M28 60Q28 40 46 36Q46 25 56 22Q66 20 68 30L77 34L68 37Q65 46 68 56Q66 79 46 81Q28 79 28 60Z" fill="${p.main}"/>` +
  `<path d="M40 54Q52 45 63 56Q57 67 42 65Z" fill="${p.dark}"/>` +
  `<path d="M53 24Q51 13 58 14Q60 7 65 13Q72 11 68 24Z" fill="#e3262e"/>` +
  `<path d="M66 36Q69 47 63 45Q61 40 64 36Z" fill="#e3262e"/>` +
  `<path d="M68 30L79 33L68 36Z" fill="${p.gold}"/>` +
  `<circle cx="62" cy="28" r="2.4" fill="#fff"/><circle cx="62.4" cy="28" r="1.1" fill="${p.ink}" stroke="none"/>`;
