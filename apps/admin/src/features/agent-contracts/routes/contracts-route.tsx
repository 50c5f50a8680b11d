import {
  CONTRACT_KINDS,
  CONTRACT_STATUSES,
  type TAgentContract,
  type TContractStatus,
} from '@lw/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnyChoiceField } from '../../../components/form/choice-field';
import { ValueField } from '../../../components/form/value-field';
import { Link } from 'react-router';
import { RequirePermission, useCan } from '../../auth';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { Pill, type Tone } from '../../../components/ui/pill';
import { useToast } from '../../../components/ui/toast';
import { apiErrorText } from '../../../lib/api-error-text';
import { useDateTime } from '../../../lib/datetime';
import { useAllSettings } from '../../settings';
import {
  useAdminContracts,
  useTerminateContract,
  type ContractFilter,
} from '../api/agent-contracts-api';
import { GiveContractDrawer } from '../components/give-contract-drawer';
import { enabledKindsOf } from '../lib/enabled-kinds';
import { termsLines, TermsSummary } from '../components/terms-summary';
import '../agent-contracts.css';

const STATUS_TONE: Record<TContractStatus, Tone> = {
  pending: 'info',
  active: 'success',
  rejected: 'neutral',
  terminated: 'neutral',
};

/** The kinds the operator has switched on in Modules (agent, then agent.contract.<kind>). */

