import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import '../pwa.css';

interface TUpdatePromptProps {
  /** Activates the waiting service worker and reloads the page. */
  onReload: () => Promise<void>;
  onLater: () => void;
}

/** "A new version is available" with reload: the new version never takes over on its own. */
export function UpdatePrompt({ onReload, onLater }: TUpdatePromptProps) {
  const { t } = useTranslation('pwa');
  const [reloading, setReloading] = useState(false);
  const reload = () => {
    setReloading(true);
    // The page reloads once the new worker controls it; a failure leaves the button usable.
    onReload().catch(() => setReloading(false));
  };
  return (
    <section className="pwa-update" role="status" aria-labelledby="pwa-update-title">
      <span className="pwa-update__icon" aria-hidden="true">
        <RefreshCw size={20} />
      </span>
      <div className="pwa-update__text">
        <p id="pwa-update-title" className="pwa-update__title">
          {t('update.title')}
        </p>
        <p className="pwa-update__body">{t('update.text')}</p>
      </div>
      <div className="pwa-update__actions">
        <Button size="sm" variant="ghost" onClick={onLater}>
          {t('update.later')}
        </Button>
        <Button size="sm" onClick={reload} loading={reloading}>
          {t('update.reload')}
        </Button>
      </div>
    </section>
  );
}
