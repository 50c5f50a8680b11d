import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner';
import { Card } from '../../../components/ui/card';
import { LoadingBlock } from '../../../components/ui/spinner';
import { apiErrorText } from '../../../lib/api-error-text';
import { useAgentSelfDealing } from '../api/self-dealing-api';

/**
 * The agent page's "Self-dealing" card: each of the agent's own device ids, sign-in IPs and bank
 * accounts that accounts of its own subtree also use, with those accounts.
 */
export function SelfDealingCard({ agentId }: { agentId: number }) {
  const { t, i18n } = useTranslation('accounts');
  const flags = useAgentSelfDealing(agentId);
  if (flags.isPending) return <LoadingBlock />;
  if (flags.isError) {
    return <Banner tone="danger">{apiErrorText(flags.error, i18n.language)}</Banner>;
  }
  const items = flags.data.flags;
  return (
    <Card title={t('selfDealing.title')} description={t('selfDealing.text')}>
      {items.length === 0 ? (
        <p>{t('selfDealing.none')}</p>
      ) : (
        <table className="table">
          <caption className="visually-hidden">{t('selfDealing.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('selfDealing.kind')}</th>
              <th scope="col">{t('selfDealing.value')}</th>
              <th scope="col">{t('selfDealing.accounts')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((flag) => (
              <tr key={`${flag.kind}:${flag.value}`}>
                <td>{t(`selfDealing.kinds.${flag.kind}`)}</td>
                <td className="mono">{flag.value}</td>
                <td>
                  {flag.accounts.map((a, i) => (
                    <span key={a.id}>
                      {i > 0 ? ', ' : null}
                      <Link to={`/accounts/${a.id}`} className="mono table-link">
                        {a.username}
                      </Link>
                    </span>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
