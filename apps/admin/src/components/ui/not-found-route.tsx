import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<Compass size={28} />}
      title={t('notFound')}
      action={<Link to="/">{t('backToDashboard')}</Link>}
    />
  );
}
