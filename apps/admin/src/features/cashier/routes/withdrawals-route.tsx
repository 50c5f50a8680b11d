import {
  dayRangeInstants,
  stepsFrom,
  WITHDRAWAL_STATUSES,
  WITHDRAWAL_TRANSITIONS,
  type TAdminWithdrawal,
  type TWithdrawalStatus,
} from '@lw/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { Ban, Banknote, Check, CheckCheck, Image, RotateCcw, X } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RequirePermission, useCan } from '../../auth';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { Money } from '../../../components/ui/money';
import { PageHeader } from '../../../components/ui/page-header';
import { ResultPager } from '../../../components/ui/pager';
import { useToast } from '../../../components/ui/toast';
import { apiErrorText } from '../../../lib/api-error-text';
import { decisionErrorText } from '../lib/decision-error';
import { formatMoney } from '../../../lib/money';
import { useWithdrawalAction, useWithdrawalQueue } from '../api/use-withdrawals';
import type { WithdrawalAction } from '../api/withdrawals-api';
import { PayWithdrawalDialog } from '../components/pay-withdrawal-dialog';
import { ProofDialog } from '../components/proof-dialog';
import { useDateTime } from '../../../lib/datetime';
import { amountColumn, createdColumn, statusColumn } from '../components/queue-columns';
import { QueueToolbar } from '../components/queue-toolbar';
import { ReasonDialog } from '../components/reason-dialog';
import { StatusTotals, type StatusTotal } from '../components/status-totals';
import { queueFiltersToParams, readQueueFilters, type QueueFilters } from '../lib/queue-filters';

type Filters = QueueFilters<TWithdrawalStatus>;
/** The open dialog: which step on which withdrawal. */
type Dialog = { action: WithdrawalAction | 'proof'; withdrawal: TAdminWithdrawal } | null;

/** Steps that need only a confirmation (reject, cancel payout and pay have their own dialogs). */
const CONFIRM_ONLY: readonly WithdrawalAction[] = ['approve', 'repay', 'forceReceived'];
/** Steps that refund with a reason the member sees. */
const WITH_REASON: readonly WithdrawalAction[] = ['reject', 'cancelPayout'];

const ACTION_ICONS: Record<WithdrawalAction, ReactNode> = {
  approve: <Check size={14} />,
  reject: <X size={14} />,
  cancelPayout: <Ban size={14} />,
  pay: <Banknote size={14} />,
  repay: <RotateCcw size={14} />,
  forceReceived: <CheckCheck size={14} />,
};

/** The operator's steps the state machine allows on a withdrawal at this status. */
function operatorSteps(status: TWithdrawalStatus): WithdrawalAction[] {
  return stepsFrom(WITHDRAWAL_TRANSITIONS, status).filter((step): step is WithdrawalAction =>
    (WITHDRAWAL_TRANSITIONS[step].by as readonly string[]).includes('operator'),
  );
}

