import {
  FEEDBACK_STATUSES,
  pickLocalized,
  type TAdminFeedback,
  type TFeedbackStatus,
} from '@lw/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { Settings2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RequirePermission } from '../../auth';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { DatePicker } from '../../../components/ui/date-picker';
import { Input, Select } from '../../../components/ui/input';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { Pager } from '../../../components/ui/pager';
import { Pill } from '../../../components/ui/pill';
import { useDateTime } from '../../../lib/datetime';
import { useFeedbackPage, useFeedbackSettings, type FeedbackFilters } from '../api/feedback-api';
import { FeedbackDetail } from '../components/feedback-detail';
import { FeedbackSettingsForm } from '../components/feedback-settings-form';
import '../feedback.css';

const TONE = { open: 'warning', replied: 'success', closed: 'neutral' } as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function readFilters(params: URLSearchParams): FeedbackFilters {
  const status = params.get('status') as TFeedbackStatus | null;
  const text = (key: string) => params.get(key)?.trim() || undefined;
  const day = (key: string) => (DAY.test(params.get(key) ?? '') ? params.get(key)! : undefined);
  return {
    page: Math.max(1, Number(params.get('page')) || 1),
    pageSize: Math.min(200, Math.max(1, Number(params.get('pageSize')) || 25)),
    ...(status && FEEDBACK_STATUSES.includes(status) ? { status } : {}),
    ...(text('questionType') ? { questionType: text('questionType') } : {}),
    ...(text('member') ? { member: text('member') } : {}),
    ...(day('from') ? { from: day('from') } : {}),
    ...(day('to') ? { to: day('to') } : {}),
  };
}

function FeedbackScreen() {
  const { t, i18n } = useTranslation('feedback');
  const { dateTime } = useDateTime();
  const lang = i18n.language;
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const page = useFeedbackPage(filters);
  const settings = useFeedbackSettings();
  const [open, setOpen] = useState<TAdminFeedback | null>(null);
  const [editingRules, setEditingRules] = useState(false);

  const typeLabel = (code: string) => {
    const type = settings.data?.questionTypes.find((q) => q.code === code);
    return type ? pickLocalized(type.label, lang) : code;
  };

  function update(next: Partial<FeedbackFilters>) {
    const merged: Record<string, unknown> = { ...filters, page: 1, ...next };
    const out = new URLSearchParams();
    for (const [key, value] of Object.entries(merged)) {
      if (value !== undefined && value !== '') out.set(key, String(value));
    }
    setParams(out);
  }

  const columns = useMemo<ColumnDef<TAdminFeedback, unknown>[]>(
    () => [
      {
        accessorKey: 'createdAt',
        header: t('sentAt'),
        meta: { label: t('sentAt') },
        cell: ({ row }) => (
          <time dateTime={row.original.createdAt} className="nowrap">
            {dateTime(row.original.createdAt)}
          </time>
        ),
      },
      { accessorKey: 'username', header: t('member'), meta: { label: t('member') } },
      {
        accessorKey: 'questionType',
        header: t('type'),
        meta: { label: t('type') },
        cell: ({ row }) => typeLabel(row.original.questionType),
      },
      {
        accessorKey: 'content',
        header: t('content'),
        enableSorting: false,
        meta: { label: t('content') },
        cell: ({ row }) => (
          <button
            type="button"
            className="link-button feedback-snippet"
            onClick={() => setOpen(row.original)}
          >
            {row.original.content.slice(0, 80)}
            {row.original.content.length > 80 ? '…' : ''}
          </button>
        ),
      },
      {
        accessorKey: 'status',
        header: t('status'),
        meta: { label: t('status') },
        cell: ({ row }) => (
          <Pill tone={TONE[row.original.status]}>{t(`statuses.${row.original.status}`)}</Pill>
        ),
      },
    ],
    // typeLabel reads the settings, which the key below covers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, lang, settings.data],
  );

  return (
    <div className="page">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Button
            icon={<Settings2 size={16} />}
            disabled={!settings.data}
            onClick={() => setEditingRules(true)}
          >
            {t('settings.title')}
          </Button>
        }
      />
      <div className="feedback-filters">
        <label>
          <span>{t('status')}</span>
          <Select
            value={filters.status ?? ''}
            onChange={(e) =>
              update({ status: (e.target.value || undefined) as TFeedbackStatus | undefined })
            }
          >
            <option value="">{t('all')}</option>
            {FEEDBACK_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`statuses.${s}`)}
              </option>
            ))}
          </Select>
        </label>
        <label>
          <span>{t('type')}</span>
          <Select
            value={filters.questionType ?? ''}
            onChange={(e) => update({ questionType: e.target.value || undefined })}
          >
            <option value="">{t('all')}</option>
            {settings.data?.questionTypes.map((q) => (
              <option key={q.code} value={q.code}>
                {pickLocalized(q.label, lang)}
              </option>
            ))}
          </Select>
        </label>
        <label>
          <span>{t('member')}</span>
          <Input
            defaultValue={filters.member ?? ''}
            onKeyDown={(e) => {
              if (e.key === 'Enter') update({ member: e.currentTarget.value.trim() || undefined });
            }}
            onBlur={(e) => update({ member: e.currentTarget.value.trim() || undefined })}
          />
        </label>
        <DatePicker
          showLabel
          label={t('from')}
          value={filters.from}
          max={filters.to}
          onChange={(from) => update({ from })}
        />
        <DatePicker
          showLabel
          label={t('to')}
          value={filters.to}
          min={filters.from}
          onChange={(to) => update({ to })}
        />
      </div>
      {page.isError ? (
        <LoadError error={page.error} onRetry={() => void page.refetch()} />
      ) : (
        <>
          <DataTable
            data={page.data?.items ?? []}
            columns={columns}
            caption={t('title')}
            getRowId={(f) => String(f.id)}
            loading={page.isPending}
            emptyText={t('empty')}
          />
          <Pager
            page={filters.page}
            pageSize={filters.pageSize}
            total={page.data?.total ?? 0}
            onPage={(p) => update({ page: p })}
            onPageSize={(pageSize) => update({ pageSize })}
          />
        </>
      )}
      {open && (
        <FeedbackDetail
          item={open}
          typeLabel={typeLabel(open.questionType)}
          onClose={() => setOpen(null)}
        />
      )}
      {editingRules && settings.data && (
        <FeedbackSettingsForm settings={settings.data} onClose={() => setEditingRules(false)} />
      )}
    </div>
  );
}

/** /content/feedback — members' feedback: filter, open, reply, close; the rules (feedback.answer). */
export function FeedbackRoute() {
  return (
    <RequirePermission permission="feedback.answer">
      <FeedbackScreen />
    </RequirePermission>
  );
}
