import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingBlock } from '../../../components/ui/spinner';
import { RequirePermission, useCan } from '../../auth';
import { useAllSettings } from '../../settings';
import { usePointsConfig } from '../api/points-api';
import { MemberPoints } from '../components/member-points';
import { PointsConfigCard } from '../components/points-config-card';
import { RedemptionsQueue } from '../components/redemptions-queue';
import { RewardsCard } from '../components/rewards-card';
import '../points.css';

type TTab = 'redemptions' | 'rewards' | 'config' | 'member';

function ConfigTab({ canWrite }: { canWrite: boolean }) {
  const config = usePointsConfig(true);
  const settings = useAllSettings();
  if (config.isPending) return <LoadingBlock />;
  if (config.isError)
    return <LoadError error={config.error} onRetry={() => void config.refetch()} />;
  return (
    <PointsConfigCard
      key={JSON.stringify(config.data)}
      saved={config.data}
      currency={settings.data?.cashier.currency}
      canWrite={canWrite}
    />
  );
}

function PointsScreen() {
  const { t } = useTranslation('points');
  const canSettings = useCan('settings.read');
  const canWrite = useCan('settings.system.write');
  const canManage = useCan('cashier.manage');
  const tabs: TTab[] = canSettings
    ? ['redemptions', 'rewards', 'config', 'member']
    : ['redemptions', 'member'];
  const [tab, setTab] = useState<TTab>('redemptions');
  return (
    <div className="page">
      <PageHeader title={t('title')} description={t('description')} />
      <div className="localized-tabs__list" role="tablist" aria-label={t('title')}>
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`pts-tab-${name}`}
            aria-selected={tab === name}
            aria-controls="pts-panel"
            className={clsx('localized-tabs__tab', tab === name && 'is-active')}
            onClick={() => setTab(name)}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="pts-panel" aria-labelledby={`pts-tab-${tab}`} className="pts-stack">
        {tab === 'redemptions' ? (
          <Card title={t('queue.title')} description={t('queue.description')}>
            <RedemptionsQueue canDecide={canManage} />
          </Card>
        ) : tab === 'rewards' ? (
          <RewardsCard canWrite={canWrite} />
        ) : tab === 'config' ? (
          <ConfigTab canWrite={canWrite} />
        ) : (
          <Card title={t('member.title')} description={t('member.description')}>
            <MemberPoints canClawback={canManage} />
          </Card>
        )}
      </div>
    </div>
  );
}

/** /points — the redemption queue, the rewards catalogue, the exchange table and a member's points. */
export function PointsRoute() {
  return (
    <RequirePermission permission="cashier.read">
      <PointsScreen />
    </RequirePermission>
  );
}
