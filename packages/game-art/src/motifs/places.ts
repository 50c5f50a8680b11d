/** Places and things of a culture: a Thai temple, a lotus, pyramids, a ship, bamboo, lanterns. */
import type { Paint } from '../palette.js';
import { round } from '../random.js';
import { mirrored, type Motif } from './shapes.js';

const ROOFS = ['#d84315', '#c62828', '#1565c0', '#2e7d32', '#6a1b9a'];

export const temple: Motif = (p, r) => {
  // Tiers of roof with chofa hooks at their ends, a spire on top: a Thai wat's silhouette.
  const tile = r.chance(0.4) ? p.accent : r.pick(ROOFS);
  const roof = (y: number, half: number, rise: number) =>
    `<path d="M${50 - half} ${y}L${50 - half + 14} ${y - rise}H${50 + half - 14}L${50 + half} ${y}Z" fill="${tile}"/>` +
    mirrored(
      `<path d="M${50 - half} ${y}Q${50 - half - 6} ${y - 2} ${50 - half - 4} ${y - 9}" fill="none" stroke="${p.gold}" stroke-width="2.4"/>`,
    ) +
    `<path d="M${50 - half + 14} ${y - rise}L50 ${y - rise - 8}L${50 + half - 14} ${y - rise}" fill="none" stroke="${p.gold}" stroke-width="2"/>`;
  const sideSpires = r.chance(0.5)
    ? mirrored(
        `<path d="M10 80V62L14 52L18 62V80Z" fill="${p.main}"/><path d="M14 52V42" stroke="${p.gold}" stroke-width="1.6"/>`,
      )
    : '';
  return (
    sideSpires +
    `<path d="M12 90H88V83H12Z" fill="${p.dark}"/><path d="M20 83H80V77H20Z" fill="${p.main}"/>` +
    `<path d="M28 77V56H72V77Z" fill="${p.main}"/>` +
    `<path d="M44 77V64Q50 56 56 64V77Z" fill="${p.ink}"/>` +
    `<path d="M34 58V77M66 58V77" fill="none" stroke="${p.dark}" stroke-width="2"/>` +
    (r.chance(0.5)
      ? `<path d="M46 24Q49 10 50 2Q51 10 54 24Z" fill="${p.gold}"/>` + roof(36, 15, 10)
      : `<path d="M45 36Q48 18 50 8Q52 18 55 36Z" fill="${p.gold}"/>`) +
    roof(47, 25, 10) +
    roof(59, 36, 12)
  );
};

export const lotus: Motif = (p) => {
  const petal = 'M50 74Q33 52 50 22Q67 52 50 74Z';
  const ring = (angles: readonly number[], fill: string) =>
    angles
      .map((a) => `<path d="${petal}" fill="${fill}" transform="rotate(${a} 50 74)"/>`)
      .join('');
  return (
    `<ellipse cx="50" cy="80" rx="40" ry="9" fill="${p.accentDark}"/>` +
    `<ellipse cx="50" cy="78" rx="30" ry="6" fill="${p.accent}"/>` +
    ring([-66, 66], p.dark) +
    ring([-40, 40], p.main) +
    ring([-16, 16], p.main) +
    `<path d="${petal}" fill="${p.light}"/>` +
    `<path d="M50 70V30" fill="none" stroke="${p.main}" stroke-width="1.2"/>`
  );
};

export const egypt: Motif = (p, r) => {
  const sunX = r.pick([66, 30, 76]);
  const second = r.chance(0.6)
    ? `<path d="M58 84L78 56L98 84Z" fill="${p.main}"/><path d="M78 56L98 84H82Z" fill="${p.dark}" stroke="none"/>`
    : '';
  return (
    `<circle cx="${sunX}" cy="30" r="17" fill="${p.gold}"/>` +
    `<path d="M4 84L44 26L84 84Z" fill="${p.main}"/>` +
    `<path d="M44 26L84 84H52Z" fill="${p.dark}" stroke="none"/>` +
    `<path d="M24 55H63M16 66H71M9 76H78M32 44H56" fill="none" stroke="${p.dark}" stroke-width="1"/>` +
    second +
    `<path d="M-2 90Q20 80 48 86Q76 80 102 90Q50 97 -2 90Z" fill="${p.dark}"/>`
  );
};

