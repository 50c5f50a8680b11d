import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../lib/api-error-text';
import { Banner } from './banner';
import { Button } from './button';

/** A failed load: the error in the operator's language, with a retry button. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <Banner
      tone="danger"
      action={
        <Button size="sm" onClick={onRetry}>
          {t('common:retry')}
        </Button>
      }
    >
      {apiErrorText(error, i18n.language)}
    </Banner>
  );
}
