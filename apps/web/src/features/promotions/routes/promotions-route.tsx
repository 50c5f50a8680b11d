import { PROMOTION_CATEGORIES, type TPromotionOffer } from '@lw/contracts';
import { Gift } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ChipChoice } from '../../../components/ui/chip-choice';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageFrame } from '../../../components/ui/page-frame';
import { bannerDataUrl } from '../../../lib/art';

import { usePromotionOffers } from '../api/promotions-api';
import { OfferCard } from '../components/offer-card';
import { OfferDetail } from '../components/offer-detail';
import '../promotions.css';

/** Promotion categories (spec §1), after "all". */
const CATEGORIES = ['all', ...PROMOTION_CATEGORIES] as const;
type TPromoCategory = (typeof CATEGORIES)[number];

function isCategory(value: string | null): value is TPromoCategory {
  return CATEGORIES.includes(value as TPromoCategory);
}

/** Promotions by category (spec §1), each offer with the member's status; a tap opens its terms. */
export function PromotionsRoute() {
  const { t, i18n } = useTranslation(['pages', 'common']);
  const [params, setParams] = useSearchParams();
  const raw = params.get('category');
  const category: TPromoCategory = isCategory(raw) ? raw : 'all';
  const offers = usePromotionOffers(i18n.language, category === 'all' ? undefined : category);
  const [openId, setOpenId] = useState<number | null>(null);
  const items: TPromotionOffer[] = offers.data?.items ?? [];
  const open = items.find((o) => o.id === openId) ?? null;
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
      {items.length > 0 ? (
        <div className="promo-grid">
          {items.map((offer) => (
            <OfferCard key={offer.id} offer={offer} onOpen={() => setOpenId(offer.id)} />
          ))}
        </div>
      ) : (
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
      )}
      {open ? <OfferDetail offer={open} onClose={() => setOpenId(null)} /> : null}
    </PageFrame>
  );
}
