import type { TPromotionOffer } from '@lw/contracts';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { bannerDataUrl } from '../../../lib/art';
import { useOfferTerms } from './offer-terms';

/** Statuses a member can still act on (the card's call to action is bright). */
const ACTIONABLE = new Set(['join', 'claim', 'issued']);

/** One offer: banner, title, the rule's headline and the member's status; opens the detail. */
export function OfferCard({ offer, onOpen }: { offer: TPromotionOffer; onOpen: () => void }) {
  const { t } = useTranslation('pages');
  const terms = useOfferTerms(offer);
  return (
    <article className="promo-card">
      <button type="button" className="promo-card__open" onClick={onOpen}>
        <img
          className="promo-card__art"
          src={offer.bannerUrl || bannerDataUrl(`promo-${offer.id}`, 'stars')}
          alt=""
          width={640}
          height={240}
          loading="lazy"
        />
        <span className="promo-card__body">
          <span className="promo-card__title">{offer.title}</span>
          <span className="promo-card__headline">{terms.headline}</span>
        </span>
      </button>
      <span
        className={clsx(
          'promo-status',
          `promo-status--${offer.status}`,
          ACTIONABLE.has(offer.status) && 'promo-status--live',
        )}
      >
        {t(`promotions.status.${offer.status}`)}
      </span>
    </article>
  );
}
