import { ADJUSTMENT_STATUSES, type TAdjustment } from '@lw/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { Check, Plus, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RequirePermission, useCan, useSession } from '../../auth';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { Select } from '../../../components/ui/input';
import { PageHeader } from '../../../components/ui/page-header';
import { ResultPager } from '../../../components/ui/pager';
import { useToast } from '../../../components/ui/toast';
import { apiErrorText } from '../../../lib/api-error-text';
import { decisionErrorText } from '../lib/decision-error';
import { useDateTime } from '../../../lib/datetime';
import { formatMoney } from '../../../lib/money';
import { useAllSettings } from '../../settings';
import { useAdjustments, useDecideAdjustment } from '../api/use-withdrawals';
import { CreateAdjustmentDrawer } from '../components/create-adjustment-drawer';
import { amountColumn, statusColumn } from '../components/queue-columns';
import { ReasonDialog } from '../components/reason-dialog';

type Status = TAdjustment['status'];
type Deciding = { decision: 'approve' | 'reject'; adjustment: TAdjustment } | null;

function AdjustmentsScreen() {
  const { t, i18n } = useTranslation('cashier');
  const { dateTime } = useDateTime();
  const lang = i18n.language;
  const toast = useToast();
  const { operator } = useSession();
  const canManage = useCan('cashier.manage');
  const canApprove = useCan('cashier.approve');
  const settings = useAllSettings();
  const [params, setParams] = useSearchParams();
  const status = ADJUSTMENT_STATUSES.find((s) => s === params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const pageSize = Math.min(200, Math.max(1, Number(params.get('pageSize')) || 50));
  const list = useAdjustments({ status, page, pageSize });
  const decide = useDecideAdjustment();
  const [creating, setCreating] = useState(false);
  const [deciding, setDeciding] = useState<Deciding>(null);
  const currency = settings.data?.cashier.currency ?? '';

  function update(next: { status?: Status; page?: number; pageSize?: number }) {
    const merged = { status, page: 1, pageSize, ...next };
    const out = new URLSearchParams();
    if (merged.status) out.set('status', merged.status);
    if (merged.page !== 1) out.set('page', String(merged.page));
    if (merged.pageSize !== 50) out.set('pageSize', String(merged.pageSize));
    setParams(out);
  }

  async function doDecide(adjustment: TAdjustment, decision: 'approve' | 'reject', note?: string) {
    try {
      await decide.mutateAsync({ id: adjustment.id, decision, note });
      toast.success(
        t(decision === 'approve' ? 'adjustments.approvedToast' : 'adjustments.rejectedToast', {
          member: adjustment.username,
        }),
      );
      setDeciding(null);
    } catch (error) {
      toast.error(decisionErrorText(error, lang, t, 'adjustment'));
      if (decision === 'approve') setDeciding(null);
    }
  }

  const columns = useMemo<ColumnDef<TAdjustment, unknown>[]>(
    () => [
      {
        accessorKey: 'id',
        header: t('adjustments.id'),
        meta: { label: t('adjustments.id'), className: 'num' },
      },
      {
        accessorKey: 'username',
        header: t('queue.member'),
        meta: { label: t('queue.member') },
        cell: ({ row }) => (
          <Link
            to={`/cashier/wallets?accountId=${row.original.accountId}`}
            className="mono table-link"
          >
            {row.original.username}
          </Link>
        ),
      },
      amountColumn(t),
      {
        accessorKey: 'wallet',
        header: t('adjustments.wallet'),
        meta: { label: t('adjustments.wallet') },
        cell: ({ row }) => t(`wallets.purposes.${row.original.wallet}`),
      },
      { accessorKey: 'reason', header: t('reason'), meta: { label: t('reason') } },
      statusColumn(
        t,
        'adjustment',
        (a) => a.decisionNote && <span className="muted">{a.decisionNote}</span>,
      ),
      {
        accessorKey: 'requestedByUsername',
        header: t('adjustments.maker'),
        meta: { label: t('adjustments.maker') },
        cell: ({ row }) => (
          <span className="two-line">
            <span className="mono">{row.original.requestedByUsername}</span>
            <span className="muted nowrap">{dateTime(row.original.createdAt)}</span>
          </span>
        ),
      },
      {
        accessorKey: 'decidedByUsername',
        header: t('adjustments.checker'),
        meta: { label: t('adjustments.checker') },
        cell: ({ row }) => (
          <span className="two-line">
            <span className="mono">{row.original.decidedByUsername ?? '—'}</span>
            {row.original.decidedAt && (
              <span className="muted nowrap">{dateTime(row.original.decidedAt)}</span>
            )}
          </span>
        ),
      },
      {
        id: 'actions',
        header: () => <span className="visually-hidden">{t('actions')}</span>,
        enableHiding: false,
        meta: { noExport: true, className: 'actions' },
        cell: ({ row }) => {
          const a = row.original;
          if (a.status !== 'pending_approval' || !canApprove) return null;
          // Maker-checker: the maker may not decide on their own request (the server refuses too).
          if (a.requestedBy === operator.id) {
            return <span className="muted">{t('adjustments.awaitingOther')}</span>;
          }
          return (
            <>
              <Button
                size="sm"
                variant="primary"
                icon={<Check size={14} />}
                aria-label={t('adjustments.approveOf', { id: a.id })}
                onClick={() => setDeciding({ decision: 'approve', adjustment: a })}
              >
                {t('approve')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                icon={<X size={14} />}
                aria-label={t('adjustments.rejectOf', { id: a.id })}
                onClick={() => setDeciding({ decision: 'reject', adjustment: a })}
              >
                {t('reject')}
              </Button>
            </>
          );
        },
      },
    ],
    [t, canApprove, operator.id, dateTime],
  );
  const serverColumns = useMemo(
    () => columns.map((c) => ({ ...c, enableSorting: false })),
    [columns],
  );
  const data = list.data;
  const a = deciding?.adjustment;

  return (
    <div className="page">
      <PageHeader
        title={t('adjustments.title')}
        description={t('adjustments.description')}
        actions={
          canManage && (
            <Button variant="primary" icon={<Plus size={16} />} onClick={() => setCreating(true)}>
              {t('adjustments.create')}
            </Button>
          )
        }
      />
      {list.isError && <Banner tone="danger">{apiErrorText(list.error, lang)}</Banner>}
      <DataTable
        caption={t('adjustments.title')}
        data={data?.items ?? []}
        columns={serverColumns}
        getRowId={(row) => String(row.id)}
        loading={list.isPending || list.isPlaceholderData}
        emptyText={t('adjustments.empty')}
        csvFilename={`adjustments-page-${page}.csv`}
        toolbar={
          <div className="filters">
            <Select
              aria-label={t('queue.status')}
              className="filters__select"
              value={status ?? ''}
              onChange={(e) =>
                update({ status: (e.target.value || undefined) as Status | undefined })
              }
            >
              <option value="">{t('queue.allStatuses')}</option>
              {ADJUSTMENT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`statuses.adjustment.${s}`)}
                </option>
              ))}
            </Select>
          </div>
        }
        footer={<ResultPager result={data} onChange={update} />}
      />
      {creating && (
        <CreateAdjustmentDrawer
          threshold={settings.data?.cashier.makerCheckerThreshold}
          currency={currency}
          onClose={() => setCreating(false)}
          onCreated={(created) => {
            setCreating(false);
            toast.success(
              created.status === 'pending_approval'
                ? t('adjustments.pendingToast', { member: created.username })
                : t('adjustments.postedToast', { member: created.username }),
            );
          }}
        />
      )}
      {deciding?.decision === 'approve' && a && (
        <ConfirmDialog
          open
          title={t('adjustments.approveTitle')}
          description={t('adjustments.approveText', {
            amount: formatMoney(a.amount, lang, a.currency),
            currency: a.currency,
            member: a.username,
            maker: a.requestedByUsername,
          })}
          confirmLabel={t('approve')}
          loading={decide.isPending}
          onCancel={() => setDeciding(null)}
          onConfirm={() => void doDecide(a, 'approve')}
        />
      )}
      {deciding?.decision === 'reject' && a && (
        <ReasonDialog
          title={t('adjustments.rejectTitle')}
          description={t('adjustments.rejectText', {
            amount: formatMoney(a.amount, lang, a.currency),
            currency: a.currency,
            member: a.username,
          })}
          confirmLabel={t('reject')}
          loading={decide.isPending}
          onCancel={() => setDeciding(null)}
          onConfirm={(note) => void doDecide(a, 'reject', note)}
        />
      )}
    </div>
  );
}

/** /cashier/adjustments — manual credits and debits with maker-checker approval. */
export function AdjustmentsRoute() {
  return (
    <RequirePermission permission="cashier.read">
      <AdjustmentsScreen />
    </RequirePermission>
  );
}
