import type { ReactElement } from 'react';

/** A cut gem: table, crown facets and a shine, in one of the shared gradients. */
function Gem({ fill, shape }: { fill: string; shape: 'round' | 'square' | 'oval' | 'drop' }) {
  const outline = {
    round: 'M50 12 L80 30 L80 68 L50 88 L20 68 L20 30 Z',
    square: 'M24 24 L76 24 L86 50 L76 76 L24 76 L14 50 Z',
    oval: 'M50 10 C74 10 84 32 84 50 C84 70 72 90 50 90 C28 90 16 70 16 50 C16 32 26 10 50 10 Z',
    drop: 'M50 8 C66 30 80 46 80 62 C80 80 66 90 50 90 C34 90 20 80 20 62 C20 46 34 30 50 8 Z',
  }[shape];
  return (
    <g>
      <path d={outline} fill={`url(#${fill})`} stroke="#fff7d6" strokeWidth="3" />
      <path d="M50 26 L66 40 L60 64 L40 64 L34 40 Z" fill="#ffffff" opacity="0.28" />
      <path d="M34 40 L50 26 L50 50 Z" fill="#ffffff" opacity="0.35" />
      <ellipse cx="40" cy="30" rx="10" ry="5" fill="url(#sym-shine)" />
    </g>
  );
}

/** Siam Treasures: temple gold, naga and garuda on jewel tones. */
export const SIAM_ART: Record<string, () => ReactElement> = {
  W: () => (
    <g>
      <circle
        cx="50"
        cy="50"
        r="44"
        fill="url(#sym-violet)"
        stroke="url(#sym-gold)"
        strokeWidth="5"
      />
      <path
        d="M24 66 C22 46 34 32 52 32 C68 32 78 42 78 56 L78 70 L70 70 L70 60 L62 60 L62 70 L54 70 L54 60 L40 60 L40 70 L32 70 L32 62 C30 66 28 70 24 66 Z"
        fill="url(#sym-gold)"
      />
      <path
        d="M30 50 C22 54 18 62 20 72"
        stroke="url(#sym-gold)"
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="40" cy="44" r="3" fill="#4c1d95" />
      <path d="M40 28 L52 16 L64 28 Z" fill="url(#sym-gold)" />
      <text x="50" y="92" textAnchor="middle" fontSize="14" fontWeight="900" fill="#fff3b0">
        WILD
      </text>
    </g>
  ),
  SC: () => (
    <g>
      <rect
        x="8"
        y="8"
        width="84"
        height="84"
        rx="16"
        fill="url(#sym-red)"
        stroke="url(#sym-gold)"
        strokeWidth="4"
      />
      <path d="M50 12 L56 34 L44 34 Z" fill="url(#sym-gold)" />
      <path d="M30 50 L50 30 L70 50 Z" fill="url(#sym-gold)" />
      <path d="M22 66 L50 42 L78 66 Z" fill="url(#sym-gold)" />
      <rect x="28" y="64" width="44" height="18" fill="url(#sym-gold)" />
      <rect x="44" y="68" width="12" height="14" rx="6" fill="#8b0d16" />
      <path
        d="M18 66 L26 58 M82 66 L74 58"
        stroke="#fff3b0"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </g>
  ),
  NAGA: () => (
    <g>
      <circle
        cx="50"
        cy="50"
        r="44"
        fill="url(#sym-green)"
        stroke="url(#sym-gold)"
        strokeWidth="4"
      />
      <path
        d="M30 82 C18 70 26 56 40 58 C56 60 62 46 52 38 C44 32 46 20 58 18 C70 16 78 26 74 36"
        fill="none"
        stroke="url(#sym-gold)"
        strokeWidth="10"
        strokeLinecap="round"
      />
      <path d="M66 20 L82 14 L76 30 Z" fill="url(#sym-gold)" />
      <circle cx="68" cy="26" r="2.5" fill="#0b5a2a" />
      <path d="M34 64 L40 60 M46 60 L50 54 M54 44 L50 40" stroke="#0b5a2a" strokeWidth="2" />
    </g>
  ),
  GARUDA: () => (
    <g>
      <circle cx="50" cy="50" r="44" fill="url(#sym-red)" stroke="url(#sym-gold)" strokeWidth="4" />
      <path d="M50 34 C36 24 20 26 12 40 C26 38 30 44 38 50 Z" fill="url(#sym-gold)" />
      <path d="M50 34 C64 24 80 26 88 40 C74 38 70 44 62 50 Z" fill="url(#sym-gold)" />
      <path d="M40 44 C40 34 60 34 60 44 L58 72 L50 80 L42 72 Z" fill="url(#sym-gold)" />
      <path d="M46 26 L50 14 L54 26 Z" fill="url(#sym-gold)" />
      <circle cx="50" cy="32" r="7" fill="url(#sym-gold)" stroke="#8b0d16" strokeWidth="1.5" />
      <path d="M50 34 L54 38 L50 40 Z" fill="#8b0d16" />
    </g>
  ),
  KINNAREE: () => (
    <g>
      <circle
        cx="50"
        cy="50"
        r="44"
        fill="url(#sym-blue)"
        stroke="url(#sym-gold)"
        strokeWidth="4"
      />
      <path d="M50 12 L56 26 L44 26 Z" fill="url(#sym-gold)" />
      <circle cx="50" cy="32" r="8" fill="#fde7c8" />
      <path d="M42 42 C42 40 58 40 58 42 L62 66 L38 66 Z" fill="url(#sym-gold)" />
      <path d="M38 50 C26 44 18 52 20 62 C30 58 34 60 40 58 Z" fill="#fff3b0" opacity="0.9" />
      <path d="M62 50 C74 44 82 52 80 62 C70 58 66 60 60 58 Z" fill="#fff3b0" opacity="0.9" />
      <path d="M38 66 C40 78 60 78 62 66 L56 84 L44 84 Z" fill="url(#sym-gold)" />
    </g>
  ),
  LOTUS: () => (
    <g>
      <circle
        cx="50"
        cy="50"
        r="44"
        fill="url(#sym-teal)"
        stroke="url(#sym-gold)"
        strokeWidth="4"
      />
      <path d="M50 18 C62 32 62 52 50 70 C38 52 38 32 50 18 Z" fill="url(#sym-pink)" />
      <path d="M50 70 C40 52 28 40 16 40 C18 58 32 70 50 70 Z" fill="url(#sym-pink)" />
      <path d="M50 70 C60 52 72 40 84 40 C82 58 68 70 50 70 Z" fill="url(#sym-pink)" />
      <path
        d="M22 76 C36 70 64 70 78 76"
        stroke="#99f6e4"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
    </g>
  ),
  RUBY: () => <Gem fill="sym-red" shape="round" />,
  EMERALD: () => <Gem fill="sym-green" shape="square" />,
  SAPPHIRE: () => <Gem fill="sym-blue" shape="oval" />,
  TOPAZ: () => <Gem fill="sym-orange" shape="drop" />,
};
