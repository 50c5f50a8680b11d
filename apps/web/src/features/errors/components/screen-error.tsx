import { RefreshCw, WifiOff, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

interface TScreenErrorProps {
  /** chunk: the screen's code did not download; crash: it failed while showing. */
  kind: 'chunk' | 'crash';
}

/** Shown in place of a screen that failed to load, with a Reload button. */
export function ScreenError({ kind }: TScreenErrorProps) {
  const { t } = useTranslation('system');
  return (
    <div className="state-screen state-screen--inline" role="alert">
      <span className="state-screen__medallion state-screen__medallion--warn" aria-hidden="true">
        {kind === 'chunk' ? <WifiOff size={40} /> : <TriangleAlert size={40} />}
      </span>
      <h1 className="state-screen__title">
        {kind === 'chunk' ? t('chunk.title') : t('crash.title')}
      </h1>
      <p className="state-screen__text">{kind === 'chunk' ? t('chunk.text') : t('crash.text')}</p>
      <Button
        icon={<RefreshCw size={18} aria-hidden="true" />}
        onClick={() => window.location.reload()}
      >
        {t('chunk.reload')}
      </Button>
    </div>
  );
}
