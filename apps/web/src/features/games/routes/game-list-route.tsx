import { GAME_PAGE_SIZES } from '@lw/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CategoryIcon } from '../../../components/site/category-icon';
import { PageFrame } from '../../../components/ui/page-frame';
import { categoryCardDataUrl } from '../../../lib/art';
import { GameBrowser } from '../components/game-browser';
import { useRouteCategory } from '../components/use-category';
import { useCategoryVendors } from '../lib/use-category-vendors';

/** Game list centre (live, fish, slots, cards, cockfight); /rng reads `vassalage` (vendor). */
export function GameListRoute() {
  const { t } = useTranslation(['pages', 'common']);
  const category = useRouteCategory();
  const [params, setParams] = useSearchParams();
  const vendor = params.get('vassalage');
  const name = t(`common:${category.labelKey}`);
  const vendors = useCategoryVendors(category.code);

  const setVendor = (next: string | null) => {
    const updated = new URLSearchParams(params);
    if (next) updated.set('vassalage', next);
    else updated.delete('vassalage');
    setParams(updated, { replace: true });
  };

  return (
    <PageFrame
      title={name}
      subtitle={t(`pages:list.subtitle.${category.code}`)}
      icon={<CategoryIcon code={category.code} size={26} />}
      art={categoryCardDataUrl(category.code)}
    >
      <GameBrowser
        gameType={category.code}
        vendors={vendors.cards}
        vendor={vendor}
        onVendor={setVendor}
        classifies={vendors.classifies}
        slotFilter={category.code === 'RNG'}
        pageSize={GAME_PAGE_SIZES.default}
        title={name}
        vendorsPending={vendors.loading}
      />
    </PageFrame>
  );
}
