import { ShieldCheck } from 'lucide-react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../components/ui/language-switch';
import { readToken } from '../../../lib/storage';
import { LoginForm } from '../components/login-form';

interface FromState {
  from?: string;
}

/** The sign-in screen. */
export function LoginRoute() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as FromState | null)?.from ?? '/';

  if (readToken()) return <Navigate to={from} replace />;

  return (
    <main className="login-page">
      <div className="login-page__lang">
        <LanguageSwitch />
      </div>
      <div className="login-card">
        <div className="login-card__brand">
          <span className="brand-mark" aria-hidden="true">
            <ShieldCheck size={22} />
          </span>
          <div>
            <h1 className="login-card__title">{t('title')}</h1>
            <p className="login-card__subtitle">{t('subtitle')}</p>
          </div>
        </div>
        <LoginForm onSuccess={() => navigate(from, { replace: true })} />
        <p className="login-card__note">{t('securityNote')}</p>
      </div>
    </main>
  );
}
