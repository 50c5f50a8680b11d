import { renderPromotionTerms, type TPromotionOffer, type TTermsLanguage } from '@lw/contracts';
import { useTranslation } from 'react-i18next';
import { formatMinorUnits } from '../../../lib/format';

/** The terms language of the page language (the renderer writes Thai, English and Chinese). */
export function termsLanguage(language: string): TTermsLanguage {
  return language === 'en' || language === 'zh' ? language : 'th';
}

/** The headline and terms of an offer, written from its rule object (never typed by hand). */
export function useOfferTerms(offer: TPromotionOffer) {
  const { i18n } = useTranslation();
  return renderPromotionTerms(offer.rule, termsLanguage(i18n.language), {
    money: (minor) => `${formatMinorUnits(minor, i18n.language)} ${offer.currency}`,
    claimLimit: offer.claimLimit,
    budgetPerMember: offer.budgetPerMember,
  });
}

/** Every term of the offer as a list. */
export function OfferTerms({ offer }: { offer: TPromotionOffer }) {
  const { t } = useTranslation('pages');
  const terms = useOfferTerms(offer);
  return (
    <section className="promo-terms" aria-label={t('promotions.terms')}>
      <h3 className="promo-terms__title">{t('promotions.terms')}</h3>
      <ul className="promo-terms__list">
        {terms.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
