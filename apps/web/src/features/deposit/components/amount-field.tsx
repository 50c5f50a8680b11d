import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { formatMinorUnits } from '../../../lib/format';
import { minorToInput, parseAmountToMinor, quickAmounts, type TAmountProblem } from '../lib/amount';

interface TAmountFieldProps {
  value: string;
  onChange: (value: string) => void;
  min: number;
  max: number;
  currency: string;
  problem: TAmountProblem;
  label?: string;
  /** Extra chips (e.g. "all" on the withdraw page). */
  chips?: number[];
}

/** An amount input in money (2 decimals at most) with quick-amount chips and its limits. */
export function AmountField({
  value,
  onChange,
  min,
  max,
  currency,
  problem,
  label,
  chips,
}: TAmountFieldProps) {
  const { t, i18n } = useTranslation('cashier');
  const limits = {
    min: formatMinorUnits(min, i18n.language),
    max: formatMinorUnits(max, i18n.language),
  };
  const current = parseAmountToMinor(value);
  return (
    <div className="amount-field">
      <TextField
        label={label ?? t('common.amount')}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        end={<span className="amount-field__currency">{currency}</span>}
        error={problem ? t(`common.amountProblem.${problem}`, limits) : undefined}
        hint={t('deposit.limits', limits)}
      />
      <div className="chip-row" role="group" aria-label={t('common.quickAmounts')}>
        {(chips ?? quickAmounts(min, max)).map((minor) => (
          <button
            key={minor}
            type="button"
            className={current === minor ? 'chip is-active' : 'chip'}
            aria-pressed={current === minor}
            onClick={() => onChange(minorToInput(minor))}
          >
            {formatMinorUnits(minor, i18n.language)}
          </button>
        ))}
      </div>
    </div>
  );
}
