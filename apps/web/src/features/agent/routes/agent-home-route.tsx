import { clsx } from 'clsx';
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  BadgePercent,
  ChartNoAxesCombined,
  CircleDollarSign,
  Clock3,
  Headphones,
  History,
  LayoutDashboard,
  Mail,
  Megaphone,
  Receipt,
  TrendingUp,
  UserPlus,
  Users,
  Wallet,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../../api/get-permission';
import { EmptyState } from '../../../components/ui/empty-state';
import { openCustomerService } from '../../chat';
import { AgentDownlineTransfers } from '../../wallet';

type TAgentPage =
  | 'agentAnnouncement'
  | 'agentTeamOverview'
  | 'registerCenter'
  | 'downlineManagmentView'
  | 'personalHistoryCopy'
  | 'palStatementsAgentCopy'
  | 'agentRevenueReport'
  | 'agentDownlineTransactionDetailsCopy'
  | 'agentDividendRecordCopy2'
  | 'agentDailyWages2'
  | 'agentHourSalary'
  | 'agentRealtimeSalary';

const KPIS = [
  { key: 'teamSize', icon: Users, tone: 'violet' },
  { key: 'activeMembers', icon: Zap, tone: 'gold' },
  { key: 'deposits', icon: ArrowDownToLine, tone: 'green' },
  { key: 'validBets', icon: TrendingUp, tone: 'blue' },
  { key: 'profit', icon: CircleDollarSign, tone: 'gold' },
] as const;

/** The agent centre (spec §2 "Agent centre pages"); team overview is the default page. */
export function AgentHomeRoute() {
  const { t } = useTranslation('pages');
  const config = useSiteConfig();
  const flags = config.modules.agentContractTypes;
  const [page, setPage] = useState<TAgentPage>('agentTeamOverview');
  const pages: { key: TAgentPage; icon: LucideIcon; on: boolean }[] = [
    { key: 'agentAnnouncement', icon: Megaphone, on: true },
    { key: 'agentTeamOverview', icon: LayoutDashboard, on: true },
    { key: 'registerCenter', icon: UserPlus, on: true },
    { key: 'downlineManagmentView', icon: Users, on: true },
    { key: 'personalHistoryCopy', icon: History, on: true },
    { key: 'palStatementsAgentCopy', icon: ChartNoAxesCombined, on: true },
    { key: 'agentRevenueReport', icon: Wallet, on: true },
    { key: 'agentDownlineTransactionDetailsCopy', icon: Receipt, on: true },
    { key: 'agentDividendRecordCopy2', icon: BadgePercent, on: flags.dividend },
    { key: 'agentDailyWages2', icon: Clock3, on: flags.dailySalary },
    { key: 'agentHourSalary', icon: Clock3, on: flags.hourlySalary },
    { key: 'agentRealtimeSalary', icon: Zap, on: flags.realtimeSalary },
  ];
  const hasSupport = config.customerService.length > 0;
  const current = pages.find((p) => p.key === page) ?? pages[1]!;
  const CurrentIcon = current.icon;

  return (
    <div className="agent-home">
      <nav className="agent-home__menu" aria-label={t('agent.menu')}>
        <ul>
          {pages
            .filter((p) => p.on)
            .map(({ key, icon: Icon }) => (
              <li key={key}>
                <button
                  type="button"
                  className={clsx('agent-home__link', key === page && 'is-active')}
                  aria-current={key === page ? 'page' : undefined}
                  onClick={() => setPage(key)}
                >
                  <Icon size={18} aria-hidden="true" />
                  <span>{t(`agent.page.${key}`)}</span>
                </button>
              </li>
            ))}
        </ul>
        <div className="agent-home__quick">
          <button type="button" className="chip" disabled>
            <ArrowDownToLine size={16} aria-hidden="true" />
            {t('agent.deposit')}
          </button>
          <button type="button" className="chip" disabled>
            <ArrowUpFromLine size={16} aria-hidden="true" />
            {t('agent.withdraw')}
          </button>
          <button type="button" className="chip" disabled>
            <Mail size={16} aria-hidden="true" />
            {t('agent.messages')}
          </button>
          {hasSupport ? (
            <button
              type="button"
              className="chip"
              onClick={() => openCustomerService(config.customerService)}
            >
              <Headphones size={16} aria-hidden="true" />
              {t('agent.customerService')}
            </button>
          ) : null}
        </div>
      </nav>
      <section className="agent-home__content" aria-labelledby="agent-page-title">
        <div className="member__head">
          <span className="page__icon" aria-hidden="true">
            <CurrentIcon size={24} />
          </span>
          <div>
            <h1 id="agent-page-title" className="page__title">
              {t(`agent.page.${page}`)}
            </h1>
            <p className="page__subtitle">{t('agent.periodNote')}</p>
          </div>
        </div>
        {page === 'agentTeamOverview' ? (
          <div className="kpis kpis--5">
            {KPIS.map(({ key, icon: Icon, tone }) => (
              <div key={key} className="kpi">
                <span className={`kpi__icon kpi__icon--${tone}`} aria-hidden="true">
                  <Icon size={20} />
                </span>
                <span className="kpi__label">{t(`agent.kpi.${key}`)}</span>
                <span className="kpi__value tabular">—</span>
              </div>
            ))}
          </div>
        ) : null}
        {page === 'downlineManagmentView' ? (
          // Team management: transfers with the downline; a pull waits for the member.
          <AgentDownlineTransfers />
        ) : (
          <EmptyState
            icon={<CurrentIcon size={28} />}
            title={t('agent.emptyTitle')}
            text={t('agent.emptyText')}
            className="empty--panel"
          />
        )}
      </section>
    </div>
  );
}
