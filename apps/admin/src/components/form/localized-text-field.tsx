import type { TLocalizedText, TShippedLanguage } from '@lw/contracts';
import { clsx } from 'clsx';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { LocalizedTextInput } from './localized-text-input';

/** A form field of operator text in Thai, English and Chinese side by side, with its label. */
export function LocalizedTextField<T extends FieldValues>({
  control,
  name,
  label,
  disabled,
  errors,
  className,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  disabled?: boolean;
  errors?: Partial<Record<TShippedLanguage, string | undefined>>;
  className?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className={clsx('field', className)}>
          <span className="field__label">{label}</span>
          <LocalizedTextInput
            label={label}
            value={field.value as TLocalizedText}
            onChange={field.onChange}
            onBlur={field.onBlur}
            layout="inline"
            disabled={disabled}
            errors={errors}
          />
        </div>
      )}
    />
  );
}
