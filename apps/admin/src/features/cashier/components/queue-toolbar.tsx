import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { DebouncedSearch } from '../../../components/ui/debounced-search';
import { DatePicker } from '../../../components/ui/date-picker';
import { Select } from '../../../components/ui/input';
import type { QueueFilters } from '../lib/queue-filters';

/** Filters of a cashier queue: member, payment method (deposits), created date range. */
export function QueueToolbar<S extends string>({
  filters,
  onChange,
  onClear,
  methods,
}: {
  filters: QueueFilters<S>;
  onChange: (next: Partial<QueueFilters<S>>) => void;
  onClear: () => void;
  /** Payment methods to filter by; omitted on queues without methods. */
  methods?: { id: number; label: string }[];
}) {
  const { t } = useTranslation('cashier');
  const active =
    !!filters.username || !!filters.paymentMethodId || !!filters.fromDate || !!filters.toDate;
  return (
    <div className="filters">
      <DebouncedSearch
        label={t('queue.member')}
        placeholder={t('queue.memberPlaceholder')}
        value={filters.username ?? ''}
        onSearch={(username) => onChange({ username: username || undefined })}
      />
      {methods && (
        <Select
          aria-label={t('queue.method')}
          className="filters__select"
          value={filters.paymentMethodId ?? ''}
          onChange={(e) =>
            onChange({ paymentMethodId: e.target.value ? Number(e.target.value) : undefined })
          }
        >
          <option value="">{t('queue.anyMethod')}</option>
          {methods.map((m) => (
            <option key={m.id} value={m.id}>
              {m.label}
            </option>
          ))}
        </Select>
      )}
      <DatePicker
        label={t('queue.fromDate')}
        value={filters.fromDate}
        max={filters.toDate}
        onChange={(fromDate) => onChange({ fromDate })}
      />
      <DatePicker
        label={t('queue.toDate')}
        value={filters.toDate}
        min={filters.fromDate}
        onChange={(toDate) => onChange({ toDate })}
      />
      {active && (
        <Button size="sm" variant="ghost" icon={<X size={14} />} onClick={onClear}>
          {t('queue.clearFilters')}
        </Button>
      )}
    </div>
  );
}
