import { errorMessages, pickLocalized, type TErrorCode } from '@lw/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../../api/get-permission';
import type { TNotice } from '../../../components/ui/form-notice';
import { Modal } from '../../../components/ui/modal';
import { Tabs } from '../../../components/ui/tabs';
import { BannerSlot } from '../../banners';
import { AuthHero } from './auth-hero';
import { LoginAlternatives } from './login-alternatives';
import { SmsLoginForm } from './sms-login-form';
import { UsernameLoginForm } from './username-login-form';

type TLoginTab = 'username' | 'sms';

interface TLoginPopupProps {
  open: boolean;
  onClose: () => void;
  onRegister: () => void;
  onForgotPassword: () => void;
  /** The popup opened because the session ended: say so above the form. */
  reason?: 'sessionExpired';
  /** A sign-in that failed before the popup opened (social sign-in, expired second step). */
  error?: TErrorCode;
}

/**
 * The login popup (spec §2): username or SMS login (tabs when SMS login is on), remember me,
 * forgot password, register, one-click, free play and social sign-in.
 */
export function LoginPopup({
  open,
  onClose,
  onRegister,
  onForgotPassword,
  reason,
  error,
}: TLoginPopupProps) {
  const { t, i18n } = useTranslation('auth');
  const config = useSiteConfig();
  const smsLogin = config.modules.smsCodeLogin;
  const [tab, setTab] = useState<TLoginTab>('username');
  const active: TLoginTab = smsLogin ? tab : 'username';

  // Why the popup opened, until the visitor tries again; then quick sign-in failures.
  const opening: TNotice = error
    ? { notice: 'error', message: pickLocalized(errorMessages[error], i18n.language) }
    : reason === 'sessionExpired'
      ? { notice: 'unavailable', message: pickLocalized(errorMessages.UNAUTHORIZED, i18n.language) }
      : null;
  const [sideNotice, setSideNotice] = useState<TNotice>(opening);
  const clearSideNotice = () => setSideNotice(null);

  const alternatives = (
    <LoginAlternatives
      onOutcome={(outcome) =>
        setSideNotice(
          outcome.ok || !outcome.notice
            ? null
            : { notice: outcome.notice, message: outcome.message },
        )
      }
    />
  );
  const formProps = {
    fallbackNotice: sideNotice,
    onSubmitStart: clearSideNotice,
    onForgotPassword,
    children: alternatives,
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('login.title')}
      className="auth-modal"
      hero={
        <AuthHero
          seed={`${config.siteName}-login`}
          motif="coins"
          headline={t('login.headline', { siteName: config.siteName })}
          text={t('login.sub')}
        />
      }
    >
      {smsLogin ? (
        <Tabs
          label={t('login.methods')}
          value={active}
          onChange={setTab}
          idPrefix="login"
          tabs={[
            { key: 'username', label: t('login.tabUsername') },
            { key: 'sms', label: t('login.tabSms') },
          ]}
        />
      ) : null}
      {active === 'username' ? (
        <UsernameLoginForm {...formProps} tabbed={smsLogin} />
      ) : (
        <SmsLoginForm {...formProps} />
      )}
      <p className="auth-form__switch">
        {t('login.noAccount')}{' '}
        <button type="button" className="link-btn link-btn--strong" onClick={onRegister}>
          {t('login.toRegister')}
        </button>
      </p>
      <BannerSlot group="w_login" className="auth-banners" />
    </Modal>
  );
}
