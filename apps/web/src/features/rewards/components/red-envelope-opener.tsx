import { Gift } from 'lucide-react';
import { pickLocalized, type TRedEnvelopeWindow } from '@lw/contracts';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Money } from '../../../components/ui/money';
import { errorText } from '../../../lib/error-text';
import { useGrabRedEnvelope } from '../api/rewards-api';

/**
 * One red envelope of an open window: tap to open it; the flap lifts and the amount rises out
 * (CSS animation, none under prefers-reduced-motion). What the member got stays shown.
 */
export function RedEnvelopeOpener({ window }: { window: TRedEnvelopeWindow }) {
  const { t, i18n } = useTranslation('rewards');
  const grab = useGrabRedEnvelope();
  const amount = grab.data?.amount ?? window.grabbed;
  const opened = amount !== null;
  return (
    <div className="envelope-stage">
      <div className={clsx('envelope', opened && 'is-open')} aria-hidden="true">
        <span className="envelope__flap" />
        <span className="envelope__card">{opened ? <Money minor={amount} /> : null}</span>
        <span className="envelope__body">
          <span className="envelope__seal">
            <Gift size={26} strokeWidth={2.5} />
          </span>
        </span>
      </div>
      <p className="envelope-stage__title">{pickLocalized(window.title, i18n.language)}</p>
      {opened ? (
        <p className="envelope-stage__result" role="status">
          {t('envelope.got')} <Money minor={amount} />
        </p>
      ) : window.soldOut ? (
        <p className="envelope-stage__result">{t('envelope.soldOut')}</p>
      ) : (
        <Button size="lg" loading={grab.isPending} onClick={() => grab.mutate(window.campaignId)}>
          {t('envelope.open')}
        </Button>
      )}
      {grab.isError ? (
        <p role="alert" className="rewards__error">
          {errorText(grab.error, i18n.language)}
        </p>
      ) : null}
    </div>
  );
}
