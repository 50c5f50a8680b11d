import { GAME_PAGE_SIZES, type TGameType, type TVendorCard } from '@lw/contracts';
import { Flame, Gamepad2, Heart, History } from 'lucide-react';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryIcon } from '../../../components/site/category-icon';
import { EmptyState } from '../../../components/ui/empty-state';
import { useSession } from '../../../lib/session';
import { useGames } from '../api/get-games';
import { useHotGames } from '../api/get-hot-games';
import { useRecentGames } from '../api/get-recent-games';
import { useVendorCategories } from '../api/get-vendor-categories';
import { useAllFavouriteGames } from '../lib/use-favourite-games';
import { GameBrowser } from './game-browser';
import { GameGrid } from './game-grid';
import { GameSection } from './game-section';
import { VendorCards, VendorCardsSkeleton } from './vendor-cards';

/** Each vendor once (a vendor may serve both lottery categories). */
function uniqueCards(cards: readonly TVendorCard[]): TVendorCard[] {
  const seen = new Set<string>();
  return cards.filter((c) => (seen.has(c.vassalage) ? false : (seen.add(c.vassalage), true)));
}

/** A lobby category the 'more' links switch to. */
export type TSectionTarget = 'HOT' | 'FAV' | TGameType;

/** Home sections hold 12 games; the hot list is capped at 12 until expanded (spec §9). */
export const HOME_SECTION_SIZE = GAME_PAGE_SIZES.home;
/** Vendor-based home sections show at most 5 vendors (spec §9). */
export const HOME_VENDOR_CAP = 5;

/** Categories whose home section lists games; the others list vendors. */
const GAME_SECTIONS: readonly TGameType[] = ['RNG', 'FISH', 'PVP'];
/** Section order of spec §2 after recent, hot and favourites; lottery joins LOTT and ELOTT. */
const SECTION_ORDER = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'LOTTERY',
] as const;

function MoreButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('common');
  return (
    <button type="button" className="link-btn link-btn--strong" onClick={onClick}>
      {t('actions.more')}
    </button>
  );
}

/** The hot games: 12, or the whole list when expanded (or `expanded` from the start). */
export function HotSection({
  expanded: startExpanded = false,
  onMore,
}: {
  expanded?: boolean;
  onMore?: () => void;
}) {
  const { t, i18n } = useTranslation('games');
  const [expanded, setExpanded] = useState(startExpanded);
  const hot = useHotGames({ language: i18n.language });
  const list = hot.data?.list;
  const shown = expanded ? list : list?.slice(0, HOME_SECTION_SIZE);
  return (
    <GameSection
      id="hot"
      title={t('sections.hot')}
      icon={<Flame size={20} />}
      actions={onMore ? <MoreButton onClick={onMore} /> : undefined}
    >
      <GameGrid
        games={shown}
        loading={hot.isPending}
        label={t('sections.hot')}
        empty={
          <EmptyState
            icon={<Flame size={28} />}
            title={t('sections.hotEmptyTitle')}
            text={t('sections.hotEmptyText')}
            className="empty--shelf"
          />
        }
      />
      {!expanded && list && list.length > HOME_SECTION_SIZE ? (
        <div className="game-browser__more">
          <button
            type="button"
            className="btn btn--secondary btn--md"
            onClick={() => setExpanded(true)}
          >
            {t('sections.showAll', { count: list.length })}
          </button>
        </div>
      ) : null}
    </GameSection>
  );
}

/** The member's favourites (signed in only). */
export function FavouriteSection({ onMore, limit }: { onMore?: () => void; limit?: number }) {
  const { t } = useTranslation('games');
  // The lottery favourites kept in this browser too (spec §3).
  const { games, loading } = useAllFavouriteGames();
  if (onMore && !games?.length) return null;
  return (
    <GameSection
      id="fav"
      title={t('sections.fav')}
      icon={<Heart size={20} />}
      actions={onMore ? <MoreButton onClick={onMore} /> : undefined}
    >
      <GameGrid
        games={limit ? games?.slice(0, limit) : games}
        loading={loading}
        label={t('sections.fav')}
        empty={
          <EmptyState
            icon={<Heart size={28} />}
            title={t('sections.favEmptyTitle')}
            text={t('sections.favEmptyText')}
            className="empty--shelf"
          />
        }
      />
    </GameSection>
  );
}

function RecentSection() {
  const { t } = useTranslation('games');
  const { memberCalls } = useSession();
  const recent = useRecentGames({ page: 1, pageSize: HOME_SECTION_SIZE }, memberCalls);
  if (!recent.data?.list.length) return null;
  return (
    <GameSection id="recent" title={t('sections.recent')} icon={<History size={20} />}>
      <GameGrid
        games={recent.data.list}
        loading={false}
        label={t('sections.recent')}
        empty={null}
      />
    </GameSection>
  );
}

