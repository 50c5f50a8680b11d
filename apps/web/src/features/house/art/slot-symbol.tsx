import type { ReactElement } from 'react';
import { DRAGON_ART } from './dragon-art';
import { FRUIT_ART } from './fruit-art';
import { SIAM_ART } from './siam-art';

const ART: Record<string, Record<string, () => ReactElement>> = {
  'siam-treasures': SIAM_ART,
  'golden-dragon': DRAGON_ART,
  'lucky-fruits': FRUIT_ART,
};

/** One reel symbol of a title, drawn as inline SVG (needs {@link SymbolDefs} on the page). */
export function SlotSymbolArt({
  titleId,
  symbol,
  label,
}: {
  titleId: string;
  symbol: string;
  /** Accessible name; omitted for decorative copies (the spinning blur). */
  label?: string;
}) {
  const draw = ART[titleId]?.[symbol];
  return (
    <svg
      viewBox="0 0 100 100"
      className="slot-symbol"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      {draw ? (
        draw()
      ) : (
        <text x="50" y="60" textAnchor="middle" fontSize="28" fill="currentColor">
          {symbol}
        </text>
      )}
    </svg>
  );
}
