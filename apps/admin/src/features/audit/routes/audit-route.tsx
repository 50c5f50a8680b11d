import type { TAuditEntry } from '@lw/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { ChevronDown, ChevronRight, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RequirePermission } from '../../auth';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { ResultPager } from '../../../components/ui/pager';
import { apiErrorText } from '../../../lib/api-error-text';
import { useDateTime } from '../../../lib/datetime';
import { useAuditPage, type AuditFilters } from '../api/audit-api';
import { ActionLabel } from '../components/action-label';
import { AuditDiff } from '../components/audit-diff';
import { AuditFilters as FilterBar, type AuditFilterValues } from '../components/audit-filters';

function readFilters(params: URLSearchParams): AuditFilters {
  const page = Math.max(1, Number(params.get('page')) || 1);
  const pageSize = Math.min(200, Math.max(1, Number(params.get('pageSize')) || 50));
  return {
    page,
    pageSize,
    action: params.get('action') || undefined,
    targetType: params.get('targetType') || undefined,
    targetId: params.get('targetId') || undefined,
    operator: params.get('operator') || undefined,
  };
}

function AuditScreen() {
  const { t, i18n } = useTranslation('audit');
  const { dateTime } = useDateTime();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const audit = useAuditPage(filters);
  const [expanded, setExpanded] = useState<string | null>(null);

  function update(next: Partial<AuditFilters>) {
    const merged = { ...filters, ...next };
    const out = new URLSearchParams();
    for (const [key, value] of Object.entries(merged)) {
      if (value !== undefined && value !== '') out.set(key, String(value));
    }
    setParams(out);
    setExpanded(null);
  }

  const filterValues = useMemo<AuditFilterValues>(
    () => ({
      action: filters.action ?? '',
      targetType: filters.targetType ?? '',
      operator: filters.operator ?? '',
    }),
    [filters],
  );

  const columns = useMemo<ColumnDef<TAuditEntry, unknown>[]>(
    () => [
      {
        id: 'expand',
        header: () => <span className="visually-hidden">{t('details')}</span>,
        enableSorting: false,
        enableHiding: false,
        meta: { noExport: true, className: 'expand-cell' },
        cell: ({ row }) => {
          const open = expanded === row.id;
          return (
            <button
              type="button"
              className="icon-btn icon-btn--sm"
              aria-expanded={open}
              aria-label={t(open ? 'hideDetails' : 'showDetails', { id: row.original.id })}
              onClick={() => setExpanded(open ? null : row.id)}
            >
              {open ? <ChevronDown size={16} /> : <ChevronRight size={16} />}
            </button>
          );
        },
      },
      {
        accessorKey: 'at',
        header: t('at'),
        meta: { label: t('at') },
        cell: ({ row }) => (
          <time dateTime={row.original.at} className="nowrap">
            {dateTime(row.original.at)}
          </time>
        ),
      },
      {
        accessorKey: 'operatorUsername',
        header: t('operator'),
        meta: { label: t('operator') },
        cell: ({ row }) =>
          row.original.operatorUsername ?? <span className="muted">{t('system')}</span>,
      },
      {
        accessorKey: 'action',
        header: t('action'),
        meta: { label: t('action') },
        cell: ({ row }) => <ActionLabel action={row.original.action} />,
      },
      { accessorKey: 'targetType', header: t('targetType'), meta: { label: t('targetType') } },
      {
        accessorKey: 'targetId',
        header: t('targetId'),
        meta: { label: t('targetId') },
        cell: ({ row }) => <span className="mono">{row.original.targetId ?? '—'}</span>,
      },
      {
        accessorKey: 'ip',
        header: t('ip'),
        meta: { label: t('ip') },
        cell: ({ row }) => <span className="mono">{row.original.ip ?? '—'}</span>,
      },
      {
        id: 'before',
        accessorFn: (e) => e.before,
        header: t('before'),
        enableSorting: false,
        meta: {
          label: t('before'),
          csv: (e) => (e.before == null ? '' : JSON.stringify(e.before)),
        },
        cell: () => null,
      },
      {
        id: 'after',
        accessorFn: (e) => e.after,
        header: t('after'),
        enableSorting: false,
        meta: { label: t('after'), csv: (e) => (e.after == null ? '' : JSON.stringify(e.after)) },
        cell: () => null,
      },
    ],
    [t, expanded, dateTime],
  );

  const data = audit.data;
  // Only this record's entries, even from a server that does not filter by target id yet.
  const items = useMemo(
    () =>
      (data?.items ?? []).filter(
        (e) => filters.targetId === undefined || e.targetId === filters.targetId,
      ),
    [data, filters.targetId],
  );
  return (
    <div className="page">
      <PageHeader title={t('title')} description={t('description')} />
      {audit.isError && <Banner tone="danger">{apiErrorText(audit.error, i18n.language)}</Banner>}
      <DataTable
        caption={t('title')}
        data={items}
        columns={columns}
        getRowId={(e) => String(e.id)}
        loading={audit.isPending || audit.isPlaceholderData}
        emptyText={t('empty')}
        csvFilename={`audit-log-page-${filters.page}.csv`}
        toolbar={
          <>
            <FilterBar
              value={filterValues}
              onApply={(v) =>
                update({
                  ...v,
                  // The record filter belongs to its target type.
                  targetId: v.targetType === filters.targetType ? filters.targetId : undefined,
                  page: 1,
                })
              }
            />
            {filters.targetId && (
              <Button
                size="sm"
                variant="ghost"
                icon={<X size={14} />}
                aria-label={t('clearTarget', { id: filters.targetId })}
                onClick={() => update({ targetId: undefined, page: 1 })}
              >
                {t('targetFilter', { type: filters.targetType ?? '', id: filters.targetId })}
              </Button>
            )}
          </>
        }
        renderExpanded={(entry) => <AuditDiff entry={entry} />}
        expandedId={expanded}
        initialHidden={{ before: false, after: false, ip: false }}
        footer={<ResultPager result={data} onChange={update} />}
      />
    </div>
  );
}

/** /audit — who changed what, when, with before and after. */
export function AuditRoute() {
  return (
    <RequirePermission permission="audit.read">
      <AuditScreen />
    </RequirePermission>
  );
}
