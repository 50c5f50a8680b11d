import { REWARD_STATUSES, type TAdminRewardPage } from '@lw/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequirePermission } from '../../auth';
import { Banner } from '../../../components/ui/banner';
import { DataTable } from '../../../components/ui/data-table';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/input';
import { Money } from '../../../components/ui/money';
import { PageHeader } from '../../../components/ui/page-header';
import { Pill } from '../../../components/ui/pill';
import { apiErrorText } from '../../../lib/api-error-text';
import { useDateTime } from '../../../lib/datetime';
import { useAdminRewards } from '../api/engagement-api';
import '../engagement.css';

type Row = TAdminRewardPage['items'][number];

function RewardsScreen() {
  const { t, i18n } = useTranslation('engagement');
  const { dateTime } = useDateTime();
  const [status, setStatus] = useState<string>('');
  const rewards = useAdminRewards({ status: status || undefined, page: 1 });
  const columns = useMemo<ColumnDef<Row, unknown>[]>(
    () => [
      { accessorKey: 'id', header: 'ID', meta: { label: 'ID', className: 'num' } },
      {
        accessorKey: 'username',
        header: t('rewards.member'),
        meta: { label: t('rewards.member') },
      },
      {
        id: 'source',
        accessorFn: (r) => t(`source.${r.sourceKind}`, { defaultValue: r.sourceKind }),
        header: t('rewards.source'),
        meta: { label: t('rewards.source') },
      },
      {
        accessorKey: 'amount',
        header: t('rewards.amount'),
        meta: { label: t('rewards.amount'), className: 'num' },
        cell: ({ row }) => <Money minor={row.original.amount} currency={row.original.currency} />,
      },
      {
        id: 'until',
        accessorFn: (r) => r.availableUntil ?? '',
        header: t('rewards.until'),
        meta: { label: t('rewards.until') },
        cell: ({ row }) =>
          row.original.availableUntil ? dateTime(row.original.availableUntil) : '—',
      },
      {
        id: 'status',
        accessorFn: (r) => t(`status.${r.status}`),
        header: t('rewards.status'),
        meta: { label: t('rewards.status') },
        cell: ({ row }) => (
          <Pill
            tone={
              row.original.status === 'claimed'
                ? 'success'
                : row.original.status === 'expired'
                  ? 'neutral'
                  : 'info'
            }
          >
            {t(`status.${row.original.status}`)}
          </Pill>
        ),
      },
      {
        id: 'claimedAt',
        accessorFn: (r) => r.claimedAt ?? '',
        header: t('rewards.claimedAt'),
        meta: { label: t('rewards.claimedAt') },
        cell: ({ row }) => (row.original.claimedAt ? dateTime(row.original.claimedAt) : '—'),
      },
    ],
    [t, dateTime],
  );
  return (
    <div className="page">
      <PageHeader title={t('rewards.title')} description={t('rewards.description')} />
      <div className="eg-filters">
        <Field label={t('rewards.status')} htmlFor="rw-status">
          <Select id="rw-status" value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">{t('any')}</option>
            {REWARD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {rewards.isError && (
        <Banner tone="danger">{apiErrorText(rewards.error, i18n.language)}</Banner>
      )}
      <DataTable
        caption={t('rewards.title')}
        data={rewards.data?.items ?? []}
        columns={columns}
        getRowId={(r) => String(r.id)}
        loading={rewards.isPending}
        emptyText={t('rewards.empty')}
        csvFilename="rewards.csv"
      />
    </div>
  );
}

/** /engagement/rewards — every member's rewards of the reward centre. */
export function RewardsRoute() {
  return (
    <RequirePermission permission="cashier.read">
      <RewardsScreen />
    </RequirePermission>
  );
}
