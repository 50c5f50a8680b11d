import { ENGAGEMENT_API, pickLocalized, type TRedEnvelopeCampaign } from '@lw/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RequirePermission, useCan } from '../../auth';
import { ChoiceField } from '../../../components/form/choice-field';
import { ValueField } from '../../../components/form/value-field';
import { Banner } from '../../../components/ui/banner';
import { DataTable } from '../../../components/ui/data-table';
import { Money } from '../../../components/ui/money';
import { PageHeader } from '../../../components/ui/page-header';
import { apiErrorText } from '../../../lib/api-error-text';
import { useCreateRedEnvelope, useRedEnvelopeCampaigns, useSetActive } from '../api/engagement-api';
import { activeColumn, pauseColumn } from '../components/active-column';
import { FormCard } from '../components/form-card';
import { EMPTY_TITLE, minorOf, TitleFields } from '../components/form-bits';
import '../engagement.css';

const MODES = ['fixed', 'random'] as const;
const AUDIENCES = ['all', 'depositors'] as const;

function CreateCampaign() {
  const { t } = useTranslation('engagement');
  const create = useCreateRedEnvelope();
  const [title, setTitle] = useState(EMPTY_TITLE);
  const [form, setForm] = useState({
    pool: '',
    mode: 'fixed' as (typeof MODES)[number],
    min: '',
    max: '',
    windowStart: '20:00',
    windowMinutes: '30',
    firstDay: '',
    lastDay: '',
    audience: 'all' as (typeof AUDIENCES)[number],
  });
  const [invalid, setInvalid] = useState(false);
  const set = (patch: Partial<typeof form>) => setForm({ ...form, ...patch });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const pool = minorOf(form.pool);
    const min = minorOf(form.min);
    const max = form.mode === 'fixed' ? min : minorOf(form.max);
    if (pool === null || min === null || max === null) return setInvalid(true);
    setInvalid(false);
    create.mutate(
      {
        title,
        poolAmount: pool,
        mode: form.mode,
        minAmount: min,
        maxAmount: max,
        windowStart: form.windowStart,
        windowMinutes: Number(form.windowMinutes),
        firstDay: form.firstDay,
        lastDay: form.lastDay,
        audience: form.audience,
      },
      { onSuccess: () => setTitle(EMPTY_TITLE) },
    );
  };
  return (
    <FormCard
      title={t('envelopes.create')}
      description={t('envelopes.createHint')}
      submitLabel={t('envelopes.createAction')}
      onSubmit={submit}
      pending={create.isPending}
      invalid={invalid}
      error={create.error}
      saved={create.isSuccess}
    >
      <TitleFields id="re-title" value={title} onChange={setTitle} />
      <ValueField
        id="re-pool"
        label={t('envelopes.pool')}
        inputMode="decimal"
        required
        value={form.pool}
        onChange={(pool) => set({ pool })}
      />
      <ChoiceField
        id="re-mode"
        label={t('envelopes.mode')}
        choices={MODES}
        labelOf={(m) => t(`envelopes.${m}`)}
        value={form.mode}
        onChange={(mode) => set({ mode })}
      />
      <ValueField
        id="re-min"
        label={form.mode === 'fixed' ? t('envelopes.amount') : t('envelopes.min')}
        inputMode="decimal"
        required
        value={form.min}
        onChange={(min) => set({ min })}
      />
      {form.mode === 'random' && (
        <ValueField
          id="re-max"
          label={t('envelopes.max')}
          inputMode="decimal"
          required
          value={form.max}
          onChange={(max) => set({ max })}
        />
      )}
      <ValueField
        id="re-start"
        label={t('envelopes.windowStart')}
        hint={t('envelopes.zoneHint')}
        type="time"
        required
        value={form.windowStart}
        onChange={(windowStart) => set({ windowStart })}
      />
      <ValueField
        id="re-minutes"
        label={t('envelopes.windowMinutes')}
        type="number"
        min={1}
        max={1440}
        required
        value={form.windowMinutes}
        onChange={(windowMinutes) => set({ windowMinutes })}
      />
      <ValueField
        id="re-first"
        label={t('envelopes.firstDay')}
        type="date"
        required
        value={form.firstDay}
        onChange={(firstDay) => set({ firstDay })}
      />
      <ValueField
        id="re-last"
        label={t('envelopes.lastDay')}
        type="date"
        required
        value={form.lastDay}
        onChange={(lastDay) => set({ lastDay })}
      />
      <ChoiceField
        id="re-audience"
        label={t('envelopes.audience')}
        choices={AUDIENCES}
        labelOf={(a) => t(a === 'all' ? 'envelopes.audienceAll' : 'envelopes.audienceDepositors')}
        value={form.audience}
        onChange={(audience) => set({ audience })}
      />
    </FormCard>
  );
}

