import type { TPromotionApplication } from '@lw/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequirePermission } from '../../auth';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { Select } from '../../../components/ui/input';
import { apiErrorText } from '../../../lib/api-error-text';
import { useDateTime } from '../../../lib/datetime';
import { usePromotionApplications } from '../api/promotions-api';
import { ApplicationDialog } from '../components/application-dialog';
import '../promotions.css';

function ApplicationsScreen() {
  const { t, i18n } = useTranslation('promotions');
  const { dateTime } = useDateTime();
  const [status, setStatus] = useState<'applying' | 'issued' | 'rejected'>('applying');
  const list = usePromotionApplications(status);
  const [open, setOpen] = useState<TPromotionApplication | null>(null);
  const columns = useMemo<ColumnDef<TPromotionApplication, unknown>[]>(
    () => [
      {
        accessorKey: 'username',
        header: t('applications.member'),
        meta: { label: t('applications.member') },
      },
      { accessorKey: 'promotionTitle', header: t('title'), meta: { label: t('title') } },
      {
        accessorKey: 'remark',
        header: t('applications.remark'),
        meta: { label: t('applications.remark') },
      },
      {
        accessorKey: 'imageCount',
        header: t('applications.images'),
        meta: { label: t('applications.images') },
      },
      {
        id: 'createdAt',
        header: t('applications.at'),
        meta: { label: t('applications.at') },
        accessorFn: (a) => dateTime(a.createdAt),
      },
      {
        id: 'open',
        header: t('actions'),
        meta: { label: t('actions') },
        enableSorting: false,
        cell: ({ row }) => (
          <Button size="sm" variant="secondary" onClick={() => setOpen(row.original)}>
            {t('applications.open')}
          </Button>
        ),
      },
    ],
    [t, dateTime],
  );
  return (
    <div className="page">
      <PageHeader
        title={t('applications.title')}
        description={t('applications.description')}
        actions={
          <Select
            aria-label={t('applications.statusFilter')}
            value={status}
            onChange={(e) => setStatus(e.target.value as 'applying')}
          >
            {(['applying', 'issued', 'rejected'] as const).map((s) => (
              <option key={s} value={s}>
                {t(`applications.status.${s}`)}
              </option>
            ))}
          </Select>
        }
      />
      {list.isError ? (
        <Banner tone="danger">{apiErrorText(list.error, i18n.language)}</Banner>
      ) : null}
      <DataTable
        caption={t('applications.title')}
        data={list.data?.items ?? []}
        columns={columns}
        getRowId={(a) => String(a.id)}
        loading={list.isPending}
        emptyText={t('applications.empty')}
        csvFilename="promotion-applications.csv"
      />
      {open ? <ApplicationDialog item={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}

/** /promotions/applications — apply-for-review applications with their images. */
export function PromotionApplicationsRoute() {
  return (
    <RequirePermission permission="cashier.manage">
      <ApplicationsScreen />
    </RequirePermission>
  );
}
