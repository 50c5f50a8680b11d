import { BUILTIN_AVATAR_COUNT } from '@lw/contracts';

/**
 * The built-in avatar set, drawn here (no asset files to ship): twelve round faces, each on its
 * own hue with its own eyes and mouth. Pure SVG with no text and no script.
 */
const EYES = [
  '<circle cx="24" cy="28" r="3.5"/><circle cx="40" cy="28" r="3.5"/>',
  '<path d="M20 28q4-5 8 0M36 28q4-5 8 0" fill="none" stroke="#1b1b2f" stroke-width="3" stroke-linecap="round"/>',
  '<rect x="19" y="25" width="10" height="6" rx="3"/><rect x="35" y="25" width="10" height="6" rx="3"/>',
];
const MOUTHS = [
  '<path d="M22 40q10 10 20 0" fill="none" stroke="#1b1b2f" stroke-width="3" stroke-linecap="round"/>',
  '<ellipse cx="32" cy="43" rx="6" ry="4"/>',
  '<path d="M24 42h16" stroke="#1b1b2f" stroke-width="3" stroke-linecap="round"/>',
  '<path d="M22 40q10 8 20 0z" fill="#fff" stroke="#1b1b2f" stroke-width="2"/>',
];

/** The SVG of built-in avatar `n` (1…12), or null for any other number. */
export function builtinAvatarSvg(n: number): string | null {
  if (!Number.isInteger(n) || n < 1 || n > BUILTIN_AVATAR_COUNT) return null;
  const hue = Math.round(((n - 1) * 360) / BUILTIN_AVATAR_COUNT);
  const eyes = EYES[(n - 1) % EYES.length];
  const mouth = MOUTHS[(n - 1) % MOUTHS.length];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue} 80% 62%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 75% 45%)"/>` +
    `</linearGradient></defs><circle cx="32" cy="32" r="32" fill="url(#g)"/>` +
    `<circle cx="32" cy="34" r="20" fill="hsl(${hue} 60% 88%)"/>` +
    `<g fill="#1b1b2f">${eyes}${mouth}</g></svg>`
  );
}

/** `b7.svg` -> 7; anything else -> null. */
export function builtinAvatarNumber(file: string): number | null {
  const match = /^b([1-9]|1[0-2])\.svg$/.exec(file);
  return match ? Number(match[1]) : null;
}
