/** 32-bit FNV-1a hash of a string: the seed of every generated picture. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Deterministic pseudo-random numbers in [0, 1) from a seed (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Vivid gradient pairs that read well on the dark navy background and on white. */
export const PALETTES: readonly (readonly [string, string])[] = [
  ['#ff7a59', '#ff2e63'],
  ['#7b5cff', '#3a1cc9'],
  ['#1fd1a5', '#0a7d8c'],
  ['#ffc94a', '#f07b1d'],
  ['#3ec5ff', '#2356e8'],
  ['#ff5fa2', '#9b2cf0'],
  ['#5be38a', '#138a4d'],
  ['#f25c54', '#8f1d3a'],
  ['#50e3ff', '#7b3cff'],
  ['#ffb86b', '#c13584'],
];

/** A palette chosen by name, stable across visits. */
export function paletteFor(name: string): readonly [string, string] {
  return PALETTES[hashString(name) % PALETTES.length] ?? PALETTES[0]!;
}

/** Escapes text for use inside SVG markup. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Up to two initials (letters or digits) of a name, upper-cased. */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/[\s_\-.]+/)
    .filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return Array.from(words[0]!).slice(0, 2).join('').toUpperCase();
  return (Array.from(words[0]!)[0]! + Array.from(words[1]!)[0]!).toUpperCase();
}

/** An SVG document as a data URL for `<img src>` (no outside image host needed). */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Rounds to 1 decimal so the markup stays small. */
export function r1(value: number): number {
  return Math.round(value * 10) / 10;
}
