import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '../ui/field';
import { Input, type InputProps } from '../ui/input';

/** A labelled text input bound to a form field, with its hint and error. */
export function InputField({
  id,
  label,
  hint,
  error,
  fieldClassName,
  registration,
  ...input
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error: string | undefined;
  /** The class of the field around the input (e.g. field--narrow). */
  fieldClassName?: string;
  registration: UseFormRegisterReturn;
} & Omit<InputProps, 'id' | 'invalid' | 'name' | 'onChange' | 'onBlur' | 'ref'>) {
  return (
    <Field label={label} htmlFor={id} hint={hint} errors={[error]} className={fieldClassName}>
      <Input id={id} invalid={!!error} {...input} {...registration} />
    </Field>
  );
}
