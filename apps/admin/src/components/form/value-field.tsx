import type { ReactNode } from 'react';
import { Field } from '../ui/field';
import { Input, type InputProps } from '../ui/input';

/**
 * A labelled input over a string kept in the component's state (forms that do not use
 * react-hook-form: `InputField` is that one's). Money and percent fields are this with
 * `inputMode="decimal"`; the caller parses the text when it submits.
 */
export function ValueField({
  id,
  label,
  hint,
  errors,
  fieldClassName,
  value,
  onChange,
  ...input
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  errors?: readonly (string | undefined)[];
  /** The class of the field around the input (e.g. field--narrow). */
  fieldClassName?: string;
  value: string;
  onChange: (value: string) => void;
} & Omit<InputProps, 'id' | 'value' | 'onChange'>) {
  return (
    <Field label={label} htmlFor={id} hint={hint} errors={errors} className={fieldClassName}>
      <Input id={id} value={value} onChange={(e) => onChange(e.target.value)} {...input} />
    </Field>
  );
}
