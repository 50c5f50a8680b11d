import type { TKycQueueItem } from '@lw/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequirePermission } from '../../auth';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { apiErrorText } from '../../../lib/api-error-text';
import { useKycQueue } from '../api/kyc-api';
import { KycReviewDialog } from '../components/kyc-review-dialog';
import '../kyc.css';

function KycScreen() {
  const { t, i18n } = useTranslation('kyc');
  const queue = useKycQueue();
  const [open, setOpen] = useState<TKycQueueItem | null>(null);
  const columns = useMemo<ColumnDef<TKycQueueItem, unknown>[]>(() => {
    const ageText = (seconds: number) =>
      seconds < 3600
        ? t('age.minutes', { count: Math.floor(seconds / 60) })
        : seconds < 86_400
          ? t('age.hours', { count: Math.floor(seconds / 3600) })
          : t('age.days', { count: Math.floor(seconds / 86_400) });

    return [
      { accessorKey: 'username', header: t('member'), meta: { label: t('member') } },
      {
        id: 'kind',
        header: t('kindTitle'),
        meta: { label: t('kindTitle') },
        cell: ({ row }) => t(`kind.${row.original.kind}`),
      },
      {
        id: 'level',
        header: t('levelTitle'),
        meta: { label: t('levelTitle') },
        cell: ({ row }) => <span className="num">{row.original.level}</span>,
      },
      {
        id: 'age',
        header: t('ageTitle'),
        meta: { label: t('ageTitle') },
        cell: ({ row }) => (
          <span className={row.original.ageSeconds >= 86_400 ? 'kyc-age--late' : undefined}>
            {ageText(row.original.ageSeconds)}
          </span>
        ),
      },
      {
        id: 'actions',
        header: () => <span className="visually-hidden">{t('open')}</span>,
        enableSorting: false,
        enableHiding: false,
        meta: { noExport: true },
        cell: ({ row }) => (
          <Button
            size="sm"
            aria-label={t('openDocument', { name: row.original.username })}
            onClick={() => setOpen(row.original)}
          >
            {t('open')}
          </Button>
        ),
      },
    ];
  }, [t]);

  return (
    <div className="page">
      <PageHeader title={t('title')} description={t('description')} />
      {queue.isError && <Banner tone="danger">{apiErrorText(queue.error, i18n.language)}</Banner>}
      <DataTable
        caption={t('title')}
        data={queue.data?.items ?? []}
        columns={columns}
        getRowId={(d) => String(d.id)}
        loading={queue.isPending}
        emptyText={t('empty')}
        csvFilename="kyc-queue.csv"
      />
      {open ? <KycReviewDialog item={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}

/** /kyc — members' identity documents waiting for review, oldest first. */
export function KycRoute() {
  return (
    <RequirePermission permission="kyc.review">
      <KycScreen />
    </RequirePermission>
  );
}
