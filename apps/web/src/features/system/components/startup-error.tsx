import { RefreshCw, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { errorText, useErrorTexts } from '../../../lib/error-text';

interface TStartupErrorProps {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

/** The startup call failed (network or server): explain and offer a retry. */
export function StartupError({ error, onRetry, retrying }: TStartupErrorProps) {
  const { t, i18n } = useTranslation('system');
  useErrorTexts();
  return (
    <main className="state-screen" role="alert">
      <span className="state-screen__medallion state-screen__medallion--warn" aria-hidden="true">
        <WifiOff size={40} />
      </span>
      <h1 className="state-screen__title">{t('startup.title')}</h1>
      <p className="state-screen__text">{errorText(error, i18n.language)}</p>
      <Button
        loading={retrying}
        icon={<RefreshCw size={18} aria-hidden="true" />}
        onClick={onRetry}
      >
        {t('startup.retry')}
      </Button>
    </main>
  );
}
