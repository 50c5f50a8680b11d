import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner';
import { Modal } from '../../../components/ui/modal';
import { Money } from '../../../components/ui/money';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorText } from '../../../lib/api-error-text';
import { usePromotionReport } from '../api/promotions-api';

/** One promotion's cost against its players' NGR during wagering, the ledger's side, abuse signals. */
export function PromotionReport({ id, onClose }: { id: number; onClose: () => void }) {
  const { t, i18n } = useTranslation('promotions');
  const report = usePromotionReport(id);
  const r = report.data;
  return (
    <Modal open onClose={onClose} variant="drawer" size="lg" title={t('report.title')}>
      {report.isError ? (
        <Banner tone="danger">{apiErrorText(report.error, i18n.language)}</Banner>
      ) : null}
      {!r ? (
        <Spinner />
      ) : (
        <div className="form-stack">
          <dl className="promo-figures">
            <dt>{t('report.claims')}</dt>
            <dd className="num">{r.claims}</dd>
            <dt>{t('report.members')}</dt>
            <dd className="num">{r.members}</dd>
            <dt>{t('report.bonusCost')}</dt>
            <dd>
              <Money minor={r.bonusCost} currency={r.currency} />
            </dd>
            <dt>{t('report.ledgerBonusCost')}</dt>
            <dd>
              <Money minor={r.ledgerBonusCost} currency={r.currency} />
            </dd>
            <dt>{t('report.queuedCost')}</dt>
            <dd>
              <Money minor={r.queuedCost} currency={r.currency} />
            </dd>
            <dt>{t('report.ngr')}</dt>
            <dd>
              <Money minor={r.ngr} currency={r.currency} />
            </dd>
            <dt>{t('report.net')}</dt>
            <dd>
              <Money minor={r.net} currency={r.currency} />
            </dd>
          </dl>
          <Banner tone={r.reconciled ? 'success' : 'danger'}>
            {r.reconciled ? t('report.reconciled') : t('report.notReconciled')}
          </Banner>
          <h3>{t('report.abuse')}</h3>
          {r.abuse.length === 0 ? (
            <p className="muted">{t('report.noAbuse')}</p>
          ) : (
            <table className="table">
              <caption className="sr-only">{t('report.abuse')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('report.signal')}</th>
                  <th scope="col">{t('report.value')}</th>
                  <th scope="col">{t('report.accounts')}</th>
                </tr>
              </thead>
              <tbody>
                {r.abuse.map((s) => (
                  <tr key={`${s.kind}:${s.value}`}>
                    <td>{t(`report.kind.${s.kind}`)}</td>
                    <td>
                      <code>{s.value}</code>
                    </td>
                    <td>{s.usernames.join(', ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      )}
    </Modal>
  );
}
