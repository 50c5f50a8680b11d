import { API } from '@lw/contracts';
import { Gamepad2, KeyRound, Zap } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { TAuthOutcome } from '../../../api/accounts';
import { useSiteConfig } from '../../../api/get-permission';
import { Button } from '../../../components/ui/button';
import { useQuickLogins } from '../lib/use-quick-logins';

interface TLoginAlternativesProps {
  /** A failed quick sign-in: shown in the form's notice. */
  onOutcome: (outcome: TAuthOutcome) => void;
}

/** One-click account, free play and the social sign-in buttons, each when the site offers it. */
export function LoginAlternatives({ onOutcome }: TLoginAlternativesProps) {
  const { t } = useTranslation('auth');
  const config = useSiteConfig();
  const { pathname, search } = useLocation();
  const quick = useQuickLogins();
  const [busy, setBusy] = useState<'oneClick' | 'freePlay' | null>(null);

  const run = async (which: 'oneClick' | 'freePlay') => {
    setBusy(which);
    try {
      onOutcome(await quick[which]());
    } finally {
      setBusy(null);
    }
  };
  // The provider sends the visitor back here with `?loginTicket=` (or `?loginError=`).
  const returnTo = encodeURIComponent(`${pathname}${search}`);

  return (
    <>
      {config.modules.oneClickLogin ? (
        <Button
          variant="outline"
          block
          icon={<Zap size={18} aria-hidden="true" />}
          loading={busy === 'oneClick'}
          disabled={busy !== null}
          onClick={() => void run('oneClick')}
        >
          {t('login.oneClick')}
        </Button>
      ) : null}
      {config.modules.freePlay ? (
        <Button
          variant="outline"
          block
          icon={<Gamepad2 size={18} aria-hidden="true" />}
          loading={busy === 'freePlay'}
          disabled={busy !== null}
          onClick={() => void run('freePlay')}
        >
          {t('login.freePlay')}
        </Button>
      ) : null}
      {config.identityProviders.length > 0 ? (
        <div className="auth-social" role="group" aria-label={t('login.socialTitle')}>
          <p className="auth-social__title">{t('login.socialTitle')}</p>
          {config.identityProviders.map((provider) => (
            <a
              key={provider.id}
              className="btn btn--secondary btn--md btn--block auth-social__link"
              href={`${API.auth.oidcStart(provider.id)}?site=member&returnTo=${returnTo}`}
            >
              <KeyRound size={18} aria-hidden="true" />
              <span>{t('login.socialWith', { name: provider.name })}</span>
            </a>
          ))}
        </div>
      ) : null}
    </>
  );
}
