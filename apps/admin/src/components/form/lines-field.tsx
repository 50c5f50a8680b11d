import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../ui/field';
import { LinesTextarea } from './lines-textarea';
import { listErrorMessages } from './list-errors';

interface LinesFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** A string-list field of the form, edited one entry per line. */
  name: FieldPathByValue<T, string[]>;
  id: string;
  label: string;
  disabled: boolean;
  rows?: number;
  placeholder?: string;
}

/** A labelled one-entry-per-line list (IP lists, domains) with per-line error messages. */
export function LinesField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  disabled,
  rows,
  placeholder,
}: LinesFieldProps<T>) {
  const { t } = useTranslation('settings');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field
          label={label}
          htmlFor={id}
          hint={t('onePerLine')}
          errors={listErrorMessages(fieldState.error, field.value, t)}
        >
          <LinesTextarea
            ref={field.ref}
            id={id}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            invalid={!!fieldState.error}
            disabled={disabled}
            {...(rows !== undefined && { rows })}
            {...(placeholder !== undefined && { placeholder })}
          />
        </Field>
      )}
    />
  );
}
