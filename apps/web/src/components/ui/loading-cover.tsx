import { useTranslation } from 'react-i18next';

/** Full-screen cover shown at start and while a screen's code loads. */
export function LoadingCover() {
  const { t } = useTranslation();
  return (
    <div className="loading-cover" role="status" aria-live="polite">
      <div className="loading-cover__mark" aria-hidden="true">
        <span className="loading-cover__ring" />
        <span className="loading-cover__star">★</span>
      </div>
      <span className="loading-cover__text">{t('status.loading')}</span>
    </div>
  );
}
