import {
  addDays,
  dayOfInstant,
  GAME_CATEGORIES,
  VIP_LEVEL_MAX,
  ZRebateRates,
  type TRebateDayRow,
  type TRebateRate,
  type TRebateRun,
} from '@lw/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequirePermission, useCan } from '../../auth';
import { Banner } from '../../../components/ui/banner';
import { Button, IconButton } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DataTable } from '../../../components/ui/data-table';
import { DatePicker } from '../../../components/ui/date-picker';
import { Input, Select } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { Money } from '../../../components/ui/money';
import { PageHeader } from '../../../components/ui/page-header';
import { Pill } from '../../../components/ui/pill';
import { useToast } from '../../../components/ui/toast';
import { apiErrorText } from '../../../lib/api-error-text';
import { useDateTime, useSiteTimeZone } from '../../../lib/datetime';
import { MoneyInput, useAllSettings } from '../../settings';
import {
  useRebateDays,
  useRebateExplain,
  useRebateRates,
  useRebateRuns,
  useRunRebate,
  useSaveRebateRates,
} from '../api/referral-rebate-api';

const CATEGORIES = GAME_CATEGORIES.map((c) => c.code);

function RatesCard({ saved, canWrite }: { saved: TRebateRate[]; canWrite: boolean }) {
  const { t, i18n } = useTranslation('referralRebate');
  const toast = useToast();
  const save = useSaveRebateRates();
  const [rows, setRows] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const set = (i: number, patch: Partial<TRebateRate>) =>
    setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const onSave = async () => {
    const parsed = ZRebateRates.safeParse({ rates: rows });
    if (!parsed.success) {
      setError(t('rates.invalid'));
      return;
    }
    setError(null);
    try {
      await save.mutateAsync(parsed.data);
      toast.success(t('rates.saved'));
    } catch (e) {
      setError(apiErrorText(e, i18n.language));
    }
  };
  return (
    <Card
      title={t('rates.title')}
      description={t('rates.description')}
      actions={
        canWrite ? (
          <>
            <Button
              variant="secondary"
              icon={<Plus size={16} />}
              onClick={() =>
                setRows([...rows, { level: 0, category: 'RNG', rateBps: 0, dailyCap: null }])
              }
            >
              {t('rates.add')}
            </Button>
            <Button loading={save.isPending} onClick={() => void onSave()}>
              {t('rates.save')}
            </Button>
          </>
        ) : null
      }
    >
      {error && <Banner tone="danger">{error}</Banner>}
      <div className="table-scroll">
        <table className="table">
          <caption className="sr-only">{t('rates.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('rates.level')}</th>
              <th scope="col">{t('rates.category')}</th>
              <th scope="col">{t('rates.rateBps')}</th>
              <th scope="col">{t('rates.cap')}</th>
              <th scope="col">
                <span className="sr-only">{t('rates.remove')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={5}>{t('rates.empty')}</td>
              </tr>
            )}
            {rows.map((r, i) => (
              <tr key={i}>
                <td>
                  <Input
                    aria-label={t('rates.level')}
                    className="num"
                    type="number"
                    min={0}
                    max={VIP_LEVEL_MAX}
                    value={r.level}
                    disabled={!canWrite}
                    onChange={(e) => set(i, { level: Number(e.target.value) })}
                  />
                </td>
                <td>
                  <Select
                    aria-label={t('rates.category')}
                    value={r.category}
                    disabled={!canWrite}
                    onChange={(e) => set(i, { category: e.target.value })}
                  >
                    {CATEGORIES.map((c) => (
                      <option key={c} value={c}>
                        {t(`categories.${c}`)}
                      </option>
                    ))}
                  </Select>
                </td>
                <td>
                  <Input
                    aria-label={t('rates.rateBps')}
                    className="num"
                    type="number"
                    min={0}
                    max={1000}
                    value={r.rateBps}
                    disabled={!canWrite}
                    onChange={(e) => set(i, { rateBps: Number(e.target.value) })}
                  />
                </td>
                <td>
                  <MoneyInput
                    aria-label={t('rates.cap')}
                    className="num"
                    value={r.dailyCap ?? 0}
                    disabled={!canWrite}
                    onChange={(minor) => set(i, { dailyCap: minor > 0 ? minor : null })}
                  />
                </td>
                <td>
                  {canWrite && (
                    <IconButton
                      label={t('rates.remove')}
                      icon={<Trash2 size={16} />}
                      onClick={() => setRows(rows.filter((_, j) => j !== i))}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="card__description">{t('rates.rule')}</p>
    </Card>
  );
}

function ExplainDialog({
  target,
  currency,
  onClose,
}: {
  target: { accountId: number; businessDay: string; category: string } | null;
  currency: string | undefined;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('referralRebate');
  const explain = useRebateExplain(target);
  return (
    <Modal
      open={target !== null}
      onClose={onClose}
      title={t('explain.title')}
      variant="drawer"
      size="lg"
    >
      {explain.isError && (
        <Banner tone="danger">{apiErrorText(explain.error, i18n.language)}</Banner>
      )}
      {explain.data && (
        <div className="stack">
          <p className="mono">{explain.data.formula}</p>
          <p>
            {explain.data.matches ? (
              <Pill tone="success">{t('explain.matches')}</Pill>
            ) : (
              <Pill tone="warning">{t('explain.differs')}</Pill>
            )}{' '}
            {t('explain.paid')} <Money minor={explain.data.paid} currency={currency} /> ·{' '}
            {t('explain.recomputed')} <Money minor={explain.data.recomputed} currency={currency} />
          </p>
          <table className="table">
            <caption>{t('explain.moves')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('explain.kind')}</th>
                <th scope="col">{t('explain.validStake')}</th>
                <th scope="col">{t('explain.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {explain.data.moves.map((m, i) => (
                <tr key={i}>
                  <td>{t(`kinds.${m.kind}`)}</td>
                  <td className="num">
                    <Money minor={m.validStake} />
                  </td>
                  <td className="num">
                    <Money minor={m.amount} currency={currency} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <table className="table">
            <caption>{t('explain.wagers', { count: explain.data.wagers.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('explain.wager')}</th>
                <th scope="col">{t('explain.status')}</th>
                <th scope="col">{t('explain.validStake')}</th>
              </tr>
            </thead>
            <tbody>
              {explain.data.wagers.map((w) => (
                <tr key={`${w.product}:${w.wagerId}`}>
                  <td className="mono">
                    {w.product}:{w.wagerId}
                  </td>
                  <td>{w.status}</td>
                  <td className="num">
                    <Money minor={w.validStake} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Modal>
  );
}

function RebateScreen() {
  const { t, i18n } = useTranslation('referralRebate');
  const { dateTime, day: dayText } = useDateTime();
  const timeZone = useSiteTimeZone();
  const toast = useToast();
  const yesterday = addDays(dayOfInstant(new Date(), timeZone), -1);
  const [day, setDay] = useState<string | undefined>(yesterday);
  const [target, setTarget] = useState<{
    accountId: number;
    businessDay: string;
    category: string;
  } | null>(null);
  const rates = useRebateRates();
  const runs = useRebateRuns();
  const days = useRebateDays(day);
  const run = useRunRebate();
  const settings = useAllSettings();
  const currency = settings.data?.cashier.currency;
  const canWrite = useCan('settings.system.write');
  const canRun = useCan('cashier.manage');
  const runColumns = useMemo<ColumnDef<TRebateRun, unknown>[]>(
    () => [
      {
        accessorKey: 'businessDay',
        header: t('runs.day'),
        meta: { label: t('runs.day') },
        cell: ({ row }) => dayText(row.original.businessDay),
      },
      { accessorKey: 'trigger', header: t('runs.trigger'), meta: { label: t('runs.trigger') } },
      {
        accessorKey: 'startedAt',
        header: t('runs.started'),
        meta: { label: t('runs.started') },
        cell: ({ row }) => dateTime(row.original.startedAt),
      },
      {
        accessorKey: 'members',
        header: t('runs.members'),
        meta: { label: t('runs.members'), className: 'num' },
      },
      {
        accessorKey: 'moves',
        header: t('runs.moves'),
        meta: { label: t('runs.moves'), className: 'num' },
      },
      {
        accessorKey: 'paid',
        header: t('runs.paid'),
        meta: { label: t('runs.paid'), className: 'num' },
        cell: ({ row }) => <Money minor={row.original.paid} currency={currency} />,
      },
      {
        accessorKey: 'takenBack',
        header: t('runs.takenBack'),
        meta: { label: t('runs.takenBack'), className: 'num' },
        cell: ({ row }) => <Money minor={row.original.takenBack} currency={currency} />,
      },
      {
        accessorKey: 'forfeited',
        header: t('runs.forfeited'),
        meta: { label: t('runs.forfeited'), className: 'num' },
      },
    ],
    [t, dateTime, dayText, currency],
  );
  const dayColumns = useMemo<ColumnDef<TRebateDayRow, unknown>[]>(
    () => [
      { accessorKey: 'username', header: t('days.member'), meta: { label: t('days.member') } },
      { accessorKey: 'category', header: t('days.category'), meta: { label: t('days.category') } },
      {
        accessorKey: 'level',
        header: t('days.level'),
        meta: { label: t('days.level'), className: 'num' },
      },
      {
        accessorKey: 'rateBps',
        header: t('days.rateBps'),
        meta: { label: t('days.rateBps'), className: 'num' },
      },
      {
        accessorKey: 'validStake',
        header: t('days.validStake'),
        meta: { label: t('days.validStake'), className: 'num' },
        cell: ({ row }) => <Money minor={row.original.validStake} />,
      },
      {
        accessorKey: 'paid',
        header: t('days.paid'),
        meta: { label: t('days.paid'), className: 'num' },
        cell: ({ row }) => <Money minor={row.original.paid} currency={currency} />,
      },
      {
        accessorKey: 'status',
        header: t('days.status'),
        meta: { label: t('days.status') },
        cell: ({ row }) =>
          row.original.status === 'forfeited' ? (
            <Pill tone="danger">{t('days.forfeited')}</Pill>
          ) : (
            <Pill tone="success">{t('days.open')}</Pill>
          ),
      },
      {
        id: 'explain',
        header: '',
        meta: { noExport: true },
        cell: ({ row }) => (
          <Button
            variant="ghost"
            onClick={() =>
              setTarget({
                accountId: row.original.accountId,
                businessDay: day!,
                category: row.original.category,
              })
            }
          >
            {t('days.explain')}
          </Button>
        ),
      },
    ],
    [t, currency, day],
  );
  const onRun = async () => {
    if (!day) return;
    try {
      const done = await run.mutateAsync(day);
      toast.success(t('runs.done', { moves: done.moves }));
    } catch (e) {
      toast.error(apiErrorText(e, i18n.language));
    }
  };
  return (
    <div className="page">
      <PageHeader title={t('rebate.title')} description={t('rebate.description')} />
      {rates.data && (
        <RatesCard key={JSON.stringify(rates.data)} saved={rates.data.rates} canWrite={canWrite} />
      )}
      <Card
        title={t('days.title')}
        actions={
          <>
            <DatePicker label={t('days.day')} value={day} onChange={setDay} max={yesterday} />
            {canRun && (
              <Button loading={run.isPending} disabled={!day} onClick={() => void onRun()}>
                {t('runs.run')}
              </Button>
            )}
          </>
        }
      >
        <DataTable
          caption={t('days.title')}
          data={days.data?.items ?? []}
          columns={dayColumns}
          getRowId={(r) => `${r.accountId}:${r.category}:${r.currency}`}
          loading={days.isPending && day !== undefined}
          emptyText={t('days.empty')}
          searchable
          csvFilename={`rebate-${day ?? ''}.csv`}
        />
      </Card>
      <Card title={t('runs.title')}>
        <DataTable
          caption={t('runs.title')}
          data={runs.data?.items ?? []}
          columns={runColumns}
          getRowId={(r) => String(r.id)}
          loading={runs.isPending}
          emptyText={t('runs.empty')}
          csvFilename="rebate-runs.csv"
        />
      </Card>
      <ExplainDialog target={target} currency={currency} onClose={() => setTarget(null)} />
    </div>
  );
}

/** /engagement/rebate — the rate table, paid rebates per day with explain, and the runs. */
export function RebateRoute() {
  return (
    <RequirePermission permission="cashier.read">
      <RebateScreen />
    </RequirePermission>
  );
}
