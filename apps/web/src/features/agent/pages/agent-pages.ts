import {
  BadgePercent,
  ChartNoAxesCombined,
  Clock3,
  History,
  LayoutDashboard,
  Megaphone,
  Receipt,
  UserPlus,
  Users,
  Wallet,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** The agent centre's pages (spec §2 "Agent centre pages"), keyed as the spec names them. */
export const AGENT_PAGE_KEYS = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;
export type TAgentPage = (typeof AGENT_PAGE_KEYS)[number];

export const DEFAULT_AGENT_PAGE: TAgentPage = 'agentTeamOverview';

/** Which contract kind's feature flag shows a page (spec §2 "menu type"); none: always shown. */
export type TContractFlag = 'dividend' | 'dailySalary' | 'hourlySalary' | 'realtimeSalary';

export interface AgentPageEntry {
  key: TAgentPage;
  icon: LucideIcon;
  flag?: TContractFlag;
  /** Each page is its own file, loaded when it is first opened. */
  Page: LazyExoticComponent<ComponentType>;
}

export const AGENT_PAGES: readonly AgentPageEntry[] = [
  {
    key: 'agentAnnouncement',
    icon: Megaphone,
    Page: lazy(() => import('./agent-announcement-page')),
  },
  {
    key: 'agentTeamOverview',
    icon: LayoutDashboard,
    Page: lazy(() => import('./team-overview-page')),
  },
  { key: 'registerCenter', icon: UserPlus, Page: lazy(() => import('./register-center-page')) },
  {
    key: 'downlineManagmentView',
    icon: Users,
    Page: lazy(() => import('./downline-management-page')),
  },
  { key: 'personalHistoryCopy', icon: History, Page: lazy(() => import('./team-betting-page')) },
  {
    key: 'palStatementsAgentCopy',
    icon: ChartNoAxesCombined,
    Page: lazy(() => import('./team-pl-page')),
  },
  { key: 'agentRevenueReport', icon: Wallet, Page: lazy(() => import('./revenue-report-page')) },
  {
    key: 'agentDownlineTransactionDetailsCopy',
    icon: Receipt,
    Page: lazy(() => import('./team-transactions-page')),
  },
  {
    key: 'agentDividendRecordCopy2',
    icon: BadgePercent,
    flag: 'dividend',
    Page: lazy(() => import('./dividend-page')),
  },
  {
    key: 'agentDailyWages2',
    icon: Clock3,
    flag: 'dailySalary',
    Page: lazy(() => import('./daily-salary-page')),
  },
  {
    key: 'agentHourSalary',
    icon: Clock3,
    flag: 'hourlySalary',
    Page: lazy(() => import('./hourly-salary-page')),
  },
  {
    key: 'agentRealtimeSalary',
    icon: Zap,
    flag: 'realtimeSalary',
    Page: lazy(() => import('./realtime-salary-page')),
  },
];
