import type { TRegisterSettings } from '@lw/contracts';
import { Ticket } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../../api/get-permission';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormNotice } from '../../../components/ui/form-notice';
import { Modal } from '../../../components/ui/modal';
import { Tabs } from '../../../components/ui/tabs';
import { errorText } from '../../../lib/error-text';
import { useRegisterSettings } from '../api/get-register-settings';
import { useRegisterShared } from '../lib/use-register-shared';
import { BannerSlot } from '../../banners';
import { AuthHero } from './auth-hero';
import { MobileRegisterForm } from './register-mobile-form';
import { UsernameRegisterForm } from './register-username-form';

type TRegisterTab = 'username' | 'mobile';

interface TRegisterModalProps {
  open: boolean;
  onClose: () => void;
  onLogin: () => void;
  onShowTerms: () => void;
}

/**
 * The registration modal (spec §2, §4, §5): username sign-up from the server's settings, and
 * mobile sign-up (SMS code) when mobile registration is on.
 */
export function RegisterModal({ open, onClose, onLogin, onShowTerms }: TRegisterModalProps) {
  const { t, i18n } = useTranslation('auth');
  const config = useSiteConfig();
  const settings = useRegisterSettings();

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('register.title')}
      className="auth-modal"
      hero={
        <AuthHero
          seed={`${config.siteName}-register`}
          motif="stars"
          headline={t('register.headline')}
          text={t('register.sub', { siteName: config.siteName })}
        />
      }
    >
      {settings.data ? (
        <RegisterTabs settings={settings.data} onLogin={onLogin} onShowTerms={onShowTerms} />
      ) : settings.isError ? (
        <div className="auth-form">
          <FormNotice
            notice={{ notice: 'error', message: errorText(settings.error, i18n.language) }}
          />
          <Button variant="secondary" block onClick={() => void settings.refetch()}>
            {t('register.retry')}
          </Button>
        </div>
      ) : (
        <div className="auth-form" aria-busy="true">
          <span className="sr-only">{t('register.loading')}</span>
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="skeleton auth-form__skeleton" aria-hidden="true" />
          ))}
        </div>
      )}
      <BannerSlot group="w_reg" className="auth-banners" />
    </Modal>
  );
}

interface TRegisterTabsProps {
  settings: TRegisterSettings;
  onLogin: () => void;
  onShowTerms: () => void;
}

/**
 * The username and mobile forms as tabs (the mobile tab only when mobile registration is on),
 * with what they share: the invitation (the agent's name, the invalid-code warning), the SMS
 * countdown, the captcha and the bot check.
 */
function RegisterTabs({ settings: serverSettings, onLogin, onShowTerms }: TRegisterTabsProps) {
  const { t } = useTranslation('auth');
  const shared = useRegisterShared(serverSettings);
  const { settings, invitation, captcha } = shared;
  const [tab, setTab] = useState<TRegisterTab>('username');
  const mobileAllowed = settings.mobileRegistration;
  const active: TRegisterTab = mobileAllowed ? tab : 'username';
  const panel = {
    id: `register-panel-${active}`,
    ...(mobileAllowed
      ? { role: 'tabpanel' as const, 'aria-labelledby': `register-tab-${active}` }
      : {}),
  };
  const Form = active === 'mobile' ? MobileRegisterForm : UsernameRegisterForm;

  return (
    <>
      {mobileAllowed ? (
        <Tabs
          label={t('register.methods')}
          value={active}
          onChange={(next) => {
            setTab(next);
            // spec §2 "Switching tabs reloads the captcha".
            if (settings.captcha) captcha.refresh();
          }}
          idPrefix="register"
          tabs={[
            { key: 'username', label: t('register.tabUsername') },
            { key: 'mobile', label: t('register.tabMobile') },
          ]}
        />
      ) : null}
      {invitation.invitedBy ? (
        <p className="auth-invite">
          <Ticket size={16} aria-hidden="true" />
          <span>{t('register.invitedBy', { name: invitation.invitedBy })}</span>
        </p>
      ) : null}
      <Form
        key={active}
        shared={shared}
        panel={panel}
        onLogin={onLogin}
        onShowTerms={onShowTerms}
      />
      <ConfirmDialog
        open={invitation.warningOpen}
        title={t('register.inviteWarningTitle')}
        onConfirm={invitation.dismissWarning}
      >
        {invitation.invalidMessage}
      </ConfirmDialog>
    </>
  );
}
