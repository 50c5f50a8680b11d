import { Coins, Gem, History, ListChecks, ScrollText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageFrame } from '../../../components/ui/page-frame';
import { Tabs } from '../../../components/ui/tabs';

const TABS = ['table', 'history', 'details', 'rules'] as const;
type TTab = (typeof TABS)[number];

/** The points mall (login needed): balance, exchange table, history, details, rules. */
export function PointMallRoute() {
  const { t } = useTranslation('pages');
  const [tab, setTab] = useState<TTab>('table');
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
          <span className="kpi__value tabular">—</span>
        </div>
        <div className="kpi">
          <span className="kpi__icon kpi__icon--green" aria-hidden="true">
            <History size={20} />
          </span>
          <span className="kpi__label">{t('pointMall.exchanged')}</span>
          <span className="kpi__value tabular">—</span>
        </div>
        <div className="kpi">
          <span className="kpi__icon kpi__icon--violet" aria-hidden="true">
            <ScrollText size={20} />
          </span>
          <span className="kpi__label">{t('pointMall.expiry')}</span>
          <span className="kpi__value">{t('pointMall.noExpiry')}</span>
        </div>
      </div>
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
        <EmptyState
          icon={<ListChecks size={28} />}
          title={t(`pointMall.empty.${tab}`)}
          text={t('pointMall.emptyText')}
        />
      </div>
    </PageFrame>
  );
}
