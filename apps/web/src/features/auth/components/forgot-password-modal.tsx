import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../../api/get-permission';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Tabs } from '../../../components/ui/tabs';
import { BannerSlot } from '../../banners';
import { ForgotByEmail } from './forgot-by-email';
import { ForgotByMobile } from './forgot-by-mobile';

type TForgotTab = 'email' | 'mobile';

interface TForgotPasswordModalProps {
  open: boolean;
  onClose: () => void;
  onBackToLogin: () => void;
  /** The token of the e-mail's reset link: opens on the new-password step. */
  resetToken?: string;
}

/** Forgot password (spec §2): by e-mail, or by mobile when the forgot-by-mobile setting is on. */
export function ForgotPasswordModal({
  open,
  onClose,
  onBackToLogin,
  resetToken,
}: TForgotPasswordModalProps) {
  const { t } = useTranslation('auth');
  const config = useSiteConfig();
  const mobileAllowed = config.modules.forgotByMobile;
  const [tab, setTab] = useState<TForgotTab>('email');
  const active: TForgotTab = mobileAllowed && !resetToken ? tab : 'email';
  const [changed, setChanged] = useState(false);

  const backToLogin = (
    <p className="auth-form__switch">
      <button type="button" className="link-btn link-btn--strong" onClick={onBackToLogin}>
        {t('forgot.back')}
      </button>
    </p>
  );
  const panel = {
    id: `forgot-panel-${active}`,
    role: mobileAllowed ? 'tabpanel' : undefined,
    'aria-labelledby': mobileAllowed ? `forgot-tab-${active}` : undefined,
  };

  if (changed) {
    // Spec §4: on success a message is shown and the recovery ends; the player logs in anew.
    return (
      <Modal
        open={open}
        onClose={onClose}
        title={t('forgot.title')}
        size="sm"
        className="auth-modal"
      >
        <div className="auth-form">
          <p className="auth-notice auth-notice--success" role="status">
            <CheckCircle2 size={16} aria-hidden="true" />
            <span>{t('forgot.changed')}</span>
          </p>
          <Button size="lg" block onClick={onBackToLogin}>
            {t('forgot.toLogin')}
          </Button>
        </div>
      </Modal>
    );
  }

  return (
    <Modal open={open} onClose={onClose} title={t('forgot.title')} size="sm" className="auth-modal">
      <p className="auth-form__intro">{t('forgot.intro')}</p>
      {mobileAllowed && !resetToken ? (
        <Tabs
          label={t('forgot.methods')}
          value={active}
          onChange={setTab}
          idPrefix="forgot"
          tabs={[
            { key: 'email', label: t('forgot.tabEmail') },
            { key: 'mobile', label: t('forgot.tabMobile') },
          ]}
        />
      ) : null}
      {active === 'email' ? (
        <div {...panel}>
          <ForgotByEmail
            resetToken={resetToken}
            onReset={() => setChanged(true)}
            footer={backToLogin}
          />
        </div>
      ) : (
        <ForgotByMobile panel={panel} footer={backToLogin} />
      )}
      <BannerSlot group="w_forget" className="auth-banners" />
    </Modal>
  );
}