export const ship: Motif = (p, r) => {
  const sail = (x: number, top: number, w: number, h: number) =>
    `<path d="M${x - w} ${top}Q${x} ${top + 4} ${x + w} ${top}Q${x + w - 3} ${top + h / 2} ${x + w} ${top + h}Q${x} ${top + h + 4} ${x - w} ${top + h}Q${x - w + 3} ${top + h / 2} ${x - w} ${top}Z" fill="#f4ead5"/>`;
  const flag = r.chance(0.6) ? '#16161d' : '#c62828';
  return (
    `<path d="M38 64V10M64 64V20" fill="none" stroke="${p.ink}" stroke-width="2.6"/>` +
    `<path d="M38 10L52 6L38 2Z" fill="${flag}"/>` +
    sail(38, 14, 14, 18) +
    sail(38, 36, 16, 20) +
    sail(64, 24, 11, 15) +
    sail(64, 42, 13, 16) +
    `<path d="M10 62H90L79 82H22Z" fill="${p.main}"/>` +
    `<path d="M13 67H87" fill="none" stroke="${p.gold}" stroke-width="2"/>` +
    `<path d="M2 82Q10 76 18 82T34 82T50 82T66 82T82 82T98 82Q102 90 90 93H10Q-2 90 2 82Z" fill="${p.accent}"/>`
  );
};

export const bamboo: Motif = (p, r) => {
  const stalk = (x: number, top: number, lean: number) => {
    let joints = '';
    for (let y = top + 14; y < 92; y += 15) joints += `M${x - 1} ${y}H${x + 9}`;
    const leaf = (y: number, dir: number) =>
      `<path d="M${x + 4} ${y}Q${x + 4 + dir * 12} ${y - 10} ${x + 4 + dir * 26} ${y - 6}Q${x + 4 + dir * 12} ${y + 2} ${x + 4} ${y}Z" fill="${p.light}"/>`;
    return (
      `<g transform="rotate(${lean} ${x} 92)"><rect x="${x}" y="${top}" width="8" height="${92 - top}" rx="3" fill="${p.main}"/>` +
      `<path d="${joints}" stroke="${p.dark}" stroke-width="1.6"/>${leaf(top + 14, 1)}${leaf(top + 29, -1)}</g>`
    );
  };
  return stalk(24, r.int(10, 24), -6) + stalk(64, r.int(4, 16), 4) + stalk(44, r.int(18, 30), 0);
};

function lantern(x: number, y: number, s: number, p: Paint): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${s})">` +
    `<path d="M0 -40V-26M0 26V42M-3 26V39M3 26V39" fill="none" stroke="${p.gold}" stroke-width="1.8"/>` +
    `<ellipse rx="22" ry="23" fill="${p.main}"/>` +
    `<ellipse rx="13" ry="23" fill="none" stroke="${p.dark}" stroke-width="1.3"/><ellipse rx="4.5" ry="23" fill="none" stroke="${p.dark}" stroke-width="1.3"/>` +
    `<rect x="-9" y="-27" width="18" height="6" rx="1.5" fill="${p.gold}"/><rect x="-9" y="21" width="18" height="6" rx="1.5" fill="${p.gold}"/>` +
    `<ellipse cx="-8" cy="-8" rx="5" ry="9" fill="#fff" fill-opacity=".3" stroke="none"/></g>`
  );
}

export const lanterns: Motif = (p, r) => {
  const sides = r.int(0, 2);
  const small = [
    [18, 40, 0.55],
    [82, 34, 0.6],
  ]
    .slice(0, sides)
    .map(([x, y, s]) => lantern(x!, y!, s!, p))
    .join('');
  return small + lantern(50, round(52 + r.range(-4, 4)), 1, p);
};
