import { pickLocalized } from '@lw/contracts';
import { Coins, Gem, History, ScrollText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame';
import { ResultLine } from '../../../components/ui/result-line';
import { Tabs } from '../../../components/ui/tabs';
import { errorText } from '../../../lib/error-text';
import { usePointsSummary } from '../api/points-api';
import { ExchangeTable } from '../components/exchange-table';
import { PointsDetails, RedeemHistory } from '../components/points-records';
import { RewardsGrid } from '../components/rewards-grid';
import '../components/point-mall.css';

const TABS = ['rewards', 'table', 'history', 'details', 'rules'] as const;
type TTab = (typeof TABS)[number];

/** The points mall (login needed): balance, rewards, exchange table, history, details, rules. */
export function PointMallRoute() {
  const { t, i18n } = useTranslation('pages');
  const [tab, setTab] = useState<TTab>('rewards');
  const summary = usePointsSummary();
  const data = summary.data;
  const number = (n: number | undefined) =>
    n === undefined ? '—' : n.toLocaleString(i18n.language);
  return (
    <PageFrame
      title={t('pointMall.title')}
      subtitle={t('pointMall.subtitle')}
      icon={<Gem size={26} />}
    >
      <div className="kpis kpis--3">
        <div className="kpi">
          <span className="kpi__icon kpi__icon--gold" aria-hidden="true">
            <Coins size={20} />
          </span>
          <span className="kpi__label">{t('pointMall.current')}</span>
          <span className="kpi__value tabular" data-testid="points-balance">
            {number(data?.balance)}
          </span>
        </div>
        <div className="kpi">
          <span className="kpi__icon kpi__icon--green" aria-hidden="true">
            <History size={20} />
          </span>
          <span className="kpi__label">{t('pointMall.exchanged')}</span>
          <span className="kpi__value tabular">{number(data?.exchanged)}</span>
        </div>
        <div className="kpi">
          <span className="kpi__icon kpi__icon--violet" aria-hidden="true">
            <ScrollText size={20} />
          </span>
          <span className="kpi__label">{t('pointMall.expiry')}</span>
          <span className="kpi__value">{t('pointMall.noExpiry')}</span>
        </div>
      </div>
      {summary.isError ? (
        <ResultLine result={{ tone: 'error', text: errorText(summary.error, i18n.language) }} />
      ) : null}
      <Tabs
        label={t('pointMall.sections')}
        value={tab}
        onChange={setTab}
        idPrefix="mall"
        tabs={TABS.map((key) => ({ key, label: t(`pointMall.tab.${key}`) }))}
      />
      <div
        role="tabpanel"
        id={`mall-panel-${tab}`}
        aria-labelledby={`mall-tab-${tab}`}
        className="panel"
      >
        {!data ? (
          <div className="skeleton mall__skeleton" aria-busy="true" />
        ) : tab === 'rewards' ? (
          <RewardsGrid balance={data.balance} />
        ) : tab === 'table' ? (
          <ExchangeTable config={data.config} currency={data.currency} balance={data.balance} />
        ) : tab === 'history' ? (
          <RedeemHistory />
        ) : tab === 'details' ? (
          <PointsDetails />
        ) : (
          <p className="mall__rules">{pickLocalized(data.config.rules, i18n.language)}</p>
        )}
      </div>
    </PageFrame>
  );
}
