import { GAME_PAGE_SIZES, SLOT_FILTER, type TGameFilter, type TGameType } from '@lw/contracts';
import { Gamepad2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ChipChoice } from '../../../components/ui/chip-choice';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { useModals } from '../../../lib/modal-context';
import { useSession } from '../../../lib/session';
import { useDebounced } from '../lib/use-debounced';
import { useGamePages } from '../lib/use-game-pages';
import { useLotteryFavFilter } from '../lib/use-lottery-fav-filter';
import { GameFilterBar } from './game-filter-bar';
import { GameGrid } from './game-grid';
import { VendorStrip, type TVendorChip } from './vendor-strip';

/** Typing pauses this long before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 350;

interface TGameBrowserProps {
  /** The category listed; undefined lists every type (the home lobby), with type chips. */
  gameType?: TGameType;
  /** Types offered by the type chips (home only). */
  types?: readonly TGameType[];
  vendors: readonly TVendorChip[];
  /**
   * With type chips: the vendors that have games of each type. The strip then offers only the
   * chosen type's vendors (a lottery vendor under Slots led to "No games").
   */
  vendorsByType?: Partial<Record<TGameType, readonly TVendorChip[]>>;
  vendor: string | null;
  onVendor: (vendor: string | null) => void;
  classifies?: readonly string[];
  /** Offers the slot filter (min bet 1, 25 lines or more). */
  slotFilter?: boolean;
  pageSize?: number;
  title?: string;
  /**
   * The vendors and classifies are still loading: one placeholder holds the place of the strip,
   * the filters and the grid, which come in together (instead of pushing the grid down one after
   * the other). The list is fetched meanwhile.
   */
  vendorsPending?: boolean;
}

/**
 * The vendor game list (spec §2): filter types with their login rules, type, vendor, classify
 * and slot filters, a debounced name search, a pager (2 margin pages, range 5) and load more.
 */
export function GameBrowser({
  gameType,
  types = [],
  vendors,
  vendorsByType,
  vendor,
  onVendor,
  classifies = [],
  slotFilter = false,
  pageSize = GAME_PAGE_SIZES.lobby,
  title,
  vendorsPending = false,
}: TGameBrowserProps) {
  const { t } = useTranslation(['games', 'pages']);
  const session = useSession();
  const { open } = useModals();
  const [filter, setFilter] = useState<TGameFilter>('ALL');
  const [type, setType] = useState<TGameType | null>(null);
  const [classify, setClassify] = useState<string | null>(null);
  const [slots, setSlots] = useState(false);
  const [search, setSearch] = useState('');
  const gameName = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const slotId = useId();

  const vendorsOf = (chosen: TGameType | null) =>
    chosen && vendorsByType ? (vendorsByType[chosen] ?? []) : vendors;
  const stripVendors = vendorsOf(type);
  const chooseType = (next: TGameType | null) => {
    setType(next);
    // A vendor without games of the new type would leave an empty list: back to all vendors.
    if (vendor && !vendorsOf(next).some((v) => v.vassalage === vendor)) onVendor(null);
  };

  const chooseFilter = (next: TGameFilter) => {
    // FAV and RECENT are a member's own lists: ask to log in first (spec §4).
    if ((next === 'FAV' || next === 'RECENT') && !session.isLoggedIn) {
      open({ kind: 'login' });
      return;
    }
    // A new type starts on page 1 with no search (the page resets with the query).
    setFilter(next);
    setSearch('');
  };

  const query = {
    filter,
    gameType: gameType ?? type ?? undefined,
    vassalage: vendor ?? undefined,
    gameClassify: classify ?? undefined,
    gameName: search.trim() ? gameName || undefined : undefined,
    ...(slots ? SLOT_FILTER : {}),
  };
  // Lottery favourites live in this browser, not on the server (spec §3).
  const lotteryFav = useLotteryFavFilter({ ...query, fav: filter === 'FAV' });
  const pages = useGamePages(query, session.isLoggedIn, pageSize, lotteryFav === null);
  const list = lotteryFav
    ? { ...pages, ...lotteryFav, error: false, canLoadMore: false, page: 1, totalPages: 1 }
    : pages;

  return (
    <section className="game-browser" aria-label={title ?? t('games:browser.title')}>
      <GameFilterBar
        filter={filter}
        onFilter={chooseFilter}
        search={search}
        onSearch={setSearch}
        vendor={vendor}
        onClearVendor={() => onVendor(null)}
      />
      {vendorsPending ? (
        <div className="game-browser__pending skeleton" aria-hidden="true" />
      ) : (
        <>
          <VendorStrip vendors={stripVendors} value={vendor} onChange={onVendor} />
          {types.length > 0 || classifies.length > 0 || slotFilter ? (
            <div className="game-browser__filters">
              {types.length > 0 ? (
                <ChipChoice
                  label={t('games:browser.types')}
                  options={[null, ...types]}
                  value={type}
                  onChange={chooseType}
                  optionLabel={(code) =>
                    code === null
                      ? t('games:browser.allTypes')
                      : t(`common:category.${code.toLowerCase()}`)
                  }
                  scroll
                />
              ) : null}
              {classifies.length > 0 ? (
                <ChipChoice
                  label={t('games:browser.classifies')}
                  options={[null, ...classifies]}
                  value={classify}
                  onChange={setClassify}
                  optionLabel={(code) =>
                    code === null
                      ? t('games:browser.allClassifies')
                      : t(`games:classify.${code}`, { defaultValue: classifyLabel(code) })
                  }
                  scroll
                />
              ) : null}
              {slotFilter ? (
                <label className="switch-field" htmlFor={slotId}>
                  <input
                    id={slotId}
                    type="checkbox"
                    role="switch"
                    checked={slots}
                    onChange={(event) => setSlots(event.target.checked)}
                  />
                  <span>{t('games:browser.slotFilter')}</span>
                </label>
              ) : null}
            </div>
          ) : null}
          <GameGrid
            games={list.games}
            loading={list.loading}
            placeholders={Math.min(pageSize, 12)}
            label={title ?? t('games:browser.title')}
            empty={
              <EmptyState
                icon={<Gamepad2 size={28} />}
                title={
                  list.error
                    ? t('games:browser.errorTitle')
                    : vendor
                      ? t('pages:list.emptyVendor', { vendor })
                      : t('games:browser.emptyTitle')
                }
                text={
                  list.error
                    ? t('games:browser.errorText')
                    : gameName
                      ? t('games:browser.emptySearch', { query: gameName })
                      : t('games:browser.emptyText')
                }
                className="empty--grid"
              />
            }
          />
          {list.games.length > 0 ? (
            <div className="game-browser__more">
              {list.canLoadMore ? (
                <Button
                  variant="secondary"
                  size="md"
                  loading={list.loadingMore}
                  onClick={list.loadMore}
                >
                  {t('games:browser.loadMore')}
                </Button>
              ) : null}
              <Pagination page={list.page} totalPages={list.totalPages} onChange={list.goTo} />
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

/** VIDEO_SLOT -> Video slot, for classifies without a translation. */
function classifyLabel(code: string): string {
  const words = code.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
