import { formatMoneyInput, parseMoney } from '@lw/contracts';
import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinorUnits } from '../../lib/format';
import { TextField } from './text-field';

type TTextFieldProps = ComponentProps<typeof TextField>;

interface TAmountFieldProps extends Omit<
  TTextFieldProps,
  'type' | 'inputMode' | 'value' | 'onChange' | 'end'
> {
  /** The typed text (parsed into minor units by the money library when the form is sent). */
  value: string;
  onChange: (value: string) => void;
  /** Currency code shown at the end of the input; also sets the decimals of the chips. */
  currency?: string;
  /** Quick-amount chips (minor units) under the input, and the name of their group. */
  quickAmounts?: { amounts: readonly number[]; label: string };
}

/**
 * A money input typed as text: decimal keypad on phones, tabular figures, no number spinner;
 * optionally the currency at its end and quick-amount chips that fill it in.
 */
export function AmountField({
  value,
  onChange,
  currency,
  quickAmounts,
  className,
  ...rest
}: TAmountFieldProps) {
  const { i18n } = useTranslation();
  const field = (
    <TextField
      {...rest}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      className={clsx('tabular', className)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      end={currency ? <span className="amount-field__currency">{currency}</span> : undefined}
    />
  );
  if (!quickAmounts) return field;
  const typed = parseMoney(value, { currency });
  const current = typed.ok ? typed.minor : null;
  return (
    <div className="amount-field">
      {field}
      <div className="chip-row" role="group" aria-label={quickAmounts.label}>
        {quickAmounts.amounts.map((minor) => (
          <button
            key={minor}
            type="button"
            className={current === minor ? 'chip is-active' : 'chip'}
            aria-pressed={current === minor}
            onClick={() => onChange(formatMoneyInput(minor, { currency, trimZeroFraction: true }))}
          >
            {formatMinorUnits(minor, i18n.language, currency)}
          </button>
        ))}
      </div>
    </div>
  );
}
