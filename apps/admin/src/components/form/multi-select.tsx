import { clsx } from 'clsx';
import { Check, X } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface MultiSelectOption {
  value: string;
  label: string;
}

export interface MultiSelectProps {
  id: string;
  options: readonly MultiSelectOption[];
  value: readonly string[];
  onChange: (values: string[]) => void;
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
}

const MAX_SHOWN = 60;

/** Chips of what is chosen plus a search box listing the options (a combobox). */
export function MultiSelect({
  id,
  options,
  value,
  onChange,
  placeholder,
  disabled,
  invalid,
}: MultiSelectProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);

  const labelOf = useMemo(() => new Map(options.map((o) => [o.value, o.label])), [options]);
  const matches = useMemo(() => {
    const q = query.trim().toLowerCase();
    const list = q
      ? options.filter((o) => o.label.toLowerCase().includes(q) || o.value.toLowerCase() === q)
      : options;
    return list.slice(0, MAX_SHOWN);
  }, [options, query]);

  function toggle(option: string) {
    onChange(value.includes(option) ? value.filter((v) => v !== option) : [...value, option]);
  }

  return (
    <div
      className="multi-select"
      ref={rootRef}
      onBlur={(e) => {
        if (!rootRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <div className="chips" data-invalid={invalid || undefined}>
        {value.map((code) => (
          <span key={code} className="chip">
            <span className="chip__code">{code}</span>
            {labelOf.get(code) ?? code}
            {!disabled && (
              <button
                type="button"
                className="chip__remove"
                aria-label={t('removeItem', { item: labelOf.get(code) ?? code })}
                onClick={() => toggle(code)}
              >
                <X size={12} />
              </button>
            )}
          </span>
        ))}
        {!disabled && (
          <input
            id={id}
            className="chips__input"
            role="combobox"
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={open && matches[active] ? `${listId}-${active}` : undefined}
            value={query}
            placeholder={placeholder}
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
                if (open && option) toggle(option.value);
              } else if (e.key === 'Escape') {
                setOpen(false);
              } else if (e.key === 'Backspace' && !query && value.length > 0) {
                onChange(value.slice(0, -1));
              }
            }}
          />
        )}
      </div>
      {open && !disabled && (
        <ul className="multi-select__list" id={listId} role="listbox" aria-multiselectable="true">
          {matches.length === 0 && <li className="multi-select__empty">{t('noMatches')}</li>}
          {matches.map((option, i) => {
            const selected = value.includes(option.value);
            return (
              <li
                key={option.value}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={selected}
                className={clsx('multi-select__option', i === active && 'is-active')}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => toggle(option.value)}
                onMouseEnter={() => setActive(i)}
              >
                <span className="multi-select__check">
                  {selected && <Check size={14} aria-hidden="true" />}
                </span>
                <span className="chip__code">{option.value}</span>
                {option.label}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
