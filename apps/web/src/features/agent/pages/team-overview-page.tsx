import { AGENT_TEAM_API, type TTeamOverview } from '@lw/contracts';
import {
  Activity,
  ArrowDownToLine,
  ArrowUpFromLine,
  BadgeDollarSign,
  CircleDot,
  Coins,
  TrendingUp,
  UserPlus,
  Users,
  Wallet,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ResultLine } from '../../../components/ui/result-line';
import { errorText } from '../../../lib/error-text';
import { formatMinorUnits } from '../../../lib/format';
import { useTeamOverview } from '../api/team-api';
import { TeamChart } from '../components/team-chart';
import {
  CsvButton,
  periodQuery,
  periodReady,
  TeamFilters,
  TODAY,
  type TPeriodFilter,
} from '../components/team-period';
import '../components/agent-team.css';

function Kpi({
  icon,
  tone,
  label,
  value,
}: {
  icon: ReactNode;
  tone: 'gold' | 'green' | 'violet' | 'blue';
  label: string;
  value: ReactNode;
}) {
  return (
    <div className="kpi">
      <span className={`kpi__icon kpi__icon--${tone}`} aria-hidden="true">
        {icon}
      </span>
      <span className="kpi__label">{label}</span>
      <span className="kpi__value">{value}</span>
    </div>
  );
}

/** agentTeamOverview: the team's figures for a chosen period, with a chart per day. */
export default function TeamOverviewPage() {
  const { t, i18n } = useTranslation('pages');
  const [filter, setFilter] = useState<TPeriodFilter>(TODAY);
  const query = periodQuery(filter);
  const overview = useTeamOverview(query, periodReady(filter));
  const o: TTeamOverview | undefined = overview.data;
  const money = (minor: number) => formatMinorUnits(minor, i18n.language, o?.currency);
  const count = (n: number) => n.toLocaleString(i18n.language);

  return (
    <div className="agent-team">
      <TeamFilters label={t('team.filters')} filter={filter} onChange={setFilter} />
      {overview.isError ? (
        <ResultLine result={{ tone: 'error', text: errorText(overview.error, i18n.language) }} />
      ) : null}
      {!o ? (
        <div className="skeleton records__skeleton" aria-busy="true" />
      ) : (
        <>
          <div className="agent-team__bar">
            <p className="agent-team__note">
              {t('team.range', { from: o.range.from, to: o.range.to, zone: o.range.timeZone })}
            </p>
            <CsvButton path={AGENT_TEAM_API.overviewCsv} query={query} name="team-overview" />
          </div>
          <section className="kpis kpis--5" aria-label={t('team.figures')}>
            <Kpi
              icon={<Users size={22} />}
              tone="gold"
              label={t('team.kpi.teamSize')}
              value={count(o.teamSize)}
            />
            <Kpi
              icon={<UserPlus size={22} />}
              tone="blue"
              label={t('team.kpi.newMembers')}
              value={count(o.newMembers)}
            />
            <Kpi
              icon={<BadgeDollarSign size={22} />}
              tone="green"
              label={t('team.kpi.firstDeposits')}
              value={t('team.kpi.firstDepositsValue', {
                count: o.firstDeposits.count,
                amount: money(o.firstDeposits.amount),
              })}
            />
            <Kpi
              icon={<Activity size={22} />}
              tone="violet"
              label={t('team.kpi.activeMembers')}
              value={count(o.activeMembers)}
            />
            <Kpi
              icon={<CircleDot size={22} />}
              tone="green"
              label={t('team.kpi.onlineNow')}
              value={count(o.onlineNow)}
            />
            <Kpi
              icon={<ArrowDownToLine size={22} />}
              tone="green"
              label={t('team.kpi.deposits')}
              value={money(o.deposits)}
            />
            <Kpi
              icon={<ArrowUpFromLine size={22} />}
              tone="blue"
              label={t('team.kpi.withdrawals')}
              value={money(o.withdrawals)}
            />
            <Kpi
              icon={<Coins size={22} />}
              tone="gold"
              label={t('team.kpi.validBets')}
              value={money(o.validBets)}
            />
            <Kpi
              icon={<Wallet size={22} />}
              tone="violet"
              label={t('team.kpi.bets')}
              value={money(o.bets)}
            />
            <Kpi
              icon={<TrendingUp size={22} />}
              tone={o.profitLoss < 0 ? 'blue' : 'green'}
              label={t('team.kpi.profitLoss')}
              value={
                <span className={o.profitLoss < 0 ? 'money--out' : 'money--in'}>
                  {money(o.profitLoss)}
                </span>
              }
            />
          </section>
          <p className="agent-team__note">
            {t('team.activeRule', { amount: money(o.activeMinValidStake) })} {t('team.profitRule')}
          </p>
          <TeamChart days={o.days} currency={o.currency} />
        </>
      )}
    </div>
  );
}
