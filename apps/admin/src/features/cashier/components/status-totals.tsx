import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';

export interface StatusTotal {
  count: number;
  amount: number;
}

/**
 * One tab per status with its count and sum over the filtered queue; choosing a tab filters by
 * it, "all" clears the status. Labels and totals never break inside; on a phone the tabs wrap
 * whole, each total under its label.
 */
export function StatusTotals<S extends string>({
  statuses,
  totals,
  current,
  onSelect,
  labelOf,
}: {
  statuses: readonly S[];
  totals: Record<S, StatusTotal> | undefined;
  current: S | undefined;
  onSelect: (status: S | undefined) => void;
  labelOf: (status: S) => string;
}) {
  const { t, i18n } = useTranslation('cashier');
  const n = new Intl.NumberFormat(i18n.language);
  return (
    <div className="kind-tabs" role="group" aria-label={t('queue.statusFilter')}>
      <button
        type="button"
        className={clsx('kind-tabs__tab', current === undefined && 'is-active')}
        aria-pressed={current === undefined}
        onClick={() => onSelect(undefined)}
      >
        {t('queue.allStatuses')}
      </button>
      {statuses.map((status) => {
        const total = totals?.[status];
        return (
          <button
            key={status}
            type="button"
            className={clsx('kind-tabs__tab', current === status && 'is-active')}
            aria-pressed={current === status}
            onClick={() => onSelect(status)}
          >
            <span className="kind-tabs__label">{labelOf(status)}</span>
            {total && (
              <span className="kind-tabs__total muted num" data-testid={`total-${status}`}>
                {' '}
                {t('queue.totalOf', {
                  count: n.format(total.count),
                  amount: formatMoney(total.amount, i18n.language),
                })}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
