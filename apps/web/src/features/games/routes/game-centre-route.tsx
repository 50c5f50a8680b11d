import { GAME_PAGE_SIZES } from '@lw/contracts';
import { Store } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CategoryIcon } from '../../../components/site/category-icon';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageFrame } from '../../../components/ui/page-frame';
import { categoryCardDataUrl } from '../../../lib/art';
import { GameBrowser } from '../components/game-browser';
import { useRouteCategory } from '../components/use-category';
import { VendorCards, VendorCardsSkeleton } from '../components/vendor-cards';
import { useCategoryVendors } from '../lib/use-category-vendors';

/** Game centre (sports, e-sports, lottery, e-lottery): the providers of the category, then games. */
export function GameCentreRoute() {
  const { t } = useTranslation(['pages', 'common']);
  const category = useRouteCategory();
  const name = t(`common:${category.labelKey}`);
  const vendors = useCategoryVendors(category.code);
  const [vendor, setVendor] = useState<string | null>(null);
  return (
    <PageFrame
      title={name}
      subtitle={t(`pages:centre.subtitle.${category.code}`)}
      icon={<CategoryIcon code={category.code} size={26} />}
      art={categoryCardDataUrl(category.code)}
      className={`page--${category.code.toLowerCase()}`}
    >
      <section className="lobby-section" aria-labelledby="providers-title">
        <div className="lobby-section__head">
          <h2 id="providers-title" className="lobby-section__title">
            <span className="lobby-section__icon" aria-hidden="true">
              <Store size={20} />
            </span>
            {t('pages:centre.providers')}
          </h2>
        </div>
        {vendors.loading ? (
          <VendorCardsSkeleton count={4} />
        ) : vendors.cards.length > 0 ? (
          <VendorCards
            cards={vendors.cards}
            gameType={category.code}
            label={t('pages:centre.providers')}
          />
        ) : (
          <EmptyState
            icon={<CategoryIcon code={category.code} size={28} />}
            title={t('pages:centre.emptyTitle', { category: name })}
            text={t('pages:centre.emptyText')}
            className="empty--providers"
            action={
              <Link to="/" className="btn btn--secondary btn--md">
                {t('common:actions.backToLobby')}
              </Link>
            }
          />
        )}
      </section>
      {vendors.cards.length > 0 ? (
        <GameBrowser
          gameType={category.code}
          vendors={vendors.cards}
          vendor={vendor}
          onVendor={setVendor}
          classifies={vendors.classifies}
          pageSize={GAME_PAGE_SIZES.lobby}
          title={name}
        />
      ) : null}
    </PageFrame>
  );
}
