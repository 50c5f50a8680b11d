/**
 * Gradients every slot symbol references, drawn once per game screen (one hidden SVG) so a
 * 15-cell window does not repeat them and ids stay unique in the document.
 */
export function SymbolDefs() {
  return (
    <svg width="0" height="0" aria-hidden="true" focusable="false" style={{ position: 'absolute' }}>
      <defs>
        <linearGradient id="sym-gold" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff3b0" />
          <stop offset="0.45" stopColor="#f5c542" />
          <stop offset="1" stopColor="#b7791f" />
        </linearGradient>
        <linearGradient id="sym-red" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ff8a7a" />
          <stop offset="0.5" stopColor="#e0262f" />
          <stop offset="1" stopColor="#8b0d16" />
        </linearGradient>
        <linearGradient id="sym-green" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#a7f3c6" />
          <stop offset="0.5" stopColor="#16a34a" />
          <stop offset="1" stopColor="#0b5a2a" />
        </linearGradient>
        <linearGradient id="sym-blue" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#bfdbfe" />
          <stop offset="0.5" stopColor="#2563eb" />
          <stop offset="1" stopColor="#1e3a8a" />
        </linearGradient>
        <linearGradient id="sym-violet" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#e9d5ff" />
          <stop offset="0.5" stopColor="#9333ea" />
          <stop offset="1" stopColor="#4c1d95" />
        </linearGradient>
        <linearGradient id="sym-orange" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fed7aa" />
          <stop offset="0.5" stopColor="#f97316" />
          <stop offset="1" stopColor="#9a3412" />
        </linearGradient>
        <linearGradient id="sym-teal" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#99f6e4" />
          <stop offset="0.5" stopColor="#0d9488" />
          <stop offset="1" stopColor="#134e4a" />
        </linearGradient>
        <linearGradient id="sym-pink" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fbcfe8" />
          <stop offset="0.5" stopColor="#ec4899" />
          <stop offset="1" stopColor="#831843" />
        </linearGradient>
        <linearGradient id="sym-silver" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="0.5" stopColor="#cbd5e1" />
          <stop offset="1" stopColor="#64748b" />
        </linearGradient>
        <radialGradient id="sym-pearl" cx="0.35" cy="0.3" r="0.75">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="0.55" stopColor="#e0f2fe" />
          <stop offset="1" stopColor="#7dd3fc" />
        </radialGradient>
        <radialGradient id="sym-shine" cx="0.5" cy="0.2" r="0.6">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.7" />
          <stop offset="1" stopColor="#ffffff" stopOpacity="0" />
        </radialGradient>
      </defs>
    </svg>
  );
}
