import { Heart, History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageFrame } from '../../../components/ui/page-frame';

/** The member's own game lists: /favorite and /recent (login needed). */
export function AccountGamesRoute() {
  const { t } = useTranslation(['pages', 'common']);
  const { pathname } = useLocation();
  const kind = pathname === '/recent' ? 'recent' : 'favorite';
  const Icon = kind === 'recent' ? History : Heart;
  return (
    <PageFrame
      title={t(`pages:${kind}.title`)}
      subtitle={t(`pages:${kind}.subtitle`)}
      icon={<Icon size={26} />}
    >
      <EmptyState
        icon={<Icon size={28} />}
        title={t(`pages:${kind}.emptyTitle`)}
        text={t(`pages:${kind}.emptyText`)}
        skeleton={6}
        className="empty--grid"
        action={
          <Link to="/" className="btn btn--primary btn--md">
            {t('common:actions.browseGames')}
          </Link>
        }
      />
    </PageFrame>
  );
}
