import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '../ui/field';
import { Input } from '../ui/input';

/** The username of a new account or operator: typed as is (no capitals, no spell check). */
export function NewUsernameField({
  id,
  label,
  hint,
  error,
  registration,
}: {
  id: string;
  label: string;
  hint: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  return (
    <Field label={label} htmlFor={id} hint={hint} errors={[error]}>
      <Input
        id={id}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        invalid={!!error}
        {...registration}
      />
    </Field>
  );
}
