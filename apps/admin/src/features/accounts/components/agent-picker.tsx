import { clsx } from 'clsx';
import { Search, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAccountsPage } from '../api/use-accounts';
import { AccountTypeBadge } from './account-badges';

/** The agent an operator picked: enough to show and to send. */
export interface PickedAgent {
  id: number;
  username: string;
}

export interface AgentPickerProps {
  id: string;
  value: PickedAgent | null;
  onChange: (agent: PickedAgent | null) => void;
  placeholder?: string;
  /** Left out of the matches (the account being moved cannot be its own upline). */
  excludeId?: number;
  disabled?: boolean;
  invalid?: boolean;
  /** Extra ids for aria-describedby (hint, error). */
  describedBy?: string;
}

const SHOWN = 10;

/** A combobox searching agents on the server as the operator types. */
export function AgentPicker({
  id,
  value,
  onChange,
  placeholder,
  excludeId,
  disabled,
  invalid,
  describedBy,
}: AgentPickerProps) {
  const { t } = useTranslation('accounts');
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const q = useDebouncedValue(query.trim(), 250);
  const search = useAccountsPage(
    { q: q || undefined, kind: 'agent', page: 1, pageSize: SHOWN + 1 },
    open && !disabled,
  );
  const matches = (search.data?.items ?? []).filter((a) => a.id !== excludeId).slice(0, SHOWN);

  function pick(agent: PickedAgent) {
    onChange({ id: agent.id, username: agent.username });
    setQuery('');
    setOpen(false);
  }

  if (value) {
    return (
      <div className="agent-picker agent-picker--chosen">
        <span className="chip">
          <span className="mono">{value.username}</span>
          <span className="chip__code">#{value.id}</span>
          {!disabled && (
            <button
              type="button"
              className="chip__remove"
              aria-label={t('picker.clear', { username: value.username })}
              onClick={() => {
                onChange(null);
                // Back to typing at once, so the operator can pick another agent.
                setTimeout(() => inputRef.current?.focus(), 0);
              }}
            >
              <X size={12} />
            </button>
          )}
        </span>
      </div>
    );
  }

  return (
    <div
      className="agent-picker multi-select"
      ref={rootRef}
      onBlur={(e) => {
        if (!rootRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <div className="agent-picker__box" data-invalid={invalid || undefined}>
        <Search size={14} aria-hidden="true" />
        <input
          ref={inputRef}
          id={id}
          className="chips__input"
          role="combobox"
          autoComplete="off"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          aria-activedescendant={open && matches[active] ? `${listId}-${active}` : undefined}
          value={query}
          disabled={disabled}
          placeholder={placeholder ?? t('picker.placeholder')}
          onFocus={() => setOpen(true)}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
            setOpen(true);
          }}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') {
              e.preventDefault();
              setOpen(true);
              setActive((i) => Math.min(i + 1, matches.length - 1));
            } else if (e.key === 'ArrowUp') {
              e.preventDefault();
              setActive((i) => Math.max(i - 1, 0));
            } else if (e.key === 'Enter') {
              e.preventDefault();
              const option = matches[active];
              if (open && option) pick(option);
            } else if (e.key === 'Escape' && open) {
              // Close the list only; a surrounding dialog stays open.
              e.stopPropagation();
              setOpen(false);
            }
          }}
        />
        {search.isFetching && <Spinner size={14} />}
      </div>
      {open && (
        <ul className="multi-select__list" id={listId} role="listbox">
          {search.isPending ? (
            <li className="multi-select__empty">{t('common:loading')}</li>
          ) : matches.length === 0 ? (
            <li className="multi-select__empty">{t('picker.none')}</li>
          ) : (
            matches.map((agent, i) => (
              <li
                key={agent.id}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className={clsx('multi-select__option', i === active && 'is-active')}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(agent)}
                onMouseEnter={() => setActive(i)}
              >
                <span className="mono">{agent.username}</span>
                {agent.nickname && <span className="muted">{agent.nickname}</span>}
                <span className="agent-picker__type">
                  <AccountTypeBadge type={agent.type} />
                </span>
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
}
