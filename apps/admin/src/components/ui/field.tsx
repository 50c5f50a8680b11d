import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../lib/validation';

export interface FieldProps {
  label: ReactNode;
  /** id of the control the label names. */
  htmlFor?: string;
  hint?: ReactNode;
  /** Encoded or plain messages; each shown on its own line. */
  errors?: readonly (string | undefined)[];
  className?: string;
  children: ReactNode;
}

/** Label, control, hint and inline errors, stacked. */
export function Field({ label, htmlFor, hint, errors, className, children }: FieldProps) {
  const { t } = useTranslation();
  const shown = (errors ?? []).filter((e): e is string => !!e);
  return (
    <div className={clsx('field', shown.length > 0 && 'field--invalid', className)}>
      <label className="field__label" htmlFor={htmlFor}>
        {label}
      </label>
      {children}
      {hint && <p className="field__hint">{hint}</p>}
      {shown.map((message, i) => (
        <p key={i} className="field__error" role="alert">
          {translateMessage(message, t)}
        </p>
      ))}
    </div>
  );
}

/** One inline error message (for controls laid out without a Field). */
export function FieldErrorText({ message }: { message: string | undefined }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <p className="field__error" role="alert">
      {translateMessage(message, t)}
    </p>
  );
}
