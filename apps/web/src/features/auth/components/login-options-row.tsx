import { useTranslation } from 'react-i18next';

interface TLoginOptionsRowProps {
  remember: boolean;
  onRememberChange: (checked: boolean) => void;
  onForgotPassword: () => void;
}

/** "Remember me" and the forgot-password link under the login fields. */
export function LoginOptionsRow({
  remember,
  onRememberChange,
  onForgotPassword,
}: TLoginOptionsRowProps) {
  const { t } = useTranslation('auth');
  return (
    <div className="auth-form__row">
      <label className="check">
        <input
          type="checkbox"
          name="remember"
          checked={remember}
          onChange={(event) => onRememberChange(event.target.checked)}
        />
        <span>{t('login.remember')}</span>
      </label>
      <button type="button" className="link-btn" onClick={onForgotPassword}>
        {t('login.forgot')}
      </button>
    </div>
  );
}
