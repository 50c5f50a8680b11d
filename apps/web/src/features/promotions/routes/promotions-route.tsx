import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ChipChoice } from '../../../components/ui/chip-choice';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageFrame } from '../../../components/ui/page-frame';
import { bannerDataUrl } from '../../../lib/art';

/** Promotion categories (spec §1). */
const CATEGORIES = [
  'all',
  'newbie',
  'limited',
  'special',
  'daily',
  'highRebate',
  'vip',
  'sports',
  'live',
  'slots',
  'fish',
  'lottery',
  'rebate',
  'pointMall',
  'rank',
  'deposit',
  'download',
] as const;
type TPromoCategory = (typeof CATEGORIES)[number];

function isCategory(value: string | null): value is TPromoCategory {
  return CATEGORIES.includes(value as TPromoCategory);
}

/** Promotions with their categories; offers arrive with the promotions issue. */
export function PromotionsRoute() {
  const { t } = useTranslation(['pages', 'common']);
  const [params, setParams] = useSearchParams();
  const raw = params.get('category');
  const category: TPromoCategory = isCategory(raw) ? raw : 'all';
  return (
    <PageFrame
      title={t('pages:promotions.title')}
      subtitle={t('pages:promotions.subtitle')}
      icon={<Gift size={26} />}
      art={bannerDataUrl('promotions', 'stars')}
    >
      <ChipChoice
        label={t('pages:promotions.categories')}
        options={CATEGORIES}
        value={category}
        onChange={(key) => setParams(key === 'all' ? {} : { category: key }, { replace: true })}
        optionLabel={(key) => t(`pages:promotions.category.${key}`)}
        scroll
      />
      <EmptyState
        icon={<Gift size={28} />}
        title={t('pages:promotions.emptyTitle')}
        text={t('pages:promotions.emptyText')}
        skeleton={3}
        className="empty--promos"
        action={
          <Link to="/" className="btn btn--secondary btn--md">
            {t('common:actions.backToLobby')}
          </Link>
        }
      />
    </PageFrame>
  );
}