function ContractsScreen() {
  const { t, i18n } = useTranslation('agentContracts');
  const { dateTime } = useDateTime();
  const toast = useToast();
  const canGive = useCan('members.manage');
  const canAudit = useCan('audit.read');
  const settings = useAllSettings();
  const currency = settings.data?.cashier.currency;
  const enabledKinds = enabledKindsOf(settings.data?.modules.enabled);
  const [filter, setFilter] = useState<ContractFilter>({});
  const [giving, setGiving] = useState(false);
  const [ending, setEnding] = useState<TAgentContract | null>(null);
  const contracts = useAdminContracts(filter);
  const terminate = useTerminateContract();

  const columns = useMemo<ColumnDef<TAgentContract, unknown>[]>(
    () => [
      {
        id: 'holder',
        accessorFn: (c) => c.holder.username,
        header: t('holder'),
        meta: { label: t('holder') },
      },
      {
        id: 'offeredBy',
        accessorFn: (c) => c.offeredBy?.username ?? t('operator'),
        header: t('offeredBy'),
        meta: { label: t('offeredBy') },
        cell: ({ row }) =>
          row.original.offeredBy ? (
            row.original.offeredBy.username
          ) : (
            <span className="muted">{t('operator')}</span>
          ),
      },
      {
        id: 'kind',
        accessorFn: (c) => t(`kind.${c.kind}`),
        header: t('kindTitle'),
        meta: { label: t('kindTitle') },
      },
      {
        id: 'status',
        accessorFn: (c) => t(`status.${c.status}`),
        header: t('statusTitle'),
        meta: { label: t('statusTitle') },
        cell: ({ row }) => (
          <Pill tone={STATUS_TONE[row.original.status]}>{t(`status.${row.original.status}`)}</Pill>
        ),
      },
      {
        id: 'terms',
        header: t('termsTitle'),
        enableSorting: false,
        meta: {
          label: t('termsTitle'),
          csv: (c) => termsLines(c.terms, t, i18n.language, currency).join('; '),
        },
        cell: ({ row }) => <TermsSummary terms={row.original.terms} currency={currency} />,
      },
      {
        id: 'dates',
        accessorFn: (c) => c.createdAt,
        header: t('dates'),
        meta: { label: t('dates') },
        cell: ({ row }) => (
          <dl className="ac-dates">
            <dt>{t('createdAt')}</dt>
            <dd>
              <time dateTime={row.original.createdAt}>{dateTime(row.original.createdAt)}</time>
            </dd>
            {row.original.decidedAt && (
              <>
                <dt>{t('decidedAt')}</dt>
                <dd>
                  <time dateTime={row.original.decidedAt}>{dateTime(row.original.decidedAt)}</time>
                </dd>
              </>
            )}
            {row.original.endedAt && (
              <>
                <dt>{t('endedAt')}</dt>
                <dd>
                  <time dateTime={row.original.endedAt}>{dateTime(row.original.endedAt)}</time>
                </dd>
              </>
            )}
          </dl>
        ),
      },
      {
        id: 'endReason',
        accessorFn: (c) => (c.endReason ? endReasonText(t, c.endReason) : ''),
        header: t('endReasonTitle'),
        meta: { label: t('endReasonTitle') },
      },
      {
        id: 'actions',
        header: t('actions'),
        enableSorting: false,
        meta: { label: t('actions'), noExport: true },
        cell: ({ row }) => (
          <span className="ac-row-actions">
            {canGive && (row.original.status === 'active' || row.original.status === 'pending') && (
              <Button
                size="sm"
                variant="danger"
                aria-label={t('terminateOf', {
                  name: row.original.holder.username,
                  id: row.original.id,
                })}
                onClick={() => setEnding(row.original)}
              >
                {t('terminate')}
              </Button>
            )}
            {canAudit && (
              <Link
                className="btn btn--ghost btn--sm"
                aria-label={t('auditOfContract', { id: row.original.id })}
                to={`/audit?targetType=agent-contract&targetId=${row.original.id}`}
              >
                {t('auditTrail')}
              </Link>
            )}
          </span>
        ),
      },
    ],
    [t, i18n.language, currency, dateTime, canGive, canAudit],
  );

  return (
    <div className="page">
      <PageHeader
        title={t('contracts.title')}
        description={t('contracts.description')}
        actions={
          <>
            <Link className="btn btn--secondary" to="/agent-contracts/bills">
              {t('nav.bills')}
            </Link>
            {canGive && settings.data && (
              <Button variant="primary" icon={<Plus size={16} />} onClick={() => setGiving(true)}>
                {t('give.open')}
              </Button>
            )}
          </>
        }
      />
      <div className="ac-filters">
        <AnyChoiceField
          id="ac-kind"
          label={t('kindTitle')}
          choices={CONTRACT_KINDS}
          labelOf={(k) => t(`kind.${k}`)}
          anyLabel={t('any')}
          value={filter.kind}
          onChange={(kind) => setFilter({ ...filter, kind })}
        />
        <AnyChoiceField
          id="ac-status"
          label={t('statusTitle')}
          choices={CONTRACT_STATUSES}
          labelOf={(st) => t(`status.${st}`)}
          anyLabel={t('any')}
          value={filter.status}
          onChange={(status) => setFilter({ ...filter, status })}
        />
        <AgentFilter
          id="ac-agent"
          value={filter.agent}
          onChange={(agent) => setFilter({ ...filter, agent })}
        />
      </div>
      {contracts.isError && (
        <Banner tone="danger">{apiErrorText(contracts.error, i18n.language)}</Banner>
      )}
      <DataTable
        caption={t('contracts.title')}
        data={contracts.data?.items ?? []}
        columns={columns}
        getRowId={(c) => String(c.id)}
        loading={contracts.isPending}
        emptyText={t('contracts.empty')}
        csvFilename="agent-contracts.csv"
      />
      {giving && settings.data && (
        <GiveContractDrawer
          limits={settings.data.agentContracts}
          enabledKinds={enabledKinds}
          currency={currency}
          onClose={() => setGiving(false)}
          onGiven={(c) => {
            setGiving(false);
            toast.success(t('give.done', { name: c.holder.username, kind: t(`kind.${c.kind}`) }));
          }}
        />
      )}
      {ending && (
        <ConfirmDialog
          open
          danger
          title={t('terminateTitle', { name: ending.holder.username })}
          description={t('terminateText', { kind: t(`kind.${ending.kind}`) })}
          confirmLabel={t('terminate')}
          loading={terminate.isPending}
          onCancel={() => setEnding(null)}
          onConfirm={() =>
            terminate.mutate(ending.id, {
              onSuccess: () => {
                toast.success(t('terminated', { name: ending.holder.username }));
                setEnding(null);
              },
              onError: (error) => {
                toast.error(apiErrorText(error, i18n.language));
                setEnding(null);
              },
            })
          }
        />
      )}
    </div>
  );
}

/** Why a contract ended, in words (the server's reasons; anything else as it is). */
function endReasonText(t: (key: string) => string, reason: string): string {
  return ['rejected', 'holder', 'upline', 'operator', 'replaced', 'cascade'].includes(reason)
    ? t(`endReason.${reason}`)
    : reason;
}

/** The agent username filter (the exact username, as the server matches it), applied on Enter. */
export function AgentFilter({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string | undefined;
  onChange: (agent: string | undefined) => void;
}) {
  const { t } = useTranslation('agentContracts');
  const [text, setText] = useState(value ?? '');
  return (
    <form
      className="ac-agent-filter"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onChange(text.trim() || undefined);
      }}
    >
      <ValueField
        id={id}
        label={t('agentFilter')}
        type="search"
        maxLength={50}
        autoComplete="off"
        value={text}
        onChange={setText}
      />
      <Button type="submit">{t('applyFilter')}</Button>
    </form>
  );
}

/** /agent-contracts — every agent contract: filters, the operator's contracts, termination. */
export function ContractsRoute() {
  return (
    <RequirePermission permission="cashier.read">
      <ContractsScreen />
    </RequirePermission>
  );
}
