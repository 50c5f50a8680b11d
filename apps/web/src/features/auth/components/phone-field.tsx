import { Smartphone } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TInputBinding } from '../../../components/ui/text-field';

/** Dialling codes of the not-yet-wired SMS frames (registration uses the server's list). */
const DIAL_CODES = ['+66', '+84', '+86', '+95', '+855', '+60', '+62', '+63', '+1', '+44'] as const;
const DEFAULT_OPTIONS = DIAL_CODES.map((code) => ({ value: code, label: code }));

export interface TDialOption {
  value: string;
  label: string;
  /** Full country name, read out and shown on hover. */
  title?: string;
}

interface TPhoneFieldProps extends TInputBinding {
  name: string;
  /** The selected option's value. */
  dialCode: string;
  onDialCodeChange: (code: string) => void;
  options?: readonly TDialOption[];
  error?: string;
  hint?: string;
  required?: boolean;
  maxLength?: number;
}

/** Mobile number with a dialling-code picker. */
export function PhoneField({
  name,
  dialCode,
  onDialCodeChange,
  options = DEFAULT_OPTIONS,
  error,
  hint,
  required = true,
  maxLength,
  ...binding
}: TPhoneFieldProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {t('field.mobile')}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <div className="field__control field__control--phone">
        <span className="field__icon" aria-hidden="true">
          <Smartphone size={18} />
        </span>
        <select
          className="field__dial"
          aria-label={t('field.dialCode')}
          value={dialCode}
          onChange={(event) => onDialCodeChange(event.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} title={option.title}>
              {option.label}
            </option>
          ))}
        </select>
        <input
          id={id}
          name={name}
          className="field__input"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          required={required}
          maxLength={maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') ||
            undefined
          }
          {...binding}
        />
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
