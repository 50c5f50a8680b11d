import type { UseFormRegisterReturn } from 'react-hook-form';
import { InputField } from './input-field';

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
    <InputField
      id={id}
      label={label}
      hint={hint}
      error={error}
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      registration={registration}
    />
  );
}
