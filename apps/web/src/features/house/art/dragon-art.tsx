import type { ReactElement } from 'react';

/** A card rank in a red-and-gold seal, the low symbols of the Chinese title. */
function Rank({ label, fill }: { label: string; fill: string }) {
  return (
    <g>
      <rect
        x="14"
        y="14"
        width="72"
        height="72"
        rx="14"
        fill={`url(#${fill})`}
        stroke="url(#sym-gold)"
        strokeWidth="4"
      />
      <text
        x="50"
        y="66"
        textAnchor="middle"
        fontSize={label.length > 1 ? 38 : 46}
        fontWeight="900"
        fontFamily="Georgia, serif"
        fill="url(#sym-gold)"
        stroke="#3b0a0a"
        strokeWidth="1.5"
      >
        {label}
      </text>
    </g>
  );
}

function Pearl({ factor }: { factor: number }) {
  return (
    <g>
      <circle cx="50" cy="50" r="44" fill="url(#sym-red)" stroke="url(#sym-gold)" strokeWidth="5" />
      <circle cx="50" cy="44" r="26" fill="url(#sym-pearl)" />
      <ellipse cx="42" cy="34" rx="9" ry="5" fill="#ffffff" opacity="0.8" />
      <rect x="26" y="68" width="48" height="20" rx="10" fill="url(#sym-gold)" />
      <text x="50" y="84" textAnchor="middle" fontSize="17" fontWeight="900" fill="#7f1d1d">
        WILD ×{factor}
      </text>
    </g>
  );
}

/** Golden Dragon: imperial red and gold, pearls, lanterns and ingots. */
export const DRAGON_ART: Record<string, () => ReactElement> = {
  W2: () => <Pearl factor={2} />,
  W3: () => <Pearl factor={3} />,
  SC: () => (
    <g>
      <path d="M50 4 L50 14" stroke="url(#sym-gold)" strokeWidth="4" />
      <rect x="34" y="12" width="32" height="8" rx="3" fill="url(#sym-gold)" />
      <ellipse
        cx="50"
        cy="50"
        rx="36"
        ry="32"
        fill="url(#sym-red)"
        stroke="url(#sym-gold)"
        strokeWidth="3"
      />
      <path
        d="M50 18 C36 30 36 70 50 82 M50 18 C64 30 64 70 50 82"
        stroke="#fbbf24"
        strokeWidth="2"
        fill="none"
      />
      <text x="50" y="60" textAnchor="middle" fontSize="28" fontWeight="900" fill="url(#sym-gold)">
        福
      </text>
      <rect x="34" y="80" width="32" height="8" rx="3" fill="url(#sym-gold)" />
      <path d="M44 88 L44 98 M50 88 L50 98 M56 88 L56 98" stroke="#fbbf24" strokeWidth="2" />
    </g>
  ),
  DRAGON: () => (
    <g>
      <circle cx="50" cy="50" r="44" fill="url(#sym-red)" stroke="url(#sym-gold)" strokeWidth="4" />
      <path
        d="M22 70 C30 52 46 66 54 52 C62 38 48 30 58 22 C66 16 78 22 78 32 C78 40 70 42 66 38"
        fill="none"
        stroke="url(#sym-gold)"
        strokeWidth="11"
        strokeLinecap="round"
      />
      <path d="M70 18 L78 8 L80 22 Z M60 16 L62 6 L68 18 Z" fill="url(#sym-gold)" />
      <circle cx="70" cy="28" r="3" fill="#7f1d1d" />
      <path d="M26 66 L18 62 M34 62 L30 54 M48 58 L46 50" stroke="#7f1d1d" strokeWidth="2.5" />
      <circle cx="24" cy="28" r="8" fill="url(#sym-pearl)" />
    </g>
  ),
  PHOENIX: () => (
    <g>
      <circle
        cx="50"
        cy="50"
        r="44"
        fill="url(#sym-orange)"
        stroke="url(#sym-gold)"
        strokeWidth="4"
      />
      <path
        d="M30 34 C40 26 52 30 54 42 C56 56 44 64 30 62 C46 58 48 44 30 34 Z"
        fill="url(#sym-gold)"
      />
      <path d="M54 44 C66 40 78 48 84 62 C70 56 62 60 56 70 Z" fill="url(#sym-red)" />
      <path
        d="M50 60 C50 72 58 84 72 88 M46 62 C42 76 46 86 56 92"
        stroke="url(#sym-gold)"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="36" cy="36" r="2.5" fill="#7c2d12" />
      <path d="M28 36 L20 38 L28 40 Z" fill="#fde68a" />
    </g>
  ),
  TIGER: () => (
    <g>
      <circle cx="50" cy="50" r="44" fill="url(#sym-gold)" stroke="#7c2d12" strokeWidth="4" />
      <circle cx="50" cy="54" r="28" fill="url(#sym-orange)" />
      <path d="M26 36 L30 22 L40 32 Z M74 36 L70 22 L60 32 Z" fill="url(#sym-orange)" />
      <path
        d="M40 34 L44 42 M50 30 L50 40 M60 34 L56 42 M26 52 L36 54 M74 52 L64 54"
        stroke="#1c1917"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <circle cx="40" cy="50" r="4" fill="#1c1917" />
      <circle cx="60" cy="50" r="4" fill="#1c1917" />
      <path
        d="M44 64 L50 68 L56 64"
        stroke="#1c1917"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      <text x="50" y="40" textAnchor="middle" fontSize="10" fontWeight="900" fill="#1c1917">
        王
      </text>
    </g>
  ),
  KOI: () => (
    <g>
      <circle
        cx="50"
        cy="50"
        r="44"
        fill="url(#sym-blue)"
        stroke="url(#sym-gold)"
        strokeWidth="4"
      />
      <path d="M20 52 C32 30 62 30 72 48 C62 66 32 70 20 52 Z" fill="url(#sym-orange)" />
      <path d="M70 48 L86 34 L82 50 L86 66 Z" fill="url(#sym-orange)" />
      <path
        d="M36 40 C40 46 40 56 36 62 M48 38 C52 46 52 58 48 64"
        stroke="#ffffff"
        strokeWidth="3"
        fill="none"
      />
      <circle cx="28" cy="48" r="2.5" fill="#1e3a8a" />
      <circle cx="30" cy="76" r="3" fill="#bfdbfe" />
      <circle cx="40" cy="82" r="2" fill="#bfdbfe" />
    </g>
  ),
  INGOT: () => (
    <g>
      <ellipse cx="50" cy="70" rx="40" ry="12" fill="#7c2d12" opacity="0.35" />
      <path
        d="M10 52 C18 70 82 70 90 52 C80 60 66 60 62 50 L38 50 C34 60 20 60 10 52 Z"
        fill="url(#sym-gold)"
        stroke="#b45309"
        strokeWidth="2"
      />
      <ellipse
        cx="50"
        cy="46"
        rx="18"
        ry="14"
        fill="url(#sym-gold)"
        stroke="#b45309"
        strokeWidth="2"
      />
      <ellipse cx="44" cy="40" rx="6" ry="3" fill="#ffffff" opacity="0.7" />
    </g>
  ),
  A: () => <Rank label="A" fill="sym-red" />,
  K: () => <Rank label="K" fill="sym-violet" />,
  Q: () => <Rank label="Q" fill="sym-blue" />,
  J: () => <Rank label="J" fill="sym-green" />,
  TEN: () => <Rank label="10" fill="sym-teal" />,
};
