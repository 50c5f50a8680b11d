import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AmountField } from '../../../components/ui/amount-field';
import { formatMinorUnits } from '../../../lib/format';
import { amountProblemOf } from '../lib/amount';

/**
 * The amount of a cashier form (deposit, withdraw): the form's `amount` field with its limits
 * as the hint, the problem of a refused amount under it (cleared as soon as it is typed again),
 * and quick-amount chips. Limits and chips are in minor units.
 */
export function LimitedAmountField<TFields extends FieldValues & { amount: string }, TValues>({
  form,
  currency,
  min,
  max,
  quickAmounts,
}: {
  form: UseFormReturn<TFields, unknown, TValues>;
  currency: string;
  min: number;
  max: number;
  quickAmounts: readonly number[];
}) {
  const { t, i18n } = useTranslation('cashier');
  const name = 'amount' as Path<TFields>;
  const problem = amountProblemOf(form.formState.errors.amount?.message as string | undefined);
  const limits = {
    min: formatMinorUnits(min, i18n.language, currency),
    max: formatMinorUnits(max, i18n.language, currency),
  };
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <AmountField
          label={t('common.amount')}
          name={field.name}
          required
          value={field.value}
          onChange={(value) => {
            field.onChange(value);
            if (problem) form.clearErrors(name);
          }}
          onBlur={field.onBlur}
          currency={currency}
          error={problem ? t(`common.amountProblem.${problem}`, limits) : undefined}
          hint={t('deposit.limits', limits)}
          quickAmounts={{ amounts: quickAmounts, label: t('common.quickAmounts') }}
        />
      )}
    />
  );
}