function WithdrawalsScreen() {
  const { t, i18n } = useTranslation('cashier');
  const lang = i18n.language;
  const { dateTime, timeZone } = useDateTime();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readQueueFilters(params, WITHDRAWAL_STATUSES), [params]);
  const { fromDate, toDate, paymentMethodId: _unused, ...rest } = filters;
  const queue = useWithdrawalQueue({ ...rest, ...dayRangeInstants(fromDate, toDate, timeZone) });
  const canManage = useCan('cashier.manage');
  const act = useWithdrawalAction();
  const [dialog, setDialog] = useState<Dialog>(null);

  function update(next: Partial<Filters>) {
    setParams(queueFiltersToParams({ ...filters, page: 1, ...next }), {
      replace: 'username' in next,
    });
  }

  async function run(
    withdrawal: TAdminWithdrawal,
    action: WithdrawalAction,
    body?: { reason: string } | { amountReceived: number },
  ) {
    try {
      await act.mutateAsync({ id: withdrawal.id, action, body });
      toast.success(t(`withdrawals.done.${action}`, { member: withdrawal.username }));
      setDialog(null);
    } catch (error) {
      toast.error(decisionErrorText(error, lang, t, 'withdrawal'));
      if (CONFIRM_ONLY.includes(action)) setDialog(null);
    }
  }

  const columns = useMemo<ColumnDef<TAdminWithdrawal, unknown>[]>(() => {
    function actionButton(w: TAdminWithdrawal, action: WithdrawalAction) {
      return (
        <Button
          key={action}
          size="sm"
          variant={WITH_REASON.includes(action) ? 'ghost' : 'secondary'}
          icon={ACTION_ICONS[action]}
          aria-label={t(`withdrawals.actionOf.${action}`, { member: w.username, id: w.id })}
          onClick={() => setDialog({ action, withdrawal: w })}
        >
          {t(`withdrawals.actions.${action}`)}
        </Button>
      );
    }
    return [
      {
        accessorKey: 'id',
        header: t('withdrawals.id'),
        meta: { label: t('withdrawals.id'), className: 'num' },
      },
      {
        accessorKey: 'username',
        header: t('queue.member'),
        meta: { label: t('queue.member') },
        cell: ({ row }) => (
          <span className="two-line">
            <Link to={`/accounts/${row.original.accountId}`} className="mono table-link">
              {row.original.username}
            </Link>
            {row.original.realName && <span className="muted">{row.original.realName}</span>}
          </span>
        ),
      },
      amountColumn(t, ({ row }) => (
        <span className="two-line">
          <Money minor={row.original.amount} currency={row.original.currency} />
          {row.original.amountReceived !== null && (
            <span className="muted nowrap">
              {t('withdrawals.receivedShort', {
                amount: formatMoney(row.original.amountReceived, lang, row.original.currency),
              })}
            </span>
          )}
        </span>
      )),
      {
        id: 'bank',
        accessorFn: (w) => `${w.bankCode} ${w.accountNumber}`,
        header: t('withdrawals.bank'),
        meta: { label: t('withdrawals.bank') },
        cell: ({ row }) => (
          <span className="two-line">
            <span className="mono">
              {row.original.bankCode} {row.original.accountNumber}
            </span>
            <span className="muted">{row.original.accountName}</span>
          </span>
        ),
      },
      createdColumn(t, dateTime),
      statusColumn(t, 'withdrawal', (w) => (
        <>
          {w.forcedReceived && <span className="muted">{t('withdrawals.forced')}</span>}
          {w.reason && <span className="muted">{w.reason}</span>}
        </>
      )),
      {
        id: 'operator',
        // The operator who paid it, else who decided it, by name as in the deposit queue.
        accessorFn: (w) => w.paidByUsername ?? w.decidedByUsername,
        header: t('queue.decidedBy'),
        meta: { label: t('queue.decidedBy') },
        cell: ({ row }) => (
          <span>{row.original.paidByUsername ?? row.original.decidedByUsername ?? '—'}</span>
        ),
      },
      {
        id: 'actions',
        header: () => <span className="visually-hidden">{t('actions')}</span>,
        enableHiding: false,
        meta: { noExport: true, className: 'actions' },
        cell: ({ row }) => {
          const w = row.original;
          return (
            <>
              {w.hasProof && (
                <Button
                  size="sm"
                  variant="ghost"
                  icon={<Image size={14} />}
                  aria-label={t('withdrawals.viewProofOf', { member: w.username, id: w.id })}
                  onClick={() => setDialog({ action: 'proof', withdrawal: w })}
                >
                  {t('withdrawals.viewProof')}
                </Button>
              )}
              {canManage && operatorSteps(w.status).map((step) => actionButton(w, step))}
            </>
          );
        },
      },
    ];
  }, [t, lang, canManage, dateTime]);
  const serverColumns = useMemo(
    () => columns.map((c) => ({ ...c, enableSorting: false })),
    [columns],
  );
  const data = queue.data;
  const w = dialog?.withdrawal;

  return (
    <div className="page">
      <PageHeader title={t('withdrawals.title')} description={t('withdrawals.description')} />
      <StatusTotals
        statuses={WITHDRAWAL_STATUSES}
        totals={data?.totals as Record<TWithdrawalStatus, StatusTotal> | undefined}
        current={filters.status}
        onSelect={(status) => update({ status })}
        labelOf={(s) => t(`statuses.withdrawal.${s}`)}
      />
      {queue.isError && <Banner tone="danger">{apiErrorText(queue.error, lang)}</Banner>}
      <DataTable
        caption={t('withdrawals.title')}
        data={data?.items ?? []}
        columns={serverColumns}
        getRowId={(row) => String(row.id)}
        loading={queue.isPending || queue.isPlaceholderData}
        emptyText={t('withdrawals.empty')}
        csvFilename={`withdrawals-page-${filters.page}.csv`}
        toolbar={
          <QueueToolbar
            filters={filters}
            onChange={update}
            onClear={() =>
              setParams(
                queueFiltersToParams({
                  status: filters.status,
                  page: 1,
                  pageSize: filters.pageSize,
                }),
              )
            }
          />
        }
        footer={<ResultPager result={data} onChange={update} />}
      />
      {dialog && w && CONFIRM_ONLY.includes(dialog.action as WithdrawalAction) && (
        <ConfirmDialog
          open
          title={t(`withdrawals.confirm.${dialog.action}.title`)}
          description={t(`withdrawals.confirm.${dialog.action}.text`, {
            amount: formatMoney(w.amount, lang, w.currency),
            currency: w.currency,
            member: w.username,
          })}
          confirmLabel={t(`withdrawals.actions.${dialog.action}`)}
          loading={act.isPending}
          onCancel={() => setDialog(null)}
          onConfirm={() => void run(w, dialog.action as WithdrawalAction)}
        />
      )}
      {dialog && w && WITH_REASON.includes(dialog.action as WithdrawalAction) && (
        <ReasonDialog
          title={t(`withdrawals.confirm.${dialog.action}.title`)}
          description={t(`withdrawals.confirm.${dialog.action}.text`, {
            amount: formatMoney(w.amount, lang, w.currency),
            currency: w.currency,
            member: w.username,
          })}
          confirmLabel={t(`withdrawals.actions.${dialog.action}`)}
          loading={act.isPending}
          onCancel={() => setDialog(null)}
          onConfirm={(reason) => void run(w, dialog.action as WithdrawalAction, { reason })}
        />
      )}
      {dialog?.action === 'pay' && w && (
        <PayWithdrawalDialog
          withdrawal={w}
          loading={act.isPending}
          onCancel={() => setDialog(null)}
          onConfirm={(amountReceived) => void run(w, 'pay', { amountReceived })}
        />
      )}
      {dialog?.action === 'proof' && w && (
        <ProofDialog withdrawalId={w.id} member={w.username} onClose={() => setDialog(null)} />
      )}
    </div>
  );
}

/** /cashier/withdrawals — the withdrawal queue and each step of a withdrawal's lifecycle. */
export function WithdrawalsRoute() {
  return (
    <RequirePermission permission="cashier.read">
      <WithdrawalsScreen />
    </RequirePermission>
  );
}
