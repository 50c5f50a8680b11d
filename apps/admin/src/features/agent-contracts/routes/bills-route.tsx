import { BILL_STATUSES, CONTRACT_KINDS, type TAgentBill, type TBillStatus } from '@lw/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnyChoiceField } from '../../../components/form/choice-field';
import { Link } from 'react-router';
import { RequirePermission, useCan } from '../../auth';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { Money } from '../../../components/ui/money';
import { PageHeader } from '../../../components/ui/page-header';
import { Pill, type Tone } from '../../../components/ui/pill';
import { apiErrorText } from '../../../lib/api-error-text';
import { useDateTime } from '../../../lib/datetime';
import { useAdminBills, type BillFilter } from '../api/agent-contracts-api';
import { BillActionDialog } from '../components/bill-action-dialog';
import { BillExplainDrawer } from '../components/bill-explain-drawer';
import { LateSettlementLines } from '../components/late-settlement-lines';
import { SettlePeriodCard } from '../components/settle-period-card';
import { allowedActions, type BillAction } from '../lib/bill-actions';
import { AgentFilter } from './contracts-route';
import '../agent-contracts.css';

const STATUS_TONE: Record<TBillStatus, Tone> = {
  pending: 'info',
  issued: 'success',
  partiallyIssued: 'warning',
  insufficientBalance: 'danger',
  notReached: 'neutral',
  held: 'warning',
  rejected: 'neutral',
};

function money(key: keyof TAgentBill & string, label: string): ColumnDef<TAgentBill, unknown> {
  return {
    id: key,
    accessorFn: (b) => b[key],
    header: label,
    meta: { label, className: 'num' },
    cell: ({ row }) => <Money minor={row.original[key] as number} />,
  };
}

