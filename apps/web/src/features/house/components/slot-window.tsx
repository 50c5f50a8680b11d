import type { SlotTitle } from '@lw/games';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinorUnits } from '../../../lib/format';
import { playCue } from '../lib/sound';
import type { TSlotView } from '../lib/use-slot-player';
import { linePoints, winRowsByReel } from '../lib/win-cells';
import { ReelColumn } from './reel-column';

const LINE_COLOURS = ['#facc15', '#f472b6', '#38bdf8', '#4ade80', '#fb923c', '#a78bfa'];

/** Filler symbols for spinning reels: a run of the reel's own strip, so the blur looks right. */
function fillersFor(title: SlotTitle, reel: number, seed: number): string[] {
  const strip = title.reels.base[reel]!;
  const start = (seed * 7 + reel * 13) % strip.length;
  return Array.from({ length: 12 }, (_, i) => strip[(start + i) % strip.length]!);
}

/** The 5×3 window: reels, win highlights, paylines and the banners over them. */
export function SlotWindow({
  title,
  view,
  looping,
  landMs,
  staggerMs,
  stake,
  currency,
  names,
}: {
  title: SlotTitle;
  view: TSlotView;
  looping: boolean;
  landMs: number;
  staggerMs: number;
  stake: number;
  currency: string;
  names: Record<string, string>;
}) {
  const { t, i18n } = useTranslation('house');
  const screen = view.screen;
  const winRows = useMemo(
    () => (screen ? winRowsByReel(title, screen.grid, screen.wins) : [[], [], [], [], []]),
    [screen, title],
  );
  const fillers = useMemo(
    () => title.reels.base.map((_, reel) => fillersFor(title, reel, view.landKey)),
    [title, view.landKey],
  );
  const money = (credits: number) =>
    formatMinorUnits((stake * credits) / title.betCredits, i18n.language, currency);
  const lineWins = screen?.wins.filter((w) => w.kind === 'line') ?? [];

  return (
    <div className="slot-window">
      <div className="slot-window__reels">
        {view.grid.map((column, reel) => (
          <ReelColumn
            key={reel}
            titleId={title.id}
            reel={reel}
            symbols={column}
            fillers={fillers[reel]!}
            landKey={view.landKey}
            looping={looping}
            dropKey={view.dropKey}
            dropRows={view.dropRows[reel] ?? []}
            durationMs={landMs > 0 ? landMs + reel * staggerMs : 0}
            winRows={winRows[reel] ?? []}
            names={names}
            onStopped={() => playCue('reelStop')}
          />
        ))}
        {lineWins.length > 0 ? (
          <svg className="slot-window__lines" viewBox="0 0 500 300" aria-hidden="true">
            {lineWins.map((w, i) =>
              w.kind === 'line' ? (
                <polyline
                  key={w.line}
                  points={linePoints(title, w.line)}
                  stroke={LINE_COLOURS[i % LINE_COLOURS.length]}
                />
              ) : null,
            )}
          </svg>
        ) : null}
        {view.banner ? (
          <div className={`slot-banner slot-banner--${view.banner.kind}`} role="status">
            <strong>{t(`banner.${view.banner.kind}`)}</strong>
            <span>
              {view.banner.kind === 'freeSpins'
                ? t('banner.spins', { n: view.banner.value })
                : formatMinorUnits(view.banner.value, i18n.language, currency)}
            </span>
          </div>
        ) : null}
      </div>
      <div className="slot-window__ticker" aria-live="polite">
        {screen && screen.wins.length > 0 ? (
          <ul>
            {screen.wins.map((w, i) => (
              <li key={i}>
                {w.kind === 'scatter'
                  ? t('win.scatter', { n: w.count, name: names.SC ?? 'SC' })
                  : w.kind === 'line'
                    ? t('win.line', { line: w.line + 1, n: w.count, name: names[w.symbol] })
                    : t('win.ways', { ways: w.ways, n: w.count, name: names[w.symbol] })}
                <b>{money(w.credits)}</b>
              </li>
            ))}
            {screen.multiplier > 1 ? (
              <li className="slot-window__mult">
                {t('win.multiplier', { value: screen.multiplier })}
              </li>
            ) : null}
          </ul>
        ) : (
          <span className="slot-window__hint">
            {view.credits > 0 ? t('win.total', { amount: money(view.credits) }) : t('win.goodLuck')}
          </span>
        )}
      </div>
    </div>
  );
}
