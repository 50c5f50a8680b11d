import { CheckCircle2, MonitorDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useInstallPrompt } from '../lib/install-prompt';
import '../pwa.css';

/**
 * "Install this site as an app": the browser's own install dialog when it offers one
 * (beforeinstallprompt), else how to do it from the browser's menu.
 */
export function InstallAppCard({ siteName }: { siteName: string }) {
  const { t } = useTranslation('pwa');
  const { state, promptInstall } = useInstallPrompt();
  const [asking, setAsking] = useState(false);
  const install = () => {
    setAsking(true);
    promptInstall()
      .catch(() => false)
      .finally(() => setAsking(false));
  };
  return (
    <section className="pwa-install" aria-labelledby="pwa-install-title">
      <span className="pwa-install__icon" aria-hidden="true">
        <MonitorDown size={24} />
      </span>
      <div className="pwa-install__text">
        <h2 id="pwa-install-title" className="pwa-install__title">
          {t('install.title')}
        </h2>
        <p className="pwa-install__body">{t('install.text', { site: siteName })}</p>
        {state === 'installed' ? (
          <p className="pwa-install__done">
            <CheckCircle2 size={16} aria-hidden="true" /> {t('install.installed')}
          </p>
        ) : state === 'unavailable' ? (
          <p className="pwa-install__hint">{t('install.manual')}</p>
        ) : null}
      </div>
      {state === 'available' ? (
        <Button onClick={install} loading={asking} icon={<MonitorDown size={18} />}>
          {t('install.button')}
        </Button>
      ) : null}
    </section>
  );
}
