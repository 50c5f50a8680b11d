import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ChipsInputProps {
  id: string;
  value: readonly string[];
  onChange: (items: string[]) => void;
  /** Applied to what is typed before it becomes a chip (e.g. upper case). */
  normalize?: (raw: string) => string;
  /** Returns an error message for a value that may not be added. */
  validate?: (item: string) => string | null;
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
}

/** A list of short codes as removable chips; Enter or comma adds what is typed. */
export function ChipsInput({
  id,
  value,
  onChange,
  normalize = (raw) => raw.trim(),
  validate,
  placeholder,
  disabled,
  invalid,
}: ChipsInputProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);

  function add() {
    const item = normalize(draft);
    if (!item) return;
    const problem = validate?.(item) ?? null;
    if (problem) {
      setError(problem);
      return;
    }
    if (!value.includes(item)) onChange([...value, item]);
    setDraft('');
    setError(null);
  }

  return (
    <div>
      <div className="chips" data-invalid={invalid || !!error || undefined}>
        {value.map((item) => (
          <span key={item} className="chip">
            {item}
            {!disabled && (
              <button
                type="button"
                className="chip__remove"
                aria-label={t('removeItem', { item })}
                onClick={() => onChange(value.filter((v) => v !== item))}
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
            value={draft}
            placeholder={placeholder}
            onChange={(e) => {
              setDraft(e.target.value);
              setError(null);
            }}
            onBlur={add}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ',') {
                e.preventDefault();
                add();
              } else if (e.key === 'Backspace' && !draft && value.length > 0) {
                onChange(value.slice(0, -1));
              }
            }}
          />
        )}
      </div>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