function BillsScreen() {
  const { t, i18n } = useTranslation('agentContracts');
  const { dateTime } = useDateTime();
  const canManage = useCan('cashier.manage');
  const canAudit = useCan('audit.read');
  const [filter, setFilter] = useState<BillFilter>({});
  const [explaining, setExplaining] = useState<TAgentBill | null>(null);
  const [acting, setActing] = useState<{ bill: TAgentBill; action: BillAction } | null>(null);
  const bills = useAdminBills(filter);

  const columns = useMemo<ColumnDef<TAgentBill, unknown>[]>(
    () => [
      {
        id: 'agent',
        accessorFn: (b) => b.agent.username,
        header: t('bills.agent'),
        meta: { label: t('bills.agent') },
      },
      {
        id: 'payer',
        accessorFn: (b) => b.payer?.username ?? t('platform'),
        header: t('bills.payer'),
        meta: { label: t('bills.payer') },
        cell: ({ row }) =>
          row.original.payer ? (
            row.original.payer.username
          ) : (
            <span className="muted">{t('platform')}</span>
          ),
      },
      {
        id: 'kind',
        accessorFn: (b) => t(`kind.${b.kind}`),
        header: t('kindTitle'),
        meta: { label: t('kindTitle') },
      },
      {
        id: 'period',
        accessorFn: (b) => b.periodKey,
        header: t('bills.period'),
        meta: { label: t('bills.period') },
        cell: ({ row }) => (
          <span
            title={`${dateTime(row.original.periodStart)} – ${dateTime(row.original.periodEnd)}`}
          >
            {row.original.periodKey}
          </span>
        ),
      },
      money('teamValidStake', t('figure.teamValidStake')),
      money('teamLoss', t('figure.teamLoss')),
      {
        accessorKey: 'activeMembers',
        header: t('figure.activeMembers'),
        meta: { label: t('figure.activeMembers'), className: 'num' },
      },
      {
        id: 'tier',
        accessorFn: (b) => (b.tier === null ? '' : b.tier + 1),
        header: t('figure.tier'),
        meta: { label: t('figure.tier'), className: 'num' },
        cell: ({ row }) =>
          row.original.tier === null ? '—' : <span className="num">{row.original.tier + 1}</span>,
      },
      money('ownAmount', t('figure.ownAmount')),
      money('downlineAmount', t('figure.downlineAmount')),
      {
        id: 'adjustments',
        accessorFn: (b) => b.adjustmentAmount + b.adjustmentCarryIn,
        header: t('figure.adjustments'),
        meta: { label: t('figure.adjustments'), className: 'num' },
        cell: ({ row }) => (
          <>
            <Money minor={row.original.adjustmentAmount + row.original.adjustmentCarryIn} />
            <LateSettlementLines bill={row.original} />
          </>
        ),
      },
      money('payable', t('figure.payable')),
      money('paidAmount', t('figure.paid')),
      {
        id: 'status',
        accessorFn: (b) => t(`billStatus.${b.status}`),
        header: t('statusTitle'),
        meta: { label: t('statusTitle') },
        cell: ({ row }) => (
          <Pill tone={STATUS_TONE[row.original.status]}>
            {t(`billStatus.${row.original.status}`)}
          </Pill>
        ),
      },
      {
        id: 'actions',
        header: t('actions'),
        enableSorting: false,
        meta: { label: t('actions'), noExport: true },
        cell: ({ row }) => {
          const b = row.original;
          return (
            <span className="ac-row-actions">
              <Button
                size="sm"
                aria-label={t('bills.explainOf', { id: b.id, name: b.agent.username })}
                onClick={() => setExplaining(b)}
              >
                {t('bills.explain')}
              </Button>
              {canManage &&
                allowedActions(b).map((action) => (
                  <Button
                    key={action}
                    size="sm"
                    variant={action === 'reject' ? 'danger' : 'secondary'}
                    aria-label={t(`bills.actionOf.${action}`, { id: b.id, name: b.agent.username })}
                    onClick={() => setActing({ bill: b, action })}
                  >
                    {t(`bills.action.${action}`)}
                  </Button>
                ))}
              {canAudit && (
                <Link
                  className="btn btn--ghost btn--sm"
                  aria-label={t('auditOfBill', { id: b.id })}
                  to={`/audit?targetType=agent-bill&targetId=${b.id}`}
                >
                  {t('auditTrail')}
                </Link>
              )}
            </span>
          );
        },
      },
    ],
    [t, dateTime, canManage, canAudit],
  );

  return (
    <div className="page">
      <PageHeader
        title={t('bills.title')}
        description={t('bills.description')}
        actions={
          <Link className="btn btn--secondary" to="/agent-contracts">
            {t('nav.contracts')}
          </Link>
        }
      />
      {canManage && <SettlePeriodCard />}
      <div className="ac-filters">
        <AnyChoiceField
          id="ac-bill-kind"
          label={t('kindTitle')}
          choices={CONTRACT_KINDS}
          labelOf={(k) => t(`kind.${k}`)}
          anyLabel={t('any')}
          value={filter.kind}
          onChange={(kind) => setFilter({ ...filter, kind })}
        />
        <AnyChoiceField
          id="ac-bill-status"
          label={t('statusTitle')}
          choices={BILL_STATUSES}
          labelOf={(st) => t(`billStatus.${st}`)}
          anyLabel={t('any')}
          value={filter.status}
          onChange={(status) => setFilter({ ...filter, status })}
        />
        <AgentFilter
          id="ac-bill-agent"
          value={filter.agent}
          onChange={(agent) => setFilter({ ...filter, agent })}
        />
      </div>
      {bills.isError && <Banner tone="danger">{apiErrorText(bills.error, i18n.language)}</Banner>}
      <DataTable
        caption={t('bills.title')}
        data={bills.data?.items ?? []}
        columns={columns}
        getRowId={(b) => String(b.id)}
        loading={bills.isPending}
        emptyText={t('bills.empty')}
        csvFilename="agent-bills.csv"
      />
      {explaining && <BillExplainDrawer bill={explaining} onClose={() => setExplaining(null)} />}
      {acting && (
        <BillActionDialog
          bill={acting.bill}
          action={acting.action}
          onClose={() => setActing(null)}
        />
      )}
    </div>
  );
}

/** /agent-contracts/bills — settlement bills: review, hold, reject, re-issue, explain, settle. */
export function BillsRoute() {
  return (
    <RequirePermission permission="cashier.read">
      <BillsScreen />
    </RequirePermission>
  );
}
