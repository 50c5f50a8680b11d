import { CONTRACT_KINDS, type TAgentBill } from '@lw/contracts';
import { useTranslation } from 'react-i18next';
import { formatMinorUnits } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { AgentEmpty } from '../components/agent-empty';
import { useAgentBills } from '../contracts/contracts-api';
import '../contracts/contracts.css';

/**
 * agentRevenueReport (issue 25): my income by source (the four contract kinds) and period, from
 * my bills: what each earned me (my amount), what I passed on to my direct downlines and what I
 * keep (the difference), and what was paid to me.
 */
export default function RevenueReportPage() {
  const { t, i18n } = useTranslation('pages');
  const { username } = useSession();
  const bills = useAgentBills();
  const money = (n: number) => formatMinorUnits(n, i18n.language);
  const mine = (bills.data?.items ?? []).filter((b) => b.agent.username === username);
  if (bills.isSuccess && mine.length === 0) return <AgentEmpty />;
  const byKind = CONTRACT_KINDS.map((kind) => {
    const of = mine.filter((b) => b.kind === kind);
    const sum = (f: (b: TAgentBill) => number) => of.reduce((s, b) => s + f(b), 0);
    return {
      kind,
      own: sum((b) => b.ownAmount),
      downlines: sum((b) => b.downlineAmount),
      paid: sum((b) => b.paidAmount),
    };
  }).filter((r) => r.own !== 0 || r.paid !== 0);
  const days = [...new Set(mine.map((b) => b.periodKey))].slice(0, 60);
  return (
    <div className="contract">
      <section className="card" aria-labelledby="revenue-by-source">
        <h2 id="revenue-by-source" className="card__title">
          {t('agentContracts.revenue.bySource')}
        </h2>
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('agentContracts.revenue.source')}</th>
              <th scope="col">{t('agentContracts.own')}</th>
              <th scope="col">{t('agentContracts.downlines')}</th>
              <th scope="col">{t('agentContracts.revenue.kept')}</th>
              <th scope="col">{t('agentContracts.paid')}</th>
            </tr>
          </thead>
          <tbody>
            {byKind.map((r) => (
              <tr key={r.kind}>
                <td>{t(`agentContracts.kind.${r.kind}`)}</td>
                <td className="tabular">{money(r.own)}</td>
                <td className="tabular">{money(r.downlines)}</td>
                <td className="tabular">{money(r.own - r.downlines)}</td>
                <td className="tabular">{money(r.paid)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="card" aria-labelledby="revenue-by-period">
        <h2 id="revenue-by-period" className="card__title">
          {t('agentContracts.revenue.byPeriod')}
        </h2>
        <table className="table table--stack">
          <thead>
            <tr>
              <th scope="col">{t('agentContracts.period')}</th>
              <th scope="col">{t('agentContracts.revenue.source')}</th>
              <th scope="col">{t('agentContracts.revenue.kept')}</th>
              <th scope="col">{t('agentContracts.status')}</th>
            </tr>
          </thead>
          <tbody>
            {days.flatMap((key) =>
              mine
                .filter((b) => b.periodKey === key)
                .map((b) => (
                  <tr key={b.id}>
                    <td>{key.split(':').slice(1).join(':')}</td>
                    <td>{t(`agentContracts.kind.${b.kind}`)}</td>
                    <td className="tabular">{money(b.ownAmount - b.downlineAmount)}</td>
                    <td>
                      <span className="tag">{t(`agentContracts.billStatus.${b.status}`)}</span>
                    </td>
                  </tr>
                )),
            )}
          </tbody>
        </table>
      </section>
    </div>
  );
}
