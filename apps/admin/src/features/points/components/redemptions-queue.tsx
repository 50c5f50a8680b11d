import {
  pickLocalized,
  REDEMPTION_STATUSES,
  type TPointsRedemption,
  type TRedemptionStatus,
} from '@lw/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { Field } from '../../../components/ui/field';
import { Select, Textarea } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { Money } from '../../../components/ui/money';
import { Pager } from '../../../components/ui/pager';
import { Pill, type Tone } from '../../../components/ui/pill';
import { useToast } from '../../../components/ui/toast';
import { apiErrorText } from '../../../lib/api-error-text';
import { useDateTime } from '../../../lib/datetime';
import { useDecideRedemption, useRedemptions, type RedemptionFilter } from '../api/points-api';

const TONES: Record<TRedemptionStatus, Tone> = {
  in_process: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/** Rejecting asks why (the member reads the remark) and says the points go back. */
function RejectDialog({
  target,
  onClose,
}: {
  target: TPointsRedemption | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('points');
  const toast = useToast();
  const decide = useDecideRedemption();
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (!target) return;
    if (!remark.trim()) {
      setError(t('queue.reasonRequired'));
      return;
    }
    try {
      const done = await decide.mutateAsync({
        id: target.id,
        step: 'reject',
        remark: remark.trim(),
      });
      toast.success(
        t('queue.rejected', {
          reference: done.reference,
          points: done.points.toLocaleString(i18n.language),
          username: done.username ?? '',
        }),
      );
      setRemark('');
      setError(null);
      onClose();
    } catch (e) {
      setError(apiErrorText(e, i18n.language));
    }
  };
  return (
    <Modal
      open={target !== null}
      onClose={onClose}
      title={t('queue.rejectTitle', { reference: target?.reference ?? '' })}
      description={t('queue.rejectDescription', {
        points: target?.points.toLocaleString(i18n.language) ?? '',
      })}
      size="sm"
      footer={
        <>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button variant="danger" loading={decide.isPending} onClick={() => void submit()}>
            {t('queue.reject')}
          </Button>
        </>
      }
    >
      <Field label={t('queue.reason')} htmlFor="pts-reject-reason" errors={[error ?? undefined]}>
        <Textarea
          id="pts-reject-reason"
          rows={3}
          maxLength={500}
          invalid={!!error}
          value={remark}
          onChange={(e) => setRemark(e.target.value)}
        />
      </Field>
    </Modal>
  );
}

/** The redemption queue: by status, newest first; approve, or reject with a reason (refund). */
export function RedemptionsQueue({ canDecide }: { canDecide: boolean }) {
  const { t, i18n } = useTranslation('points');
  const { dateTime } = useDateTime();
  const toast = useToast();
  const [filter, setFilter] = useState<RedemptionFilter>({
    status: 'in_process',
    page: 1,
    pageSize: 50,
  });
  const list = useRedemptions(filter);
  const decide = useDecideRedemption();
  const [approving, setApproving] = useState<TPointsRedemption | null>(null);
  const [rejecting, setRejecting] = useState<TPointsRedemption | null>(null);
  const approve = async () => {
    if (!approving) return;
    try {
      const done = await decide.mutateAsync({ id: approving.id, step: 'approve' });
      toast.success(t('queue.approved', { reference: done.reference }));
    } catch (e) {
      toast.error(apiErrorText(e, i18n.language));
    } finally {
      setApproving(null);
    }
  };
  const columns = useMemo<ColumnDef<TPointsRedemption, unknown>[]>(
    () => [
      {
        accessorKey: 'reference',
        header: t('queue.reference'),
        meta: { label: t('queue.reference') },
      },
      { accessorKey: 'username', header: t('queue.member'), meta: { label: t('queue.member') } },
      {
        id: 'item',
        accessorFn: (r) =>
          r.rewardName ? pickLocalized(r.rewardName, i18n.language) : t('queue.conversion'),
        header: t('queue.item'),
        meta: { label: t('queue.item') },
      },
      {
        accessorKey: 'points',
        header: t('queue.points'),
        meta: { label: t('queue.points'), className: 'num' },
        cell: ({ row }) => row.original.points.toLocaleString(i18n.language),
      },
      {
        accessorKey: 'amount',
        header: t('queue.amount'),
        meta: { label: t('queue.amount'), className: 'num' },
        cell: ({ row }) =>
          row.original.type === 'convert' ? (
            <Money minor={row.original.amount} currency={row.original.currency} />
          ) : (
            '—'
          ),
      },
      {
        accessorKey: 'status',
        header: t('queue.status'),
        meta: { label: t('queue.status') },
        cell: ({ row }) => (
          <span className="pts-status">
            <Pill tone={TONES[row.original.status]}>{t(`status.${row.original.status}`)}</Pill>
            {row.original.status === 'rejected' && (
              <span className="muted">{t('queue.refunded')}</span>
            )}
          </span>
        ),
      },
      {
        accessorKey: 'remark',
        header: t('queue.remark'),
        meta: { label: t('queue.remark') },
        cell: ({ row }) => row.original.remark ?? '—',
      },
      {
        accessorKey: 'createdAt',
        header: t('queue.createdAt'),
        meta: { label: t('queue.createdAt') },
        cell: ({ row }) => dateTime(row.original.createdAt),
      },
      {
        accessorKey: 'decidedAt',
        header: t('queue.decidedAt'),
        meta: { label: t('queue.decidedAt') },
        cell: ({ row }) => dateTime(row.original.decidedAt),
      },
      {
        id: 'actions',
        header: t('actions'),
        enableSorting: false,
        meta: { label: t('actions'), noExport: true },
        cell: ({ row }) =>
          canDecide && row.original.status === 'in_process' ? (
            <div className="pts-actions">
              <Button
                size="sm"
                variant="primary"
                aria-label={t('queue.approveOf', { reference: row.original.reference })}
                onClick={() => setApproving(row.original)}
              >
                {t('queue.approve')}
              </Button>
              <Button
                size="sm"
                variant="danger"
                aria-label={t('queue.rejectOf', { reference: row.original.reference })}
                onClick={() => setRejecting(row.original)}
              >
                {t('queue.reject')}
              </Button>
            </div>
          ) : null,
      },
    ],
    [t, i18n.language, dateTime, canDecide],
  );
  return (
    <>
      {list.isError && <Banner tone="danger">{apiErrorText(list.error, i18n.language)}</Banner>}
      <DataTable
        caption={t('queue.title')}
        data={list.data?.items ?? []}
        columns={columns}
        getRowId={(r) => String(r.id)}
        loading={list.isPending || list.isPlaceholderData}
        emptyText={t('queue.empty')}
        csvFilename={`points-redemptions-${filter.status ?? 'all'}.csv`}
        // The queue fits a laptop screen; the decision time is one click away (Columns).
        initialHidden={{ decidedAt: true }}
        toolbar={
          <div className="filters">
            <Select
              aria-label={t('queue.statusFilter')}
              value={filter.status ?? ''}
              onChange={(e) =>
                setFilter((f) => ({
                  ...f,
                  page: 1,
                  status: e.target.value === '' ? undefined : (e.target.value as TRedemptionStatus),
                }))
              }
            >
              <option value="">{t('queue.allStatuses')}</option>
              {REDEMPTION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`status.${s}`)}
                </option>
              ))}
            </Select>
          </div>
        }
      />
      {list.data && (
        <Pager
          page={filter.page}
          pageSize={filter.pageSize}
          total={list.data.total}
          onPage={(page) => setFilter((f) => ({ ...f, page }))}
          // The queue answers at most 100 a page.
          onPageSize={(pageSize) =>
            setFilter((f) => ({ ...f, page: 1, pageSize: Math.min(pageSize, 100) }))
          }
        />
      )}
      <ConfirmDialog
        open={approving !== null}
        title={t('queue.approveTitle', { reference: approving?.reference ?? '' })}
        description={t('queue.approveDescription', { username: approving?.username ?? '' })}
        confirmLabel={t('queue.approve')}
        loading={decide.isPending}
        onConfirm={() => void approve()}
        onCancel={() => setApproving(null)}
      />
      <RejectDialog target={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}
