import type { TAdminBonus } from '@lw/contracts';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner';
import { Modal } from '../../../components/ui/modal';
import { Money } from '../../../components/ui/money';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorText } from '../../../lib/api-error-text';
import { useDateTime } from '../../../lib/datetime';
import { useBonusExplain } from '../api/bonuses-api';

/** The explain of a bonus: each wager's contribution and the progress recomputed from them. */
export function BonusExplainDialog({
  bonus,
  onClose,
}: {
  bonus: TAdminBonus;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('bonuses');
  const { dateTime } = useDateTime();
  const explain = useBonusExplain(bonus.id);
  const currency = bonus.currency;
  return (
    <Modal
      open
      onClose={onClose}
      variant="drawer"
      size="lg"
      title={t('explain.title', { id: bonus.id, member: bonus.username })}
    >
      {explain.isPending ? (
        <Spinner label={t('common:loading')} />
      ) : explain.isError ? (
        <Banner tone="danger">{apiErrorText(explain.error, i18n.language)}</Banner>
      ) : (
        <>
          <dl className="bonus-explain__facts">
            <dt>{t('explain.stored')}</dt>
            <dd>
              <Money minor={explain.data.bonus.progress} currency={currency} />
            </dd>
            <dt>{t('explain.recomputed')}</dt>
            <dd data-testid="bonus-recomputed">
              <Money minor={explain.data.recomputed} currency={currency} />
            </dd>
            <dt>{t('columns.requirement')}</dt>
            <dd>
              <Money minor={explain.data.bonus.requirement} currency={currency} />
            </dd>
          </dl>
          {explain.data.recomputed !== explain.data.bonus.progress ? (
            <Banner tone="danger">{t('explain.drift')}</Banner>
          ) : null}
          <table className="table">
            <caption>{t('explain.rows', { limit: explain.data.rowLimit })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('explain.wager')}</th>
                <th scope="col">{t('explain.category')}</th>
                <th scope="col">{t('explain.validStake')}</th>
                <th scope="col">{t('explain.rate')}</th>
                <th scope="col">{t('explain.contribution')}</th>
                <th scope="col">{t('explain.changedAt')}</th>
              </tr>
            </thead>
            <tbody>
              {explain.data.rows.map((r) => (
                <tr key={`${r.product}:${r.wagerId}:${r.leg}`}>
                  <td>
                    {r.product} {r.wagerId} · v{r.version}
                    {r.status === 'voided' ? ` · ${t('explain.voided')}` : ''}
                  </td>
                  <td>{r.category}</td>
                  <td>
                    <Money minor={r.validStake} />
                  </td>
                  <td className="num">{r.rate}%</td>
                  <td>
                    <Money minor={r.contribution} />
                  </td>
                  <td>{dateTime(r.changedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Modal>
  );
}
