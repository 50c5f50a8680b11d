import type { SpinDetail } from '@lw/games';
import { SLOT_TITLES } from '@lw/games';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { SlotSymbolArt } from '../art/slot-symbol';
import { SymbolDefs } from '../art/symbol-defs';
import { pickText } from '../lib/title-text';
import { winRowsByReel } from '../lib/win-cells';
import './house-outcome.css';

/** A round's outcome as records and /fairness show it (the contract's or a recomputed one). */
export type TOutcomeView =
  | { kind: 'slot'; titleId: string; spins: SpinDetail[]; credits: number }
  | { kind: 'dice'; roll: number; direction?: 'under' | 'over'; target?: number; win?: boolean }
  | {
      kind: 'mines';
      mines: number;
      minePositions: number[] | null;
      picks?: number[];
      bustedAt?: number | null;
    }
  | { kind: 'crash'; crashPoint: number | null; cashedOutAt?: number | null };

/** The full outcome of a house round: every screen of a slot round, the roll, the board. */
export function HouseOutcome({ outcome }: { outcome: TOutcomeView }) {
  const { t } = useTranslation('house');
  if (outcome.kind === 'slot') return <SlotOutcome outcome={outcome} />;
  if (outcome.kind === 'dice') {
    return (
      <p className="outcome-dice">
        <span
          className={clsx(
            'outcome-dice__roll',
            outcome.win === false && 'is-loss',
            outcome.win && 'is-win',
          )}
        >
          {(outcome.roll / 100).toFixed(2)}
        </span>
        {outcome.direction && outcome.target !== undefined ? (
          <span>
            {outcome.direction === 'under' ? t('dice.rollUnder') : t('dice.rollOver')}{' '}
            {(outcome.target / 100).toFixed(2)}
          </span>
        ) : null}
      </p>
    );
  }
  if (outcome.kind === 'mines') {
    const mines = outcome.minePositions ?? [];
    const picks = outcome.picks ?? [];
    return (
      <div
        className="outcome-mines"
        role="img"
        aria-label={t('mines.boardSummary', { mines: outcome.mines, picks: picks.length })}
      >
        {Array.from({ length: 25 }, (_, tile) => (
          <span
            key={tile}
            className={clsx(
              'outcome-mines__tile',
              mines.includes(tile) && 'is-mine',
              picks.includes(tile) && 'is-pick',
              outcome.bustedAt === tile && 'is-bust',
            )}
          >
            {picks.includes(tile) ? picks.indexOf(tile) + 1 : ''}
          </span>
        ))}
      </div>
    );
  }
  return (
    <p className="outcome-crash">
      <strong>{outcome.crashPoint === null ? '—' : `${outcome.crashPoint.toFixed(2)}×`}</strong>
      {outcome.cashedOutAt ? (
        <span>{t('crash.cashedOutAt', { value: outcome.cashedOutAt.toFixed(2) })}</span>
      ) : null}
    </p>
  );
}

function SlotOutcome({ outcome }: { outcome: Extract<TOutcomeView, { kind: 'slot' }> }) {
  const { t, i18n } = useTranslation('house');
  const title = SLOT_TITLES[outcome.titleId];
  if (!title) return null;
  const name = (id: string) => {
    const symbol = title.symbols.find((s) => s.id === id);
    return symbol ? pickText(symbol.name, i18n.language) : id;
  };
  const times = (credits: number) =>
    (credits / title.betCredits).toLocaleString(i18n.language, { maximumFractionDigits: 4 });
  return (
    <div className="outcome-slot">
      <SymbolDefs />
      <p className="outcome-slot__total">
        {t('outcome.total', { value: times(outcome.credits) })}
        {outcome.spins.length > 1
          ? ` · ${t('outcome.freeSpins', { n: outcome.spins.length - 1 })}`
          : ''}
      </p>
      <ol className="outcome-slot__spins">
        {outcome.spins.map((spin, i) => (
          <li key={i}>
            <p className="outcome-slot__spin-title">
              {spin.mode === 'base' ? t('outcome.paidSpin') : t('outcome.freeSpin', { n: i })}
              <span className="mono">
                {' '}
                · {t('outcome.stops', { stops: spin.stops.join(', ') })}
              </span>
            </p>
            {spin.screens.map((screen, j) => {
              const rows = winRowsByReel(title, screen.grid, screen.wins);
              return (
                <div key={j} className="outcome-slot__screen">
                  <div
                    className="outcome-slot__grid"
                    role="img"
                    aria-label={screen.grid.map((c) => c.map(name).join(' ')).join(' | ')}
                  >
                    {screen.grid.map((column, reel) => (
                      <div key={reel}>
                        {column.map((symbol, row) => (
                          <span key={row} className={clsx(rows[reel]?.includes(row) && 'is-win')}>
                            <SlotSymbolArt titleId={title.id} symbol={symbol} />
                          </span>
                        ))}
                      </div>
                    ))}
                  </div>
                  <ul className="outcome-slot__wins">
                    {screen.wins.length === 0 ? <li>{t('outcome.noWin')}</li> : null}
                    {screen.wins.map((w, k) => (
                      <li key={k}>
                        {w.kind === 'scatter'
                          ? t('win.scatter', { n: w.count, name: name('SC') })
                          : w.kind === 'line'
                            ? t('win.line', { line: w.line + 1, n: w.count, name: name(w.symbol) })
                            : t('win.ways', {
                                ways: w.ways,
                                n: w.count,
                                name: name(w.symbol),
                              })}{' '}
                        <b>{t('outcome.times', { value: times(w.credits) })}</b>
                      </li>
                    ))}
                    {screen.multiplier > 1 ? (
                      <li>{t('win.multiplier', { value: screen.multiplier })}</li>
                    ) : null}
                    {spin.spinsAwarded > 0 && j === spin.screens.length - 1 ? (
                      <li>{t('banner.spins', { n: spin.spinsAwarded })}</li>
                    ) : null}
                  </ul>
                </div>
              );
            })}
          </li>
        ))}
      </ol>
    </div>
  );
}