function RedEnvelopesScreen() {
  const { t, i18n } = useTranslation('engagement');
  const canManage = useCan('cashier.manage');
  const campaigns = useRedEnvelopeCampaigns();
  const setActive = useSetActive(ENGAGEMENT_API.admin.redEnvelopeActive);
  const columns = useMemo<ColumnDef<TRedEnvelopeCampaign, unknown>[]>(
    () => [
      { accessorKey: 'id', header: 'ID', meta: { label: 'ID', className: 'num' } },
      {
        id: 'title',
        accessorFn: (c) => pickLocalized(c.title, i18n.language),
        header: t('form.titleColumn'),
        meta: { label: t('form.titleColumn') },
      },
      {
        id: 'window',
        accessorFn: (c) => `${c.windowStart} +${c.windowMinutes}′ · ${c.firstDay} – ${c.lastDay}`,
        header: t('envelopes.window'),
        meta: { label: t('envelopes.window') },
      },
      {
        id: 'amounts',
        accessorFn: (c) => c.minAmount,
        header: t('envelopes.amounts'),
        meta: { label: t('envelopes.amounts'), className: 'num' },
        cell: ({ row }) =>
          row.original.mode === 'fixed' ? (
            <Money minor={row.original.minAmount} />
          ) : (
            <>
              <Money minor={row.original.minAmount} /> – <Money minor={row.original.maxAmount} />
            </>
          ),
      },
      {
        accessorKey: 'poolAmount',
        header: t('envelopes.poolPerWindow'),
        meta: { label: t('envelopes.poolPerWindow'), className: 'num' },
        cell: ({ row }) => <Money minor={row.original.poolAmount} />,
      },
      {
        accessorKey: 'paid',
        header: t('envelopes.paid'),
        meta: { label: t('envelopes.paid'), className: 'num' },
        cell: ({ row }) => <Money minor={row.original.paid} />,
      },
      {
        accessorKey: 'grabs',
        header: t('envelopes.grabs'),
        meta: { label: t('envelopes.grabs'), className: 'num' },
      },
      activeColumn(t),
      pauseColumn(t, canManage, setActive.mutate),
    ],
    [t, i18n.language, canManage, setActive],
  );
  return (
    <div className="page">
      <PageHeader title={t('envelopes.title')} description={t('envelopes.description')} />
      {canManage && <CreateCampaign />}
      {campaigns.isError && (
        <Banner tone="danger">{apiErrorText(campaigns.error, i18n.language)}</Banner>
      )}
      <DataTable
        caption={t('envelopes.title')}
        data={campaigns.data ?? []}
        columns={columns}
        getRowId={(c) => String(c.id)}
        loading={campaigns.isPending}
        emptyText={t('envelopes.empty')}
        csvFilename="red-envelopes.csv"
      />
    </div>
  );
}

/** /engagement/red-envelopes — campaigns: pool, amounts, daily window in the site zone, audience. */
export function RedEnvelopesRoute() {
  return (
    <RequirePermission permission="cashier.read">
      <RedEnvelopesScreen />
    </RequirePermission>
  );
}
