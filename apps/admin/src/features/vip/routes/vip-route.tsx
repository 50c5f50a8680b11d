import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingBlock } from '../../../components/ui/spinner';
import { RequirePermission, useCan } from '../../auth';
import { useVipProgram } from '../api/vip-api';
import { MonthlyReview } from '../components/monthly-review';
import { ProgramEditor } from '../components/program-editor';
import { VipMembers } from '../components/vip-members';
import { VipSwitch } from '../components/vip-switch';
import '../vip.css';

type TTab = 'program' | 'members';

function VipScreen() {
  const { t } = useTranslation('vip');
  const program = useVipProgram();
  const canWrite = useCan('settings.system.write');
  const canSeeMembers = useCan('members.read');
  const canRun = useCan('cashier.manage');
  const [tab, setTab] = useState<TTab>('program');
  const tabs: TTab[] = canSeeMembers ? ['program', 'members'] : ['program'];
  return (
    <div className="page">
      <PageHeader title={t('title')} description={t('description')} actions={<VipSwitch />} />
      <div className="localized-tabs__list vip-tabs" role="tablist" aria-label={t('title')}>
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`vip-tab-${name}`}
            aria-selected={tab === name}
            aria-controls="vip-panel"
            className={clsx('localized-tabs__tab', tab === name && 'is-active')}
            onClick={() => setTab(name)}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="vip-panel" aria-labelledby={`vip-tab-${tab}`} className="vip-stack">
        {program.isPending ? (
          <LoadingBlock />
        ) : program.isError ? (
          <LoadError error={program.error} onRetry={() => void program.refetch()} />
        ) : tab === 'program' ? (
          <>
            <ProgramEditor
              key={JSON.stringify(program.data)}
              saved={program.data}
              canWrite={canWrite}
            />
            <MonthlyReview canRun={canRun} />
          </>
        ) : (
          <VipMembers levels={program.data.levels} />
        )}
      </div>
    </div>
  );
}

/** /vip — the VIP programme (window, levels, bonuses), its members explained, the monthly review. */
export function VipRoute() {
  return (
    <RequirePermission permission="settings.read">
      <VipScreen />
    </RequirePermission>
  );
}