function GamesOfType({ code, onMore }: { code: TGameType; onMore: () => void }) {
  const { t, i18n } = useTranslation(['games', 'common']);
  const { isLoggedIn } = useSession();
  const games = useGames(
    { gameType: code, pageNo: 1, pageSize: HOME_SECTION_SIZE, language: i18n.language },
    isLoggedIn,
  );
  // While loading, the section holds its place (the sections below stay where they will be).
  if (!games.isPending && !games.data?.games.length) return null;
  const title = t(`common:category.${code.toLowerCase()}`);
  return (
    <GameSection
      id={`home-${code.toLowerCase()}`}
      title={title}
      icon={<CategoryIcon code={code} size={20} />}
      actions={<MoreButton onClick={onMore} />}
    >
      <GameGrid
        games={games.data?.games}
        loading={games.isPending}
        placeholders={HOME_SECTION_SIZE}
        label={title}
        empty={null}
      />
    </GameSection>
  );
}

function VendorsOfType({
  id,
  code,
  title,
  icon,
  cards,
  pending,
  onMore,
}: {
  id: string;
  code: TGameType;
  title: string;
  icon: ReactNode;
  cards: readonly TVendorCard[];
  /** The vendors are still loading: the section holds its place. */
  pending: boolean;
  onMore: () => void;
}) {
  if (!pending && cards.length === 0) return null;
  return (
    <GameSection id={id} title={title} icon={icon} actions={<MoreButton onClick={onMore} />}>
      {pending ? (
        <VendorCardsSkeleton count={HOME_VENDOR_CAP} />
      ) : (
        <VendorCards cards={cards.slice(0, HOME_VENDOR_CAP)} gameType={code} label={title} />
      )}
    </GameSection>
  );
}

/**
 * The home lobby's sections (spec §2): recent, hot, favourites, then one per category, each
 * with a 'more' that switches the lobby to that category. Empty sections are left out.
 */
export function HomeGameSections({
  onMore,
  deferSection,
}: {
  onMore: (target: TSectionTarget) => void;
  /** Wraps each category section (those below hot), e.g. to draw it only when scrolled near. */
  deferSection?: (section: ReactNode) => ReactNode;
}) {
  const { t, i18n } = useTranslation(['games', 'common']);
  const { isLoggedIn } = useSession();
  const vendorCategories = useVendorCategories(undefined, i18n.language);
  const cardsOf = (code: TGameType) =>
    vendorCategories.data?.categories.find((c) => c.gameCategory === code)?.cards ?? [];

  const sections: ReactNode[] = SECTION_ORDER.map((key) => {
    if (key === 'LOTTERY') {
      return (
        <VendorsOfType
          key={key}
          id="home-lottery"
          code="LOTT"
          title={t('games:sections.lottery')}
          icon={<CategoryIcon code="LOTT" size={20} />}
          cards={uniqueCards([...cardsOf('LOTT'), ...cardsOf('ELOTT')])}
          pending={vendorCategories.isPending}
          onMore={() => onMore('LOTT')}
        />
      );
    }
    if (GAME_SECTIONS.includes(key)) {
      return <GamesOfType key={key} code={key} onMore={() => onMore(key)} />;
    }
    return (
      <VendorsOfType
        key={key}
        id={`home-${key.toLowerCase()}`}
        code={key}
        title={t(`common:category.${key.toLowerCase()}`)}
        icon={<CategoryIcon code={key} size={20} />}
        cards={cardsOf(key)}
        pending={vendorCategories.isPending}
        onMore={() => onMore(key)}
      />
    );
  });

  return (
    <>
      {isLoggedIn ? <RecentSection /> : null}
      <HotSection onMore={() => onMore('HOT')} />
      {isLoggedIn ? (
        <FavouriteSection onMore={() => onMore('FAV')} limit={HOME_SECTION_SIZE} />
      ) : null}
      {deferSection
        ? sections.map((section, index) => (
            <Fragment key={SECTION_ORDER[index]}>{deferSection(section)}</Fragment>
          ))
        : sections}
    </>
  );
}

/**
 * One category of the lobby: its vendor cards (a VASSALAGE vendor opens its popup game list),
 * then its games with filters.
 */
export function CategoryGames({ code }: { code: TGameType }) {
  const { t, i18n } = useTranslation(['games', 'common']);
  const [vendor, setVendor] = useState<string | null>(null);
  const vendorCategories = useVendorCategories(code, i18n.language);
  const category = vendorCategories.data?.categories.find((c) => c.gameCategory === code);
  const cards = category?.cards ?? [];
  const title = t(`common:category.${code.toLowerCase()}`);
  return (
    <>
      {cards.length > 0 ? (
        <GameSection
          id={`cat-${code.toLowerCase()}`}
          title={title}
          icon={<CategoryIcon code={code} size={20} />}
        >
          <VendorCards cards={cards} gameType={code} label={title} />
        </GameSection>
      ) : null}
      <GameSection
        id={`cat-games-${code.toLowerCase()}`}
        title={t('games:sections.games', { category: title })}
        icon={<Gamepad2 size={20} />}
      >
        <GameBrowser
          gameType={code}
          vendors={cards}
          vendor={vendor}
          onVendor={setVendor}
          classifies={category?.gameClassify.map((c) => c.classify) ?? []}
          slotFilter={code === 'RNG'}
          title={title}
        />
      </GameSection>
    </>
  );
}
