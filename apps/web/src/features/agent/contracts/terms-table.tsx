import type { TContractTerms } from '@lw/contracts';
import { useTranslation } from 'react-i18next';
import { formatMinorUnits } from '../../../lib/format';

/** A rate in basis points as a percentage with two decimals. */
const pct = (bps: number) => `${(bps / 100).toFixed(2)}%`;
/** The terms as a table: tiers, or the per-bet rates. */
export function TermsTable({ terms }: { terms: TContractTerms }) {
  const { t, i18n } = useTranslation('pages');
  const money = (n: number) => formatMinorUnits(n, i18n.language);
  if (terms.kind === 'dailySalary' || terms.kind === 'dividend') {
    return (
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t('agentContracts.tier')}</th>
            <th scope="col">
              {terms.kind === 'dividend'
                ? t('agentContracts.minLoss')
                : t('agentContracts.minValid')}
            </th>
            <th scope="col">{t('agentContracts.minActive')}</th>
            <th scope="col">{t('agentContracts.rate')}</th>
          </tr>
        </thead>
        <tbody>
          {terms.tiers.map((tier, i) => (
            <tr key={i}>
              <td>{i + 1}</td>
              <td className="tabular">
                {money('minLoss' in tier ? tier.minLoss : tier.minValidStake)}
              </td>
              <td className="tabular">{tier.minActiveMembers}</td>
              <td className="tabular">{pct(tier.rateBps)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <dl className="contract__rates">
      <dt>{t('agentContracts.winRate')}</dt>
      <dd className="tabular">{pct(terms.winRateBps)}</dd>
      <dt>{t('agentContracts.lossRate')}</dt>
      <dd className="tabular">{pct(terms.lossRateBps)}</dd>
      {terms.kind === 'realtimeSalary' && (
        <>
          <dt>{t('agentContracts.minRound')}</dt>
          <dd className="tabular">{money(terms.minRoundStake)}</dd>
        </>
      )}
    </dl>
  );
}
