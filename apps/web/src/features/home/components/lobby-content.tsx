import { GAME_TYPES } from '@lw/contracts';
import { Store } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CategoryGames,
  FavouriteSection,
  GameBrowser,
  HomeGameSections,
  HotSection,
  WinnerBoard,
} from '../../games';
import { useGameMenus } from '../../../api/game-menus';
import { NearViewport } from '../../../components/ui/near-viewport';
import type { TLobbyCategory } from './category-menu';
import { CategoryCards } from './category-cards';

interface TLobbyContentProps {
  category: TLobbyCategory;
  onCategory: (category: TLobbyCategory) => void;
}

/**
 * Everything of the lobby below the category menu: game sections, winner board, vendor game
 * list, or the chosen category. Loaded after first paint (its own chunk).
 */
export function LobbyContent({ category, onCategory }: TLobbyContentProps) {
  const { t, i18n } = useTranslation(['home', 'common']);
  const [vendor, setVendor] = useState<string | null>(null);
  const menus = useGameMenus(i18n.language);
  const vendors = dedupeVendors(menus.data?.gameMenus.flatMap((menu) => menu.vendors) ?? []);
  const types = GAME_TYPES.filter((code) =>
    menus.data?.gameMenus.some((menu) => menu.gameCategory === code),
  );
  // Each type's own vendors, so the strip follows the chosen type chip.
  const vendorsByType = Object.fromEntries(
    types.map((code) => [
      code,
      dedupeVendors(
        menus.data?.gameMenus
          .filter((menu) => menu.gameCategory === code)
          .flatMap((menu) => menu.vendors) ?? [],
      ),
    ]),
  );

  if (category === 'HOT') return <HotSection expanded />;
  if (category === 'FAV') return <FavouriteSection />;
  if (category !== 'HOME') return <CategoryGames key={category} code={category} />;
  return (
    <>
      <HomeGameSections
        onMore={onCategory}
        deferSection={(section) => (
          <NearViewport className="home__deferred home__deferred--section">{section}</NearViewport>
        )}
      />
      <NearViewport className="home__deferred home__deferred--cards">
        <CategoryCards />
      </NearViewport>
      <NearViewport className="home__deferred home__deferred--board">
        <div className="home__board">
          <WinnerBoard />
          <section className="lobby-section vendors-panel" aria-labelledby="vendors-title">
            <div className="lobby-section__head">
              <h2 id="vendors-title" className="lobby-section__title">
                <span className="lobby-section__icon" aria-hidden="true">
                  <Store size={20} />
                </span>
                {t('home:vendors.title')}
              </h2>
            </div>
            <GameBrowser
              vendors={vendors}
              vendorsByType={vendorsByType}
              vendor={vendor}
              onVendor={setVendor}
              types={types}
              title={t('home:vendors.title')}
            />
          </section>
        </div>
      </NearViewport>
    </>
  );
}

/** Each vendor once, in menu order (a vendor may serve several categories). */
function dedupeVendors<T extends { vassalage: string }>(vendors: readonly T[]): T[] {
  const seen = new Set<string>();
  return vendors.filter((v) => (seen.has(v.vassalage) ? false : (seen.add(v.vassalage), true)));
}
