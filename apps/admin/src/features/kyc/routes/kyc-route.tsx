import type { TKycQueueItem } from '@lw/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequirePermission } from '../../auth';
import { Banner } from '../../../components/ui/banner';
import { DataTable } from '../../../components/ui/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { ageText } from '../../../lib/age-text';
import { apiErrorText } from '../../../lib/api-error-text';
import { queueAgeColumn, queueOpenColumn } from '../../../components/ui/queue-columns';
import { useKycQueue } from '../api/kyc-api';
import { KycReviewDialog } from '../components/kyc-review-dialog';
import '../kyc.css';

function KycScreen() {
  const { t, i18n } = useTranslation('kyc');
  const queue = useKycQueue();
  const [open, setOpen] = useState<TKycQueueItem | null>(null);
  const columns = useMemo<ColumnDef<TKycQueueItem, unknown>[]>(() => {
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
      queueAgeColumn<TKycQueueItem>(t('ageTitle'), (seconds) => ageText(t, seconds)),
      queueOpenColumn<TKycQueueItem>(
        t('open'),
        (item) => t('openDocument', { name: item.username }),
        setOpen,
      ),
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
