import { pickLocalized } from '@lw/contracts';
import { clsx } from 'clsx';
import { History, ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { useDateTime } from '../../../lib/date-time';
import { formatMinorUnits } from '../../../lib/format';
import { usePointsDetails, usePointsRedemptions } from '../api/points-api';

const TONE = { in_process: 'pending', approved: 'success', rejected: 'danger' } as const;

/** Redeem history: each reward or conversion with its status (In Process, Approved, Rejected). */
export function RedeemHistory() {
  const { t, i18n } = useTranslation('pages');
  const { dateTime } = useDateTime();
  const list = usePointsRedemptions(1);
  if (list.isPending) return <div className="skeleton mall__skeleton" aria-busy="true" />;
  const items = list.data?.items ?? [];
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<History size={28} />}
        title={t('pointMall.empty.history')}
        text={t('pointMall.emptyText')}
      />
    );
  }
  return (
    <table className="table">
      <thead>
        <tr>
          <th scope="col">{t('pointMall.history.time')}</th>
          <th scope="col">{t('pointMall.history.item')}</th>
          <th scope="col">{t('pointMall.history.points')}</th>
          <th scope="col">{t('pointMall.history.amount')}</th>
          <th scope="col">{t('pointMall.history.reference')}</th>
          <th scope="col">{t('pointMall.history.status')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((r) => (
          <tr key={r.id}>
            <td>{dateTime(r.createdAt)}</td>
            <td>
              {r.rewardName
                ? pickLocalized(r.rewardName, i18n.language)
                : t('pointMall.history.convert')}
            </td>
            <td className="tabular">{r.points.toLocaleString(i18n.language)}</td>
            <td className="tabular">
              {r.type === 'convert' ? formatMinorUnits(r.amount, i18n.language, r.currency) : '—'}
            </td>
            <td className="tabular">{r.reference}</td>
            <td>
              <span className={clsx('tag', 'status-tag', `status-tag--${TONE[r.status]}`)}>
                {t(`pointMall.status.${r.status}`)}
              </span>
              {r.remark ? <span className="mall__remark">{r.remark}</span> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Points details: every points movement with its reason and the balance after it. */
export function PointsDetails() {
  const { t, i18n } = useTranslation('pages');
  const { dateTime } = useDateTime();
  const list = usePointsDetails(1);
  if (list.isPending) return <div className="skeleton mall__skeleton" aria-busy="true" />;
  const items = list.data?.items ?? [];
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<ListChecks size={28} />}
        title={t('pointMall.empty.details')}
        text={t('pointMall.emptyText')}
      />
    );
  }
  return (
    <table className="table">
      <thead>
        <tr>
          <th scope="col">{t('pointMall.history.time')}</th>
          <th scope="col">{t('pointMall.details.reason')}</th>
          <th scope="col">{t('pointMall.history.points')}</th>
          <th scope="col">{t('pointMall.details.balance')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((e) => (
          <tr key={e.id}>
            <td>{dateTime(e.at)}</td>
            <td>{t(`pointMall.reason.${e.reason}`)}</td>
            <td className={clsx('tabular', e.points > 0 ? 'amount--in' : 'amount--out')}>
              {e.points > 0 ? '+' : ''}
              {e.points.toLocaleString(i18n.language)}
            </td>
            <td className="tabular">{e.balanceAfter.toLocaleString(i18n.language)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
