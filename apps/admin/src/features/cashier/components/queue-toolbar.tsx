import { Search, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input, Select } from '../../../components/ui/input';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import type { QueueFilters } from '../lib/queue-filters';

/** Member search that applies a moment after typing stops. */
function MemberBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation('cashier');
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  if (lastValue !== value) {
    // The URL changed from outside (clear filters, back button): show what it says.
    setLastValue(value);
    setText(value);
  }
  const debounced = useDebouncedValue(text.trim(), 350);
  useEffect(() => {
    if (debounced !== value) onSearch(debounced);
    // Only a settled new text searches; `value` and `onSearch` follow from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  return (
    <label className="search-input">
      <Search size={16} aria-hidden="true" />
      <span className="visually-hidden">{t('queue.member')}</span>
      <input
        type="search"
        value={text}
        placeholder={t('queue.memberPlaceholder')}
        onChange={(e) => setText(e.target.value)}
      />
    </label>
  );
}

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
      <MemberBox
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
      <Input
        type="date"
        aria-label={t('queue.fromDate')}
        title={t('queue.fromDate')}
        className="filters__select"
        value={filters.fromDate ?? ''}
        max={filters.toDate}
        onChange={(e) => onChange({ fromDate: e.target.value || undefined })}
      />
      <Input
        type="date"
        aria-label={t('queue.toDate')}
        title={t('queue.toDate')}
        className="filters__select"
        value={filters.toDate ?? ''}
        min={filters.fromDate}
        onChange={(e) => onChange({ toDate: e.target.value || undefined })}
      />
      {active && (
        <Button size="sm" variant="ghost" icon={<X size={14} />} onClick={onClear}>
          {t('queue.clearFilters')}
        </Button>
      )}
    </div>
  );
}
