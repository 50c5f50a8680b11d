import { useTranslation } from 'react-i18next';
import { AgentPullsForm } from '../agent-pulls/agent-pulls-form';
import { AgentPullsTable } from '../agent-pulls/agent-pulls-table';
import { CashierSettingsPage } from '../components/settings-page';

/** /cashier/agent-pulls — the `agentPulls` settings section and every pull (issue 22 item 4). */
export function AgentPullsRoute() {
  const { t } = useTranslation('cashier');
  return (
    <CashierSettingsPage
      section="agentPulls"
      title={t('agentPulls.title')}
      description={t('agentPulls.description')}
    >
      {(all, canWrite) => (
        <>
          <AgentPullsForm saved={all.agentPulls} canWrite={canWrite} />
          <AgentPullsTable />
        </>
      )}
    </CashierSettingsPage>
  );
}
