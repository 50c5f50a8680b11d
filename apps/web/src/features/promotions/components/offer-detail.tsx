import type { TPromotionOffer } from '@lw/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormNotice, type TNotice } from '../../../components/ui/form-notice';
import { Modal } from '../../../components/ui/modal';
import { memberPageHref } from '../../../lib/links';
import { cleanRichHtml } from '../../../lib/rich-html';
import { useSession } from '../../../lib/session';
import { errorText } from '../../../lib/error-text';
import { useClaimPromotion, useOptInPromotion } from '../api/promotions-api';
import { ApplyForm } from './apply-form';
import { OfferTerms, useOfferTerms } from './offer-terms';

/**
 * One offer's detail: the operator's content, the terms written from its rule, and the action its
 * kind and the member's status allow (claim, join a deposit match, enter a raffle, apply).
 */
export function OfferDetail({ offer, onClose }: { offer: TPromotionOffer; onClose: () => void }) {
  const { t, i18n } = useTranslation('pages');
  const { token } = useSession();
  const terms = useOfferTerms(offer);
  const claim = useClaimPromotion();
  const optIn = useOptInPromotion();
  const [requestId] = useState(() => crypto.randomUUID());
  const [notice, setNotice] = useState<TNotice>(null);
  const [done, setDone] = useState<string | null>(null);
  const kind = offer.rule.kind;
  const canAct = offer.status === 'join' || offer.status === 'claim' || offer.status === 'issued';

  const run = async (action: () => Promise<unknown>, message: string) => {
    setNotice(null);
    try {
      await action();
      setDone(message);
    } catch (error) {
      setNotice({ notice: 'error', message: errorText(error, i18n.language) });
    }
  };

  let action = null;
  if (!token) {
    action = (
      <Link className="btn btn--primary btn--md" to="/login">
        {t('promotions.signInToJoin')}
      </Link>
    );
  } else if (canAct && !done) {
    if (kind === 'applyForReview') {
      action = <ApplyForm promotionId={offer.id} onDone={() => setDone(t('promotions.applied'))} />;
    } else if (kind === 'depositMatch') {
      action = (
        <Button
          loading={optIn.isPending}
          onClick={() => run(() => optIn.mutateAsync(offer.id), t('promotions.joined'))}
        >
          {t('promotions.action.join')}
        </Button>
      );
    } else {
      action = (
        <Button
          loading={claim.isPending}
          onClick={() =>
            run(
              () => claim.mutateAsync({ id: offer.id, requestId }),
              kind === 'raffle' ? t('promotions.entered') : t('promotions.claimed'),
            )
          }
        >
          {kind === 'raffle' ? t('promotions.action.enter') : t('promotions.action.claim')}
        </Button>
      );
    }
  }

  return (
    <Modal open onClose={onClose} title={offer.title} size="lg">
      <p className="promo-detail__headline">{terms.headline}</p>
      <p className="promo-detail__status">
        {t('promotions.statusLabel')}: <strong>{t(`promotions.status.${offer.status}`)}</strong>
      </p>
      {offer.content ? (
        <div
          className="rich promo-detail__content"
          // Sanitized by the server on save and again here with the same rules.
          dangerouslySetInnerHTML={{ __html: cleanRichHtml(offer.content, 'announcement') }}
        />
      ) : null}
      <OfferTerms offer={offer} />
      <FormNotice notice={notice} />
      {done ? (
        <p className="promo-detail__done" role="status">
          {done}{' '}
          {kind !== 'raffle' ? (
            <Link to={memberPageHref('bonusDetails')}>{t('promotions.seeBonus')}</Link>
          ) : null}
          {kind === 'depositMatch' ? (
            <>
              {' '}
              <Link to={memberPageHref('depositv2')}>{t('promotions.goDeposit')}</Link>
            </>
          ) : null}
        </p>
      ) : null}
      <div className="promo-detail__action">{action}</div>
    </Modal>
  );
}
