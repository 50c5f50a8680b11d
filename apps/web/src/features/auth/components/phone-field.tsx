import { Smartphone } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Dialling codes offered until the country list comes from the server. */
const DIAL_CODES = ['+66', '+84', '+86', '+95', '+855', '+60', '+62', '+63', '+1', '+44'] as const;

interface TPhoneFieldProps {
  name: string;
  dialCode: string;
  onDialCodeChange: (code: string) => void;
  error?: string;
  required?: boolean;
}

/** Mobile number with a dialling-code picker. */
export function PhoneField({
  name,
  dialCode,
  onDialCodeChange,
  error,
  required = true,
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
          {DIAL_CODES.map((code) => (
            <option key={code} value={code}>
              {code}
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
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
