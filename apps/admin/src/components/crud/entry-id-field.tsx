import type { UseFormRegisterReturn } from 'react-hook-form';
import { Banner } from '../ui/banner';
import { Field } from '../ui/field';
import { Input } from '../ui/input';

/**
 * The id (record key) of a new entry; an existing entry's id is fixed, so only an error on it
 * shows, as a banner.
 */
export function EntryIdField({
  adding,
  inputId,
  label,
  hint,
  error,
  invalid,
  register,
}: {
  adding: boolean;
  inputId: string;
  label: string;
  hint: string;
  error: string | undefined;
  invalid: boolean;
  /** Registers the input (only when adding: an existing entry's id has none). */
  register: () => UseFormRegisterReturn;
}) {
  if (!adding) return error ? <Banner tone="danger">{error}</Banner> : null;
  return (
    <Field label={label} htmlFor={inputId} hint={hint} errors={[error]}>
      <Input
        id={inputId}
        className="mono"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={30}
        invalid={invalid}
        {...register()}
      />
    </Field>
  );
}
