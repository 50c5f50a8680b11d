import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormNotice, type TNotice } from '../../../components/ui/form-notice';
import { errorText } from '../../../lib/error-text';
import { useOptInPromotion, usePromotionOffers } from '../api/promotions-api';
import { useOfferTerms } from './offer-terms';
import type { TPromotionOffer } from '@lw/contracts';
import '../promotions.css';

function OfferOption({ offer }: { offer: TPromotionOffer }) {
  const terms = useOfferTerms(offer);
  return (
    <option value={offer.id}>
      {offer.title} · {terms.headline}
    </option>
  );
}

/**
 * The deposit page's bonus choice: the deposit-match offers the member may join. Picking one opts
 * in at once (the server keeps it); the next approved deposit receives the match.
 */
export function DepositOfferPicker() {
  // Never holds the deposit form back while the promotions' texts load: shown once they are there.
  const { t, i18n, ready } = useTranslation('pages', { useSuspense: false });
  const id = useId();
  const offers = usePromotionOffers(i18n.language, undefined);
  const optIn = useOptInPromotion();
  const [notice, setNotice] = useState<TNotice>(null);
  const matches = (offers.data?.items ?? []).filter(
    (o) =>
      o.rule.kind === 'depositMatch' &&
      (o.status === 'join' || o.status === 'issued' || o.status === 'process'),
  );
  if (!ready || matches.length === 0) return null;
  const chosen = matches.find((o) => o.status === 'process');
  return (
    <div className="field promo-offer-picker">
      <label className="field__label" htmlFor={id}>
        {t('promotions.depositOffer')}
      </label>
      <select
        id={id}
        className="input"
        value={chosen ? String(chosen.id) : ''}
        disabled={optIn.isPending}
        onChange={async (event) => {
          setNotice(null);
          if (!event.target.value) return;
          try {
            await optIn.mutateAsync(Number(event.target.value));
          } catch (error) {
            setNotice({ notice: 'error', message: errorText(error, i18n.language) });
          }
        }}
      >
        <option value="">{t('promotions.noDepositOffer')}</option>
        {matches.map((offer) => (
          <OfferOption key={offer.id} offer={offer} />
        ))}
      </select>
      {chosen ? <span className="field__hint">{t('promotions.depositOfferChosen')}</span> : null}
      <FormNotice notice={notice} />
    </div>
  );
}
