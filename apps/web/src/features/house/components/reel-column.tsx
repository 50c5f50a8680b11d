import { clsx } from 'clsx';
import { memo, useLayoutEffect, useRef, useState } from 'react';
import { SlotSymbolArt } from '../art/slot-symbol';

interface TReelColumnProps {
  titleId: string;
  reel: number;
  /** The three symbols to show, top to bottom. */
  symbols: string[];
  /** Symbols that stream past while spinning (from the title's strip). */
  fillers: string[];
  /** Bumped to land on `symbols` with a spin; 0 shows them at rest. */
  landKey: number;
  /** Waiting for the server: the reel loops. */
  looping: boolean;
  /** Bumped when a cascade refilled the window: the `dropRows` cells drop in. */
  dropKey: number;
  dropRows: number[];
  durationMs: number;
  /** Rows (0-2) to highlight as part of a win. */
  winRows: number[];
  names: Record<string, string>;
  onStopped: (reel: number) => void;
}

/**
 * One reel. Motion is transform-only on a strip of cells: while looping a CSS animation slides a
 * doubled filler strip; to land, the strip [new symbols, fillers, old symbols] starts showing the
 * old symbols and a transition slides it down to the new ones, so the browser composites and
 * never lays out per frame.
 */
export const ReelColumn = memo(function ReelColumn({
  titleId,
  reel,
  symbols,
  fillers,
  landKey,
  looping,
  dropKey,
  dropRows,
  durationMs,
  winRows,
  names,
  onStopped,
}: TReelColumnProps) {
  const shown = useRef(symbols);
  const landed = useRef(true);
  const finishRef = useRef(() => {});
  const [landing, setLanding] = useState<{ cells: string[]; run: boolean } | null>(null);

  useLayoutEffect(() => {
    if (landKey === 0) return;
    const old = shown.current;
    if (durationMs <= 0) {
      onStopped(reel);
      return;
    }
    setLanding({ cells: [...symbols, ...fillers, ...old], run: false });
    // Two frames: the start position is painted before the transition begins.
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => setLanding((l) => (l ? { ...l, run: true } : l)));
    });
    // transitionend does not come in a hidden tab: stop on time regardless.
    landed.current = false;
    const fallback = setTimeout(() => finishRef.current(), durationMs + 400);
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
      clearTimeout(fallback);
    };
    // Landing is driven by landKey alone; the symbols of that landing are read then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [landKey]);

  // After every render: what the reel shows now, the start of its next landing.
  useLayoutEffect(() => {
    shown.current = symbols;
  });

  const finish = () => {
    if (landed.current) return;
    landed.current = true;
    setLanding(null);
    onStopped(reel);
  };
  useLayoutEffect(() => {
    finishRef.current = finish;
  });

  if (landing) {
    const k = landing.cells.length;
    return (
      <div className="reel" aria-hidden="true">
        <div
          className="reel__strip"
          style={{
            height: `${(k / 3) * 100}%`,
            transform: landing.run
              ? 'translate3d(0,0,0)'
              : `translate3d(0,${(-(k - 3) / k) * 100}%,0)`,
            transition: landing.run
              ? `transform ${durationMs}ms cubic-bezier(.2,.75,.35,1.08)`
              : 'none',
          }}
          onTransitionEnd={finish}
        >
          {landing.cells.map((s, i) => (
            <div className="reel__cell" key={i} style={{ height: `${100 / k}%` }}>
              <SlotSymbolArt titleId={titleId} symbol={s} />
            </div>
          ))}
        </div>
      </div>
    );
  }
  if (looping) {
    const loop = [...fillers, ...fillers];
    return (
      <div className="reel reel--looping" aria-hidden="true">
        <div
          className="reel__strip reel__strip--loop"
          style={{ height: `${(loop.length / 3) * 100}%` }}
        >
          {loop.map((s, i) => (
            <div className="reel__cell" key={i} style={{ height: `${100 / loop.length}%` }}>
              <SlotSymbolArt titleId={titleId} symbol={s} />
            </div>
          ))}
        </div>
      </div>
    );
  }
  return (
    <div className="reel" role="group" aria-label={`${reel + 1}`}>
      <div className="reel__strip" style={{ height: '100%' }}>
        {symbols.map((s, row) => (
          <div
            key={`${dropKey}-${row}`}
            className={clsx(
              'reel__cell',
              winRows.includes(row) && 'reel__cell--win',
              winRows.length > 0 && !winRows.includes(row) && 'reel__cell--dim',
              dropRows.includes(row) && 'reel__cell--drop',
            )}
            style={{ height: '33.3333%', animationDelay: `${(2 - row) * 60}ms` }}
          >
            <SlotSymbolArt titleId={titleId} symbol={s} label={names[s] ?? s} />
          </div>
        ))}
      </div>
    </div>
  );
});
