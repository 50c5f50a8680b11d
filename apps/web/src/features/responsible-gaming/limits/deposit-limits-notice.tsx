import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMinorUnits } from '../../../lib/format';
import { useDateTime } from '../../../lib/date-time';
import { useMyLimits } from './limits-api';
import { LimitPrompt } from './limit-prompt';
import './limits.css';

/**
 * On the deposit page: what is left of each deposit limit this period (and when it resets), a
 * link to the limits, and the first-deposit prompt until it is answered.
 */
export function DepositLimitsNotice() {
  const { t, i18n } = useTranslation('limits');
  const limits = useMyLimits();
  const { dateTime } = useDateTime();
  const deposit = (limits.data?.limits ?? []).filter(
    (l) => l.kind === 'deposit' && l.remaining !== null,
  );
  return (
    <div className="card limits-remaining" data-testid="deposit-limits">
      {deposit.length > 0 ? (
        <ul>
          {deposit.map((l) => (
            <li key={l.period}>
              {t('remaining.deposit', {
                period: t(`period.${l.period}`),
                amount: formatMinorUnits(l.remaining!, i18n.language, limits.data!.currency),
                at: dateTime(l.resetsAt),
              })}
            </li>
          ))}
        </ul>
      ) : null}
      <Link to="/responsible-gaming">{t('link')}</Link>
      <LimitPrompt />
    </div>
  );
}
