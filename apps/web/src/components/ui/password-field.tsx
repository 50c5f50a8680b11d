import { Eye, EyeOff, Lock } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from './text-field';

type TPasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'icon' | 'end'>;

/** A password input with a show/hide toggle. */
export function PasswordField(props: TPasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      icon={<Lock size={18} />}
      end={
        <button
          type="button"
          className="field__end-btn"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t('field.hidePassword') : t('field.showPassword')}
          aria-pressed={visible}
        >
          {visible ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
        </button>
      }
    />
  );
}
