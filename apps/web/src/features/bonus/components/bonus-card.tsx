import { pickLocalized, type TBonus } from '@lw/contracts';
import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Money } from '../../../components/ui/money';
import { ResultLine, type TResult } from '../../../components/ui/result-line';
import { useDateTime } from '../../../lib/date-time';
import { errorText } from '../../../lib/error-text';
import { useForfeitBonus } from '../api/bonus-api';
import { BonusTermsSummary } from './bonus-terms-summary';

const TONES: Record<TBonus['status'], string> = {
  queued: 'pending',
  active: 'pending',
  completed: 'success',
  forfeited: 'danger',
  expired: 'muted',
};

/** One bonus: amount, balance, progress (wagered / required), windows, status, terms, forfeit. */
export function BonusCard({ bonus }: { bonus: TBonus }) {
  const { t, i18n } = useTranslation('bonus');
  const { dateTime } = useDateTime();
  const forfeit = useForfeitBonus();
  const [asking, setAsking] = useState(false);
  const [result, setResult] = useState<TResult>(null);
  const { currency } = bonus;
  const percent =
    bonus.requirement === 0
      ? 100
      : Math.min(100, Math.floor((bonus.progress * 100) / bonus.requirement));
  const open = bonus.status === 'active' || bonus.status === 'queued';

  const confirm = () => {
    setAsking(false);
    forfeit.mutate(bonus.id, {
      onSuccess: () => setResult({ tone: 'success', text: t('forfeit.done') }),
      onError: (error) => setResult({ tone: 'error', text: errorText(error, i18n.language) }),
    });
  };

  // Named by the promotion that granted it (bonuses granted before titles were kept: "Bonus").
  const name = bonus.title ? pickLocalized(bonus.title, i18n.language) : t('untitled');

  return (
    <li className="card bonus" data-testid={`bonus-${bonus.id}`}>
      <div className="bonus__head">
        <h2 className="bonus__title">
          <span className="bonus__name">{name}</span>
          <Money minor={bonus.amount} currency={currency} />
        </h2>
        <span className={clsx('tag', 'status-tag', `status-tag--${TONES[bonus.status]}`)}>
          {t(`status.${bonus.status}`)}
        </span>
      </div>
      <dl className="bonus__facts">
        <dt>{t('balance')}</dt>
        <dd>
          <Money minor={bonus.balance} currency={currency} />
        </dd>
        <dt>{t('grantedAt')}</dt>
        <dd>{dateTime(bonus.grantedAt)}</dd>
        {bonus.wagerEndsAt ? (
          <>
            <dt>{t('wagerEndsAt')}</dt>
            <dd>{dateTime(bonus.wagerEndsAt)}</dd>
          </>
        ) : null}
        {bonus.status === 'completed' ? (
          <>
            <dt>{t('converted')}</dt>
            <dd>
              <Money minor={bonus.convertedAmount} currency={currency} />
            </dd>
          </>
        ) : null}
        {bonus.forfeitedAmount > 0 ? (
          <>
            <dt>{t('forfeited')}</dt>
            <dd>
              <Money minor={bonus.forfeitedAmount} currency={currency} />
            </dd>
          </>
        ) : null}
        {bonus.endReason ? (
          <>
            <dt>{t('endReason.label')}</dt>
            <dd>{t(`endReason.${bonus.endReason}`)}</dd>
          </>
        ) : null}
      </dl>
      <div className="bonus__progress">
        <div
          className="bonus__bar"
          role="progressbar"
          aria-label={t('progress.label')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span style={{ width: `${percent}%` }} />
        </div>
        <p className="bonus__progress-text">
          {t('progress.text', { percent })} <Money minor={bonus.progress} currency={currency} /> /{' '}
          <Money minor={bonus.requirement} currency={currency} />
        </p>
      </div>
      <BonusTermsSummary bonus={bonus} />
      {open ? (
        <div className="bonus__actions">
          <Button variant="secondary" disabled={forfeit.isPending} onClick={() => setAsking(true)}>
            {t('forfeit.button')}
          </Button>
        </div>
      ) : null}
      <ResultLine result={result} />
      <ConfirmDialog
        open={asking}
        title={t('forfeit.title')}
        confirmLabel={t('forfeit.confirm')}
        tone="danger"
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      >
        {t('forfeit.text')}
      </ConfirmDialog>
    </li>
  );
}
