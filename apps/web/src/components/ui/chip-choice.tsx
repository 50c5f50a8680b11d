import { clsx } from 'clsx';
import type { ReactNode } from 'react';

interface TChipChoiceProps<K extends string | null> {
  /** The group's accessible name. */
  label: string;
  /** The choices in order; `null` may stand for "all". */
  options: readonly K[];
  value: K;
  onChange: (option: K) => void;
  optionLabel: (option: K) => ReactNode;
  /** One scrolling line on narrow screens instead of wrapping. */
  scroll?: boolean;
  /** Chips after the choices (e.g. a removable vendor chip). */
  children?: ReactNode;
}

/** A row of chips of which one is chosen (filters, categories): pressed-state buttons. */
export function ChipChoice<K extends string | null>({
  label,
  options,
  value,
  onChange,
  optionLabel,
  scroll = false,
  children,
}: TChipChoiceProps<K>) {
  return (
    <div className={clsx('chip-row', scroll && 'chip-row--scroll')} role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option ?? ''}
          type="button"
          className={clsx('chip', option === value && 'is-active')}
          aria-pressed={option === value}
          onClick={() => onChange(option)}
        >
          {optionLabel(option)}
        </button>
      ))}
      {children}
    </div>
  );
}
