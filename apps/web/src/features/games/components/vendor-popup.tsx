import { GAME_PAGE_SIZES, type TGameType } from '@lw/contracts';
import { Gamepad2, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Modal } from '../../../components/ui/modal';
import { useSession } from '../../../lib/session';
import { useDebounced } from '../lib/use-debounced';
import { useGamePages } from '../lib/use-game-pages';
import { SEARCH_DEBOUNCE_MS } from './game-browser';
import { GameGrid } from './game-grid';

interface TVendorPopupProps {
  vendor: { vassalage: string; displayName: string } | null;
  gameType?: TGameType;
  onClose: () => void;
}

/** The popup game list of a VASSALAGE vendor (spec §3): its games, a search and load more. */
export function VendorPopup({ vendor, gameType, onClose }: TVendorPopupProps) {
  if (!vendor) return null;
  return <VendorPopupBody vendor={vendor} gameType={gameType} onClose={onClose} />;
}

function VendorPopupBody({
  vendor,
  gameType,
  onClose,
}: TVendorPopupProps & { vendor: NonNullable<TVendorPopupProps['vendor']> }) {
  const { t } = useTranslation('games');
  const session = useSession();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const gameName = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useGamePages(
    {
      vassalage: vendor.vassalage,
      gameType,
      gameName: search.trim() ? gameName || undefined : undefined,
    },
    session.isLoggedIn,
    GAME_PAGE_SIZES.lobby,
  );
  const title = t('popup.title', { vendor: vendor.displayName });
  return (
    <Modal open onClose={onClose} title={title} size="lg" className="vendor-popup">
      <div className="search-box vendor-popup__search">
        <label htmlFor={searchId} className="sr-only">
          {t('popup.search')}
        </label>
        <Search size={18} aria-hidden="true" />
        <input
          id={searchId}
          type="search"
          value={search}
          maxLength={60}
          placeholder={t('popup.search')}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <GameGrid
        games={list.games}
        loading={list.loading}
        placeholders={6}
        label={title}
        empty={
          <EmptyState
            icon={<Gamepad2 size={28} />}
            title={t('popup.emptyTitle')}
            text={gameName ? t('browser.emptySearch', { query: gameName }) : undefined}
          />
        }
      />
      {list.canLoadMore ? (
        <div className="game-browser__more">
          <Button variant="secondary" loading={list.loadingMore} onClick={list.loadMore}>
            {t('browser.loadMore')}
          </Button>
        </div>
      ) : null}
    </Modal>
  );
}
