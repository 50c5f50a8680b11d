import type { TLocalizedText } from '@lw/contracts';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { LocalizedTextInput } from '../../../components/form/localized-text-input';
import { localizedErrors } from './localized-errors';

/** The message players see (maintenance, blocked region), in each shipped language. */
export function LocalizedMessageField<T extends FieldValues>({
  control,
  name,
  label,
  disabled,
}: {
  control: Control<T>;
  name: FieldPathByValue<T, TLocalizedText>;
  label: string;
  disabled: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <LocalizedTextInput
          label={label}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          multiline
          disabled={disabled}
          // A localized text's error is an object with one error per language.
          errors={localizedErrors(fieldState.error as Parameters<typeof localizedErrors>[0])}
        />
      )}
    />
  );
}
