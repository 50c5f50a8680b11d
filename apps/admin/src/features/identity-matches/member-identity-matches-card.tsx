import { IDENTITY_MATCHES_API, ZIdentityMatches, type TIdentityMatch } from '@lw/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Banner } from '../../components/ui/banner';
import { Card } from '../../components/ui/card';
import { LoadingBlock } from '../../components/ui/spinner';
import { apiRequest } from '../../lib/api-client';
import { apiErrorText } from '../../lib/api-error-text';
import { useDateTime } from '../../lib/datetime';

/**
 * The member page's "Identity matches" card (issue 24): details of this member that matched an
 * excluded or closed member, and other accounts or sign-ups that matched this one.
 */
export function MemberIdentityMatchesCard({ accountId }: { accountId: number }) {
  const { t, i18n } = useTranslation('identityMatches');
  const { dateTime } = useDateTime();
  const matches = useQuery({
    queryKey: ['admin', 'accounts', accountId, 'identity-matches'],
    queryFn: ({ signal }) =>
      apiRequest(IDENTITY_MATCHES_API.admin.matches.replace(':id', String(accountId)), {
        schema: ZIdentityMatches,
        signal,
      }),
  });

  if (matches.isPending) return <LoadingBlock />;
  if (matches.isError) {
    return <Banner tone="danger">{apiErrorText(matches.error, i18n.language)}</Banner>;
  }
  const items = matches.data.items;
  const account = (m: TIdentityMatch) => {
    if (m.accountId === accountId) return t('thisMember');
    if (m.accountId === null) return t('refusedAttempt', { username: m.attemptUsername ?? '—' });
    return <Link to={`/accounts/${m.accountId}`}>{m.accountUsername}</Link>;
  };
  const matched = (m: TIdentityMatch) => (
    <>
      {m.matchedAccountId === accountId ? (
        t('thisMember')
      ) : (
        <Link to={`/accounts/${m.matchedAccountId}`}>{m.matchedUsername}</Link>
      )}{' '}
      ({t(`reason.${m.matchedReason}`)})
    </>
  );

  return (
    <Card title={t('title')}>
      {items.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('table.at')}</th>
              <th scope="col">{t('table.source')}</th>
              <th scope="col">{t('table.direction')}</th>
              <th scope="col">{t('table.matched')}</th>
              <th scope="col">{t('table.fields')}</th>
              <th scope="col">{t('table.decision')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((m) => (
              <tr key={m.id}>
                <td>{dateTime(m.at)}</td>
                <td>{t(`source.${m.source}`)}</td>
                <td>{account(m)}</td>
                <td>{matched(m)}</td>
                <td>{m.fields.map((f) => t(`field.${f}`)).join(', ')}</td>
                <td>{t(`decision.${m.decision}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
