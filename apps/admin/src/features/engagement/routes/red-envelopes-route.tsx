import { ENGAGEMENT_API, pickLocalized, type TRedEnvelopeCampaign } from '@lw/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RequirePermission, useCan } from '../../auth';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DataTable } from '../../../components/ui/data-table';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { Money } from '../../../components/ui/money';
import { PageHeader } from '../../../components/ui/page-header';
import { Pill } from '../../../components/ui/pill';
import { apiErrorText } from '../../../lib/api-error-text';
import { useCreateRedEnvelope, useRedEnvelopeCampaigns, useSetActive } from '../api/engagement-api';
import { EMPTY_TITLE, minorOf, TitleFields } from '../components/form-bits';
import '../engagement.css';

function CreateCampaign() {
  const { t, i18n } = useTranslation('engagement');
  const create = useCreateRedEnvelope();
  const [title, setTitle] = useState(EMPTY_TITLE);
  const [form, setForm] = useState({
    pool: '',
    mode: 'fixed' as 'fixed' | 'random',
    min: '',
    max: '',
    windowStart: '20:00',
    windowMinutes: '30',
    firstDay: '',
    lastDay: '',
    audience: 'all' as 'all' | 'depositors',
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
    <Card title={t('envelopes.create')} description={t('envelopes.createHint')}>
      <form className="eg-form" onSubmit={submit} aria-label={t('envelopes.create')}>
        <TitleFields id="re-title" value={title} onChange={setTitle} />
        <Field label={t('envelopes.pool')} htmlFor="re-pool">
          <Input
            id="re-pool"
            inputMode="decimal"
            required
            value={form.pool}
            onChange={(e) => set({ pool: e.target.value })}
          />
        </Field>
        <Field label={t('envelopes.mode')} htmlFor="re-mode">
          <Select
            id="re-mode"
            value={form.mode}
            onChange={(e) => set({ mode: e.target.value as 'fixed' | 'random' })}
          >
            <option value="fixed">{t('envelopes.fixed')}</option>
            <option value="random">{t('envelopes.random')}</option>
          </Select>
        </Field>
        <Field
          label={form.mode === 'fixed' ? t('envelopes.amount') : t('envelopes.min')}
          htmlFor="re-min"
        >
          <Input
            id="re-min"
            inputMode="decimal"
            required
            value={form.min}
            onChange={(e) => set({ min: e.target.value })}
          />
        </Field>
        {form.mode === 'random' && (
          <Field label={t('envelopes.max')} htmlFor="re-max">
            <Input
              id="re-max"
              inputMode="decimal"
              required
              value={form.max}
              onChange={(e) => set({ max: e.target.value })}
            />
          </Field>
        )}
        <Field label={t('envelopes.windowStart')} htmlFor="re-start" hint={t('envelopes.zoneHint')}>
          <Input
            id="re-start"
            type="time"
            required
            value={form.windowStart}
            onChange={(e) => set({ windowStart: e.target.value })}
          />
        </Field>
        <Field label={t('envelopes.windowMinutes')} htmlFor="re-minutes">
          <Input
            id="re-minutes"
            type="number"
            min={1}
            max={1440}
            required
            value={form.windowMinutes}
            onChange={(e) => set({ windowMinutes: e.target.value })}
          />
        </Field>
        <Field label={t('envelopes.firstDay')} htmlFor="re-first">
          <Input
            id="re-first"
            type="date"
            required
            value={form.firstDay}
            onChange={(e) => set({ firstDay: e.target.value })}
          />
        </Field>
        <Field label={t('envelopes.lastDay')} htmlFor="re-last">
          <Input
            id="re-last"
            type="date"
            required
            value={form.lastDay}
            onChange={(e) => set({ lastDay: e.target.value })}
          />
        </Field>
        <Field label={t('envelopes.audience')} htmlFor="re-audience">
          <Select
            id="re-audience"
            value={form.audience}
            onChange={(e) => set({ audience: e.target.value as 'all' | 'depositors' })}
          >
            <option value="all">{t('envelopes.audienceAll')}</option>
            <option value="depositors">{t('envelopes.audienceDepositors')}</option>
          </Select>
        </Field>
        <Button type="submit" loading={create.isPending}>
          {t('envelopes.createAction')}
        </Button>
      </form>
      {invalid && <Banner tone="danger">{t('form.amountInvalid')}</Banner>}
      {create.isError && <Banner tone="danger">{apiErrorText(create.error, i18n.language)}</Banner>}
      {create.isSuccess && <Banner tone="success">{t('form.saved')}</Banner>}
    </Card>
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
      {
        id: 'active',
        accessorFn: (c) => (c.active ? t('active') : t('paused')),
        header: t('statusTitle'),
        meta: { label: t('statusTitle') },
        cell: ({ row }) => (
          <Pill tone={row.original.active ? 'success' : 'neutral'}>
            {row.original.active ? t('active') : t('paused')}
          </Pill>
        ),
      },
      {
        id: 'actions',
        header: t('actions'),
        enableSorting: false,
        meta: { label: t('actions'), noExport: true },
        cell: ({ row }) =>
          canManage ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() =>
                setActive.mutate({ id: row.original.id, active: !row.original.active })
              }
            >
              {row.original.active ? t('pause') : t('resume')}
            </Button>
          ) : null,
      },
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
