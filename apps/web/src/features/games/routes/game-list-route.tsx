import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CategoryIcon } from '../../../components/site/category-icon';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageFrame } from '../../../components/ui/page-frame';
import { categoryCardDataUrl } from '../../../lib/art';
import { useModals } from '../../../lib/modal-context';
import { useSession } from '../../../lib/session';
import { GameFilterBar, type TGameFilter } from '../components/game-filter-bar';
import { useRouteCategory } from '../components/use-category';

/** Game list centre (live, fish, slots, cards, cockfight); /rng reads `vassalage` (vendor). */
export function GameListRoute() {
  const { t } = useTranslation(['pages', 'common']);
  const category = useRouteCategory();
  const session = useSession();
  const { open } = useModals();
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState<TGameFilter>('ALL');
  const [search, setSearch] = useState('');
  const vendor = params.get('vassalage');
  const name = t(`common:${category.labelKey}`);

  const chooseFilter = (next: TGameFilter) => {
    // FAV and RECENT are a member's own lists: ask to log in first (spec §4).
    if ((next === 'FAV' || next === 'RECENT') && !session.isLoggedIn) {
      open({ kind: 'login' });
      return;
    }
    setFilter(next);
    setSearch('');
  };

  return (
    <PageFrame
      title={name}
      subtitle={t(`pages:list.subtitle.${category.code}`)}
      icon={<CategoryIcon code={category.code} size={26} />}
      art={categoryCardDataUrl(category.code)}
    >
      <GameFilterBar
        filter={filter}
        onFilter={chooseFilter}
        search={search}
        onSearch={setSearch}
        vendor={vendor}
        onClearVendor={() => {
          params.delete('vassalage');
          setParams(params, { replace: true });
        }}
      />
      <EmptyState
        icon={<CategoryIcon code={category.code} size={28} />}
        title={
          vendor
            ? t('pages:list.emptyVendor', { vendor })
            : t('pages:list.emptyTitle', { category: name })
        }
        text={search ? t('pages:list.emptySearch', { query: search }) : t('pages:list.emptyText')}
        skeleton={12}
        className="empty--grid"
        action={
          <Link to="/" className="btn btn--secondary btn--md">
            {t('common:actions.backToLobby')}
          </Link>
        }
      />
    </PageFrame>
  );
}
