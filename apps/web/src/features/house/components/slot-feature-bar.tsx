import type { SlotTitle } from '@lw/games';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { TSlotView } from '../lib/use-slot-player';

/**
 * Each title's feature, always in view: the cascade ladder (the step being paid lit), the wild
 * multipliers, or the free-spin multiplier; and the free-spin counter during free spins.
 */
export function SlotFeatureBar({ title, view }: { title: SlotTitle; view: TSlotView }) {
  const { t } = useTranslation('house');
  const free = view.free !== null;
  const current = view.screen?.multiplier ?? null;
  return (
    <div className={clsx('slot-feature', free && 'slot-feature--free')}>
      {title.cascade ? (
        <ol className="slot-feature__ladder" aria-label={t('feature.cascade')}>
          {(free ? title.cascade.freeLadder : title.cascade.baseLadder).map((m) => (
            <li key={m} className={clsx(current === m && 'is-active')}>
              ×{m}
            </li>
          ))}
        </ol>
      ) : title.symbols.some((s) => (s.wildMultiplier ?? 1) > 1) ? (
        <p className="slot-feature__note">
          {t('feature.wildMultipliers', {
            values: title.symbols
              .filter((s) => (s.wildMultiplier ?? 1) > 1)
              .map((s) => `×${s.wildMultiplier}`)
              .join(' / '),
          })}
        </p>
      ) : (
        <p className={clsx('slot-feature__note', free && 'is-active')}>
          {t('feature.freeMultiplier', { value: title.freeSpins.winMultiplier })}
        </p>
      )}
      {view.free ? (
        <p className="slot-feature__free" role="status">
          {t('feature.freeSpin', { index: view.free.index, total: view.free.total })}
        </p>
      ) : null}
    </div>
  );
}
