import {
  dayRangeInstants,
  DEPOSIT_STATUSES,
  type TAdminDeposit,
  type TDepositStatus,
} from '@lw/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { Check, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RequirePermission, useCan } from '../../auth';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { ResultPager } from '../../../components/ui/pager';
import { useToast } from '../../../components/ui/toast';
import { apiErrorText } from '../../../lib/api-error-text';
import { decisionErrorText } from '../lib/decision-error';
import { useDateTime } from '../../../lib/datetime';
import { shippedLanguage } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import {
  useApproveDeposit,
  useDepositQueue,
  usePaymentMethods,
  useRejectDeposit,
} from '../api/use-deposits';
import { amountColumn, createdColumn, statusColumn } from '../components/queue-columns';
import { QueueToolbar } from '../components/queue-toolbar';
import { ReasonDialog } from '../components/reason-dialog';
import { StatusTotals } from '../components/status-totals';
import { queueFiltersToParams, readQueueFilters, type QueueFilters } from '../lib/queue-filters';

type Filters = QueueFilters<TDepositStatus>;

function DepositsScreen() {
  const { t, i18n } = useTranslation('cashier');
  const { dateTime, timeZone } = useDateTime();
  const lang = i18n.language;
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readQueueFilters(params, DEPOSIT_STATUSES), [params]);
  const { fromDate, toDate, ...rest } = filters;
  const queue = useDepositQueue({ ...rest, ...dayRangeInstants(fromDate, toDate, timeZone) });
  const methods = usePaymentMethods();
  const canManage = useCan('cashier.manage');
  const approve = useApproveDeposit();
  const reject = useRejectDeposit();
  const [approving, setApproving] = useState<TAdminDeposit | null>(null);
  const [rejecting, setRejecting] = useState<TAdminDeposit | null>(null);

  function update(next: Partial<Filters>) {
    setParams(queueFiltersToParams({ ...filters, page: 1, ...next }), {
      replace: 'username' in next,
    });
  }

  async function doApprove(deposit: TAdminDeposit) {
    try {
      await approve.mutateAsync(deposit.id);
      toast.success(t('deposits.approvedToast', { reference: deposit.referenceCode }));
    } catch (error) {
      toast.error(decisionErrorText(error, lang, t, 'deposit'));
    } finally {
      setApproving(null);
    }
  }

  async function doReject(deposit: TAdminDeposit, reason: string) {
    try {
      await reject.mutateAsync({ id: deposit.id, reason });
      toast.success(t('deposits.rejectedToast', { reference: deposit.referenceCode }));
      setRejecting(null);
    } catch (error) {
      toast.error(decisionErrorText(error, lang, t, 'deposit'));
    }
  }

  const columns = useMemo<ColumnDef<TAdminDeposit, unknown>[]>(
    () => [
      {
        accessorKey: 'username',
        header: t('queue.member'),
        meta: { label: t('queue.member') },
        cell: ({ row }) => (
          <Link to={`/accounts/${row.original.accountId}`} className="mono table-link">
            {row.original.username}
          </Link>
        ),
      },
      amountColumn(t),
      {
        id: 'method',
        accessorFn: (d) => d.methodName[shippedLanguage(lang)],
        header: t('queue.method'),
        meta: { label: t('queue.method') },
      },
      {
        accessorKey: 'referenceCode',
        header: t('queue.reference'),
        meta: { label: t('queue.reference') },
        cell: ({ row }) => <span className="mono">{row.original.referenceCode}</span>,
      },
      {
        accessorKey: 'payerName',
        header: t('deposits.payerName'),
        meta: { label: t('deposits.payerName') },
        cell: ({ row }) => row.original.payerName ?? '—',
      },
      createdColumn(t, dateTime),
      statusColumn(t, 'deposit', (d) => d.reason && <span className="muted">{d.reason}</span>),
      {
        accessorKey: 'decidedBy',
        header: t('queue.decidedBy'),
        meta: { label: t('queue.decidedBy') },
        cell: ({ row }) => (
          <span className="two-line">
            <span>{row.original.decidedBy ?? '—'}</span>
            {row.original.decidedAt && (
              <span className="muted nowrap">{dateTime(row.original.decidedAt)}</span>
            )}
          </span>
        ),
      },
      ...(canManage
        ? [
            {
              id: 'actions',
              header: () => <span className="visually-hidden">{t('actions')}</span>,
              enableHiding: false,
              meta: { noExport: true, className: 'actions' },
              cell: ({ row }) =>
                row.original.status === 'pending' && (
                  <>
                    <Button
                      size="sm"
                      variant="primary"
                      icon={<Check size={14} />}
                      aria-label={t('deposits.approveOf', {
                        reference: row.original.referenceCode,
                      })}
                      onClick={() => setApproving(row.original)}
                    >
                      {t('approve')}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      icon={<X size={14} />}
                      aria-label={t('deposits.rejectOf', { reference: row.original.referenceCode })}
                      onClick={() => setRejecting(row.original)}
                    >
                      {t('reject')}
                    </Button>
                  </>
                ),
            } satisfies ColumnDef<TAdminDeposit, unknown>,
          ]
        : []),
    ],
    [t, lang, canManage, dateTime],
  );
  // The server pages and orders the rows; sorting one page in the browser would mislead.
  const serverColumns = useMemo(
    () => columns.map((c) => ({ ...c, enableSorting: false })),
    [columns],
  );
  const data = queue.data;

  return (
    <div className="page">
      <PageHeader title={t('deposits.title')} description={t('deposits.description')} />
      <StatusTotals
        statuses={DEPOSIT_STATUSES}
        totals={data?.totals}
        current={filters.status}
        onSelect={(status) => update({ status })}
        labelOf={(s) => t(`statuses.deposit.${s}`)}
      />
      {queue.isError && <Banner tone="danger">{apiErrorText(queue.error, lang)}</Banner>}
      <DataTable
        caption={t('deposits.title')}
        data={data?.items ?? []}
        columns={serverColumns}
        getRowId={(d) => String(d.id)}
        loading={queue.isPending || queue.isPlaceholderData}
        emptyText={t('deposits.empty')}
        csvFilename={`deposits-page-${filters.page}.csv`}
        initialHidden={{ payerName: false }}
        toolbar={
          <QueueToolbar
            filters={filters}
            onChange={update}
            onClear={() =>
              setParams(
                queueFiltersToParams({
                  ...filters,
                  page: 1,
                  username: undefined,
                  paymentMethodId: undefined,
                  fromDate: undefined,
                  toDate: undefined,
                }),
              )
            }
            methods={(methods.data?.items ?? []).map((m) => ({
              id: m.id,
              label: m.name[shippedLanguage(lang)],
            }))}
          />
        }
        footer={<ResultPager result={data} onChange={update} />}
      />
      {approving && (
        <ConfirmDialog
          open
          title={t('deposits.approveTitle')}
          description={t('deposits.approveText', {
            amount: formatMoney(approving.amount, lang, approving.currency),
            currency: approving.currency,
            member: approving.username,
            reference: approving.referenceCode,
          })}
          confirmLabel={t('approve')}
          loading={approve.isPending}
          onCancel={() => setApproving(null)}
          onConfirm={() => void doApprove(approving)}
        />
      )}
      {rejecting && (
        <ReasonDialog
          title={t('deposits.rejectTitle')}
          description={t('deposits.rejectText', {
            amount: formatMoney(rejecting.amount, lang, rejecting.currency),
            currency: rejecting.currency,
            member: rejecting.username,
          })}
          confirmLabel={t('reject')}
          loading={reject.isPending}
          onCancel={() => setRejecting(null)}
          onConfirm={(reason) => void doReject(rejecting, reason)}
        />
      )}
    </div>
  );
}

/** /cashier/deposits — the deposit queue: filters, totals per status, approve and reject. */
export function DepositsRoute() {
  return (
    <RequirePermission permission="cashier.read">
      <DepositsScreen />
    </RequirePermission>
  );
}
