import { pickLocalized, type TAdminPromotion } from '@lw/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequirePermission } from '../../auth';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { Money } from '../../../components/ui/money';
import { PageHeader } from '../../../components/ui/page-header';
import { useToast } from '../../../components/ui/toast';
import { apiErrorText } from '../../../lib/api-error-text';
import { useDateTime } from '../../../lib/datetime';
import { usePromotionAction, usePromotions } from '../api/promotions-api';
import { PromotionDrawer } from '../components/promotion-drawer';
import { PromotionReport } from '../components/promotion-report';
import '../promotions.css';

function PromotionsScreen() {
  const { t, i18n } = useTranslation('promotions');
  const { dateTime } = useDateTime();
  const list = usePromotions();
  const action = usePromotionAction();
  const toast = useToast();
  const [editing, setEditing] = useState<TAdminPromotion | 'new' | null>(null);
  const [reportId, setReportId] = useState<number | null>(null);
  const act = (id: number, kind: 'close' | 'draw') =>
    action.mutate(
      { id, action: kind },
      {
        onSuccess: () => toast.success(t(`done.${kind}`)),
        onError: (err) => toast.error(apiErrorText(err, i18n.language)),
      },
    );
  const columns = useMemo<ColumnDef<TAdminPromotion, unknown>[]>(
    () => [
      {
        id: 'title',
        header: t('title'),
        meta: { label: t('title') },
        accessorFn: (p) => pickLocalized(p.title, i18n.language),
      },
      {
        id: 'kind',
        header: t('kind'),
        meta: { label: t('kind') },
        accessorFn: (p) => t(`kinds.${p.rule.kind}`),
      },
      {
        id: 'category',
        header: t('category'),
        meta: { label: t('category') },
        accessorFn: (p) => t(`categories.${p.category}`),
      },
      {
        id: 'window',
        header: t('window'),
        meta: { label: t('window') },
        accessorFn: (p) => `${dateTime(p.startsAt)} – ${dateTime(p.endsAt)}`,
      },
      {
        id: 'state',
        header: t('state'),
        meta: { label: t('state') },
        accessorFn: (p) => t(`states.${p.state}`),
      },
      {
        id: 'spent',
        header: t('spent'),
        meta: { label: t('spent') },
        accessorFn: (p) => p.spent,
        cell: ({ row }) => (
          <span className="num">
            <Money minor={row.original.spent} />
            {row.original.budgetTotal !== null ? (
              <>
                {' '}
                / <Money minor={row.original.budgetTotal} />
              </>
            ) : null}
          </span>
        ),
      },
      {
        id: 'claims',
        header: t('claims'),
        meta: { label: t('claims') },
        accessorFn: (p) => p.claims,
      },
      {
        id: 'actions',
        header: t('actions'),
        meta: { label: t('actions') },
        enableSorting: false,
        cell: ({ row }) => (
          <span className="row-actions">
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setEditing(row.original)}
              disabled={row.original.state === 'closed'}
            >
              {t('editShort')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setReportId(row.original.id)}>
              {t('report.open')}
            </Button>
            {row.original.rule.kind === 'raffle' && row.original.state !== 'draft' ? (
              <Button size="sm" variant="ghost" onClick={() => act(row.original.id, 'draw')}>
                {t('draw')}
              </Button>
            ) : null}
            {row.original.state !== 'closed' ? (
              <Button size="sm" variant="danger" onClick={() => act(row.original.id, 'close')}>
                {t('close')}
              </Button>
            ) : null}
          </span>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language, dateTime],
  );
  return (
    <div className="page">
      <PageHeader
        title={t('pageTitle')}
        description={t('description')}
        actions={<Button onClick={() => setEditing('new')}>{t('create')}</Button>}
      />
      {list.isError ? (
        <Banner tone="danger">{apiErrorText(list.error, i18n.language)}</Banner>
      ) : null}
      <DataTable
        caption={t('pageTitle')}
        data={list.data?.items ?? []}
        columns={columns}
        getRowId={(p) => String(p.id)}
        loading={list.isPending}
        emptyText={t('empty')}
        csvFilename="promotions.csv"
      />
      {editing ? (
        <PromotionDrawer
          promotion={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {reportId !== null ? (
        <PromotionReport id={reportId} onClose={() => setReportId(null)} />
      ) : null}
    </div>
  );
}

/** /promotions — create, edit, schedule and close promotions; their cost and abuse signals. */
export function PromotionsRoute() {
  return (
    <RequirePermission permission="content.manage">
      <PromotionsScreen />
    </RequirePermission>
  );
}
