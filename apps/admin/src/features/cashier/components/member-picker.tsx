import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAccountsPage } from '../../accounts';

export interface PickedMember {
  id: number;
  username: string;
}

/** Finds a member by username on the server and gives back the member id. */
export function MemberPicker({
  id,
  value,
  onChange,
  invalid,
}: {
  id: string;
  value: PickedMember | null;
  onChange: (member: PickedMember | null) => void;
  invalid?: boolean;
}) {
  const { t } = useTranslation('cashier');
  const listId = useId();
  const [query, setQuery] = useState('');
  const q = useDebouncedValue(query.trim(), 250);
  const search = useAccountsPage(
    { q: q || undefined, kind: 'member', page: 1, pageSize: 8 },
    !value && q.length > 0,
  );

  if (value) {
    return (
      <span className="chip">
        <span className="mono">{value.username}</span>
        <span className="chip__code">#{value.id}</span>
        <button
          type="button"
          className="chip__remove"
          aria-label={t('adjustments.clearMember', { username: value.username })}
          onClick={() => onChange(null)}
        >
          <X size={12} />
        </button>
      </span>
    );
  }
  const matches = search.data?.items ?? [];
  return (
    <div className="multi-select">
      <Input
        id={id}
        autoComplete="off"
        spellCheck={false}
        placeholder={t('adjustments.memberPlaceholder')}
        invalid={invalid}
        aria-controls={listId}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {q && (
        <ul id={listId} className="multi-select__list" aria-label={t('adjustments.matches')}>
          {search.isFetching && matches.length === 0 ? (
            <li className="multi-select__empty">
              <Spinner size={14} /> {t('common:loading')}
            </li>
          ) : matches.length === 0 ? (
            <li className="multi-select__empty">{t('adjustments.noMember')}</li>
          ) : (
            matches.map((m) => (
              <li key={m.id}>
                <button
                  type="button"
                  className="multi-select__option"
                  // A plain row inside the list, not a raised button.
                  style={{ width: '100%', border: 0, background: 'none', textAlign: 'start' }}
                  onClick={() => onChange({ id: m.id, username: m.username })}
                >
                  <span className="mono">{m.username}</span> <span className="muted">#{m.id}</span>
                </button>
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
}
