import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner';
import { Card } from '../../../components/ui/card';
import { LoadingBlock } from '../../../components/ui/spinner';
import { apiErrorText } from '../../../lib/api-error-text';
import { useDateTime } from '../../../lib/datetime';
import { useMemberKyc } from '../api/kyc-api';

/** The member page's "KYC" card: the level, each kind's status, every document with its review. */
export function MemberKycCard({ accountId }: { accountId: number }) {
  const { t, i18n } = useTranslation('kyc');
  const { dateTime } = useDateTime();
  const kyc = useMemberKyc(accountId);
  if (kyc.isPending) return <LoadingBlock />;
  if (kyc.isError) return <Banner tone="danger">{apiErrorText(kyc.error, i18n.language)}</Banner>;
  const data = kyc.data;
  return (
    <Card title={t('card.title')}>
      <p>
        <strong>{t('levelOf', { level: data.level })}</strong> — {t(`level.${data.level}`)}
      </p>
      <ul className="kyc-kinds">
        {data.kinds.map((k) => (
          <li key={k.kind}>
            {t(`kind.${k.kind}`)}: {t(`status.${k.status}`)}
          </li>
        ))}
      </ul>
      {data.history.length > 0 ? (
        <table className="table">
          <caption className="visually-hidden">{t('card.history')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('kindTitle')}</th>
              <th scope="col">{t('statusTitle')}</th>
              <th scope="col">{t('card.uploaded')}</th>
              <th scope="col">{t('card.reviewed')}</th>
              <th scope="col">{t('card.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {data.history.map((d) => (
              <tr key={d.id}>
                <td>{t(`kind.${d.kind}`)}</td>
                <td>{t(`status.${d.status}`)}</td>
                <td>{dateTime(d.uploadedAt)}</td>
                <td>{d.reviewedAt ? `${dateTime(d.reviewedAt)} · ${d.reviewedBy ?? ''}` : '—'}</td>
                <td>{d.reason ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{t('card.none')}</p>
      )}
    </Card>
  );
}
