import { GAME_PAGE_SIZES } from '@lw/contracts';
import { Heart, History } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageFrame } from '../../../components/ui/page-frame';
import { Pagination } from '../../../components/ui/pagination';
import { useSession } from '../../../lib/session';
import { useRecentGames } from '../api/get-recent-games';
import { GameGrid } from '../components/game-grid';
import { useAllFavouriteGames } from '../lib/use-favourite-games';

/** The member's own game lists: /favorite and /recent (login needed: the route guard). */
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
      {kind === 'recent' ? <RecentList /> : <FavouriteList />}
    </PageFrame>
  );
}

function Empty({ kind }: { kind: 'recent' | 'favorite' }) {
  const { t } = useTranslation(['pages', 'common']);
  const Icon = kind === 'recent' ? History : Heart;
  return (
    <EmptyState
      icon={<Icon size={28} />}
      title={t(`pages:${kind}.emptyTitle`)}
      text={t(`pages:${kind}.emptyText`)}
      className="empty--grid"
      action={
        <Link to="/" className="btn btn--primary btn--md">
          {t('common:actions.browseGames')}
        </Link>
      }
    />
  );
}

/** The server's favourites, then the member's lottery favourites kept in this browser. */
function FavouriteList() {
  const { t } = useTranslation('pages');
  const { games, loading } = useAllFavouriteGames();
  return (
    <GameGrid
      games={games}
      loading={loading}
      label={t('favorite.title')}
      empty={<Empty kind="favorite" />}
    />
  );
}

function RecentList() {
  const { t } = useTranslation('pages');
  const { memberCalls } = useSession();
  const [page, setPage] = useState(1);
  const recent = useRecentGames({ page, pageSize: GAME_PAGE_SIZES.home }, memberCalls);
  return (
    <>
      <GameGrid
        games={recent.data?.list}
        loading={recent.isPending}
        label={t('recent.title')}
        empty={<Empty kind="recent" />}
      />
      <div className="game-browser__more">
        <Pagination page={page} totalPages={recent.data?.totalPages ?? 0} onChange={setPage} />
      </div>
    </>
  );
}
