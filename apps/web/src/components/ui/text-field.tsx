import { clsx } from 'clsx';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';

/** An input's binding to a form: a react-hook-form `register` result spreads into these. */
export type TInputBinding = Pick<ComponentPropsWithRef<'input'>, 'ref' | 'onChange' | 'onBlur'>;

/** Input attributes, `ref` included (a form library registers the input through it). */
interface TTextFieldProps extends ComponentPropsWithRef<'input'> {
  label: string;
  icon?: ReactNode;
  error?: string;
  hint?: string;
  /** Extra control at the end of the input (e.g. show-password). */
  end?: ReactNode;
}

/** A labelled input with icon, inline error and hint wired to aria attributes. */
export function TextField({
  label,
  icon,
  error,
  hint,
  end,
  className,
  required,
  ...rest
}: TTextFieldProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={clsx('field', error && 'field--error', className)}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <div className="field__control">
        {icon ? (
          <span className="field__icon" aria-hidden="true">
            {icon}
          </span>
        ) : null}
        <input
          id={id}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          required={required}
          {...rest}
        />
        {end}
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
