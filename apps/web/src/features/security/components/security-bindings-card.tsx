import type { TSecurityOverview } from '@lw/contracts';
import { Mail, MonitorSmartphone, ShieldCheck, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormNotice } from '../../../components/ui/form-notice';
import { errorText } from '../../../lib/error-text';
import { withPlus } from '../lib/use-dial-country';
import type { TSecurityDialog } from './security-dialogs';
import { SecurityItem } from './security-item';

interface TSecurityBindingsCardProps {
  overview: TSecurityOverview | undefined;
  loading: boolean;
  error: unknown;
  onOpen: (dialog: TSecurityDialog, change: boolean) => void;
  onForgetDevice: () => void;
  forgetting: boolean;
}

/** Bound mobile, e-mail and authenticator, and the remembered device (spec §2 securityCenter). */
export function SecurityBindingsCard({
  overview,
  loading,
  error,
  onOpen,
  onForgetDevice,
  forgetting,
}: TSecurityBindingsCardProps) {
  const { t, i18n } = useTranslation('pages');
  const mobile = overview?.mobileMasked
    ? [overview.countryDialingCode ? withPlus(overview.countryDialingCode) : null]
        .concat(overview.mobileMasked)
        .filter(Boolean)
        .join(' ')
    : null;
  const email = overview?.emailMasked ?? null;
  const totp = overview?.authenticatorBound ?? false;

  return (
    <section className="card" aria-labelledby="security-bindings" aria-busy={loading || undefined}>
      <h2 id="security-bindings" className="card__title">
        <ShieldCheck size={20} aria-hidden="true" />
        {t('security.bindings')}
      </h2>
      {error ? (
        <FormNotice notice={{ notice: 'error', message: errorText(error, i18n.language) }} />
      ) : loading ? (
        <div className="skeleton security__table-skeleton" aria-hidden="true" />
      ) : (
        <ul className="security__items">
          <SecurityItem
            icon={<Smartphone size={20} />}
            title={t('security.mobile.title')}
            text={mobile ? <span className="tabular">{mobile}</span> : t('security.mobile.text')}
            status={{ on: mobile !== null }}
          >
            <Button variant="secondary" onClick={() => onOpen('mobile', mobile !== null)}>
              {mobile ? t('security.mobile.change') : t('security.mobile.bind')}
            </Button>
          </SecurityItem>
          <SecurityItem
            icon={<Mail size={20} />}
            title={t('security.email.title')}
            text={email ?? t('security.email.text')}
            status={{ on: email !== null }}
          >
            <Button variant="secondary" onClick={() => onOpen('email', email !== null)}>
              {email ? t('security.email.change') : t('security.email.bind')}
            </Button>
          </SecurityItem>
          <SecurityItem
            icon={<ShieldCheck size={20} />}
            title={t('security.authenticator.title')}
            text={t('security.authenticator.text')}
            status={{ on: totp }}
          >
            {totp ? (
              <Button variant="outline" onClick={() => onOpen('totpUnbind', true)}>
                {t('security.authenticator.unbind')}
              </Button>
            ) : (
              <Button variant="secondary" onClick={() => onOpen('totpBind', false)}>
                {t('security.authenticator.bind')}
              </Button>
            )}
          </SecurityItem>
          {overview && overview.rememberedDevices > 0 ? (
            <SecurityItem
              icon={<MonitorSmartphone size={20} />}
              title={t('security.device.title')}
              text={t('security.device.text')}
            >
              <Button variant="outline" loading={forgetting} onClick={onForgetDevice}>
                {t('security.device.forget')}
              </Button>
            </SecurityItem>
          ) : null}
        </ul>
      )}
    </section>
  );
}
