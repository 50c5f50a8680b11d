import type { TRiskCaseList, TRiskCaseQuery } from '@lw/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RequirePermission } from '../../auth';
import { Banner } from '../../../components/ui/banner';
import { DataTable } from '../../../components/ui/data-table';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/input';
import { PageHeader } from '../../../components/ui/page-header';
import { ResultPager } from '../../../components/ui/pager';
import { Pill } from '../../../components/ui/pill';
import { apiErrorText } from '../../../lib/api-error-text';
import { useDateTime } from '../../../lib/datetime';
import { useRiskCases } from '../api/risk-api';
import { RiskCaseDialog } from '../components/risk-case-dialog';
import { ageText } from '../../../lib/age-text';
import { queueAgeColumn, queueOpenColumn } from '../../../components/ui/queue-columns';
import '../risk.css';

type Row = TRiskCaseList['items'][number];

function RiskScreen() {
  const { t, i18n } = useTranslation('risk');
  const { dateTime } = useDateTime();
  const [query, setQuery] = useState<TRiskCaseQuery>({
    status: 'active',
    sort: 'age',
    page: 1,
    pageSize: 20,
  });
  const [openId, setOpenId] = useState<number | null>(null);
  const cases = useRiskCases(query);

  const columns = useMemo<ColumnDef<Row, unknown>[]>(
    () => [
      { accessorKey: 'username', header: t('member'), meta: { label: t('member') } },
      {
        accessorKey: 'score',
        header: t('scoreTitle'),
        meta: { label: t('scoreTitle') },
        cell: ({ row }) => <span className="num">{row.original.score}</span>,
      },
      {
        accessorKey: 'memberScore',
        header: t('memberScoreTitle'),
        meta: { label: t('memberScoreTitle') },
        cell: ({ row }) => <span className="num">{row.original.memberScore}</span>,
      },
      {
        id: 'markers',
        header: t('markers'),
        enableSorting: false,
        meta: { label: t('markers') },
        cell: ({ row }) => (
          <span className="risk-markers">
            {row.original.markers.map((m) => (
              <Pill key={m} tone="warning">
                {t(`marker.${m}`)}
              </Pill>
            ))}
          </span>
        ),
      },
      {
        id: 'status',
        header: t('statusTitle'),
        meta: { label: t('statusTitle') },
        cell: ({ row }) => (
          <span>
            {t(`status.${row.original.status}`)}
            {row.original.assignedTo ? ` · ${row.original.assignedTo}` : ''}
          </span>
        ),
      },
      {
        id: 'openedAt',
        header: t('openedAtTitle'),
        meta: { label: t('openedAtTitle') },
        cell: ({ row }) => (
          <time dateTime={row.original.openedAt}>{dateTime(row.original.openedAt)}</time>
        ),
      },
      queueAgeColumn<Row>(t('ageTitle'), (seconds) => ageText(t, seconds)),
      queueOpenColumn<Row>(
        t('open'),
        (c) => t('openCase', { name: c.username }),
        (c) => setOpenId(c.id),
      ),
    ],
    [t, dateTime],
  );

  return (
    <div className="page">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Link className="btn btn--secondary" to="/risk/settings">
            {t('rules.nav')}
          </Link>
        }
      />
      <div className="risk-filters">
        <Field label={t('statusTitle')} htmlFor="risk-status">
          <Select
            id="risk-status"
            value={query.status}
            onChange={(e) =>
              setQuery({ ...query, status: e.target.value as TRiskCaseQuery['status'], page: 1 })
            }
          >
            {(['active', 'open', 'assigned', 'closed'] as const).map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('sortTitle')} htmlFor="risk-sort">
          <Select
            id="risk-sort"
            value={query.sort}
            onChange={(e) => setQuery({ ...query, sort: e.target.value as TRiskCaseQuery['sort'] })}
          >
            <option value="age">{t('sort.age')}</option>
            <option value="score">{t('sort.score')}</option>
          </Select>
        </Field>
      </div>
      {cases.isError && <Banner tone="danger">{apiErrorText(cases.error, i18n.language)}</Banner>}
      <DataTable
        caption={t('title')}
        data={cases.data?.items ?? []}
        columns={columns}
        getRowId={(c) => String(c.id)}
        loading={cases.isPending}
        emptyText={t('empty')}
        csvFilename="risk-cases.csv"
      />
      <ResultPager
        result={cases.data ? { ...query, total: cases.data.total } : undefined}
        onChange={(paging) => setQuery({ ...query, ...paging })}
      />
      {openId !== null ? <RiskCaseDialog id={openId} onClose={() => setOpenId(null)} /> : null}
    </div>
  );
}

/** /risk — markers of harm: the queue of members to look at, oldest first. */
export function RiskRoute() {
  return (
    <RequirePermission permission="risk.manage">
      <RiskScreen />
    </RequirePermission>
  );
}
