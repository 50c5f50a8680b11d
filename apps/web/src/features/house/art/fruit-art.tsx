import type { ReactElement } from 'react';

/** Lucky Fruits: the classic fruit machine, glossy fruit on a candy background. */
export const FRUIT_ART: Record<string, () => ReactElement> = {
  W: () => (
    <g>
      <rect
        x="8"
        y="8"
        width="84"
        height="84"
        rx="18"
        fill="url(#sym-violet)"
        stroke="url(#sym-gold)"
        strokeWidth="4"
      />
      <path
        d="M50 12 L60 38 L88 38 L66 56 L74 84 L50 68 L26 84 L34 56 L12 38 L40 38 Z"
        fill="url(#sym-gold)"
        stroke="#fff7d6"
        strokeWidth="2"
      />
      <text x="50" y="60" textAnchor="middle" fontSize="14" fontWeight="900" fill="#4c1d95">
        WILD
      </text>
    </g>
  ),
  SC: () => (
    <g>
      <circle cx="50" cy="50" r="42" fill="url(#sym-gold)" stroke="#b45309" strokeWidth="4" />
      <circle cx="50" cy="50" r="32" fill="none" stroke="#fff3b0" strokeWidth="3" />
      <text x="50" y="64" textAnchor="middle" fontSize="40" fontWeight="900" fill="#b45309">
        $
      </text>
      <ellipse cx="38" cy="30" rx="10" ry="5" fill="#ffffff" opacity="0.6" />
    </g>
  ),
  SEVEN: () => (
    <g>
      <text
        x="50"
        y="82"
        textAnchor="middle"
        fontSize="86"
        fontWeight="900"
        fontFamily="Georgia, serif"
        fill="url(#sym-red)"
        stroke="#fff7d6"
        strokeWidth="3"
      >
        7
      </text>
    </g>
  ),
  BAR: () => (
    <g>
      <rect
        x="8"
        y="30"
        width="84"
        height="40"
        rx="8"
        fill="#111827"
        stroke="url(#sym-gold)"
        strokeWidth="4"
      />
      <text
        x="50"
        y="61"
        textAnchor="middle"
        fontSize="28"
        fontWeight="900"
        fill="url(#sym-gold)"
        letterSpacing="2"
      >
        BAR
      </text>
    </g>
  ),
  BELL: () => (
    <g>
      <path
        d="M50 12 C30 12 26 34 26 50 C26 62 18 68 14 74 L86 74 C82 68 74 62 74 50 C74 34 70 12 50 12 Z"
        fill="url(#sym-gold)"
        stroke="#b45309"
        strokeWidth="2.5"
      />
      <circle cx="50" cy="80" r="8" fill="url(#sym-gold)" stroke="#b45309" strokeWidth="2" />
      <path
        d="M38 24 C34 32 34 44 34 52"
        stroke="#ffffff"
        strokeWidth="4"
        opacity="0.6"
        fill="none"
        strokeLinecap="round"
      />
    </g>
  ),
  MELON: () => (
    <g>
      <path d="M8 38 L92 38 C92 66 74 86 50 86 C26 86 8 66 8 38 Z" fill="url(#sym-green)" />
      <path d="M16 40 L84 40 C84 62 70 78 50 78 C30 78 16 62 16 40 Z" fill="url(#sym-red)" />
      <path
        d="M36 52 l2 6 M50 56 l0 6 M64 52 l-2 6 M43 66 l1 5 M57 66 l-1 5"
        stroke="#111827"
        strokeWidth="3.5"
        strokeLinecap="round"
      />
    </g>
  ),
  GRAPE: () => (
    <g>
      <path d="M50 10 C54 18 60 18 66 14" stroke="#15803d" strokeWidth="4" fill="none" />
      {[
        [38, 30],
        [62, 30],
        [50, 30],
        [32, 46],
        [50, 46],
        [68, 46],
        [40, 62],
        [60, 62],
        [50, 78],
      ].map(([x, y]) => (
        <circle
          key={`${x}-${y}`}
          cx={x}
          cy={y}
          r="11"
          fill="url(#sym-violet)"
          stroke="#2e1065"
          strokeWidth="1"
        />
      ))}
    </g>
  ),
  ORANGE: () => (
    <g>
      <circle cx="50" cy="54" r="36" fill="url(#sym-orange)" />
      <path d="M50 18 C56 8 70 8 74 14 C66 20 56 20 50 18 Z" fill="url(#sym-green)" />
      <ellipse cx="38" cy="38" rx="10" ry="6" fill="#ffffff" opacity="0.5" />
    </g>
  ),
  LEMON: () => (
    <g>
      <ellipse cx="50" cy="52" rx="40" ry="28" fill="#facc15" stroke="#a16207" strokeWidth="2" />
      <path d="M10 52 L4 48 M90 52 L96 56" stroke="#a16207" strokeWidth="5" strokeLinecap="round" />
      <ellipse cx="36" cy="40" rx="12" ry="5" fill="#ffffff" opacity="0.55" />
    </g>
  ),
  CHERRY: () => (
    <g>
      <path
        d="M32 62 C36 40 48 22 66 12 M68 60 C66 40 66 26 66 12"
        stroke="#15803d"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M66 12 C74 12 84 18 86 26 C76 28 70 22 66 12 Z" fill="url(#sym-green)" />
      <circle cx="30" cy="68" r="18" fill="url(#sym-red)" />
      <circle cx="68" cy="68" r="18" fill="url(#sym-red)" />
      <ellipse cx="24" cy="62" rx="5" ry="3" fill="#ffffff" opacity="0.7" />
      <ellipse cx="62" cy="62" rx="5" ry="3" fill="#ffffff" opacity="0.7" />
    </g>
  ),
};
