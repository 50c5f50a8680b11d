import {
  ENGAGEMENT_API,
  LEADERBOARD_PERIODS,
  pickLocalized,
  type TLeaderboard,
} from '@lw/contracts';
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
import { useDateTime } from '../../../lib/datetime';
import {
  useCreateLeaderboard,
  useLeaderboardResults,
  useLeaderboards,
  useSetActive,
} from '../api/engagement-api';
import { EMPTY_TITLE, minorOf, TitleFields } from '../components/form-bits';
import '../engagement.css';

type TPeriod = (typeof LEADERBOARD_PERIODS)[number];

function CreateBoard() {
  const { t, i18n } = useTranslation('engagement');
  const create = useCreateLeaderboard();
  const [title, setTitle] = useState(EMPTY_TITLE);
  const [period, setPeriod] = useState<TPeriod>('daily');
  const [freeze, setFreeze] = useState('30');
  const [prizes, setPrizes] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const amounts = prizes.split(';').map((p) => minorOf(p.trim()));
    if (amounts.some((a) => a === null)) return setInvalid(true);
    setInvalid(false);
    create.mutate(
      { title, period, category: null, freezeMinutes: Number(freeze), prizes: amounts as number[] },
      { onSuccess: () => setTitle(EMPTY_TITLE) },
    );
  };
  return (
    <Card title={t('boards.create')} description={t('boards.createHint')}>
      <form className="eg-form" onSubmit={submit} aria-label={t('boards.create')}>
        <TitleFields id="lb-title" value={title} onChange={setTitle} />
        <Field label={t('boards.period')} htmlFor="lb-period">
          <Select
            id="lb-period"
            value={period}
            onChange={(e) => setPeriod(e.target.value as TPeriod)}
          >
            {LEADERBOARD_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`boards.periods.${p}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('boards.freeze')} htmlFor="lb-freeze" hint={t('boards.freezeHint')}>
          <Input
            id="lb-freeze"
            type="number"
            min={0}
            max={1440}
            required
            value={freeze}
            onChange={(e) => setFreeze(e.target.value)}
          />
        </Field>
        <Field label={t('boards.prizes')} htmlFor="lb-prizes" hint={t('boards.prizesHint')}>
          <Input
            id="lb-prizes"
            required
            value={prizes}
            onChange={(e) => setPrizes(e.target.value)}
          />
        </Field>
        <Button type="submit" loading={create.isPending}>
          {t('boards.createAction')}
        </Button>
      </form>
      {invalid && <Banner tone="danger">{t('form.amountInvalid')}</Banner>}
      {create.isError && <Banner tone="danger">{apiErrorText(create.error, i18n.language)}</Banner>}
      {create.isSuccess && <Banner tone="success">{t('form.saved')}</Banner>}
    </Card>
  );
}

function Results({ board }: { board: TLeaderboard }) {
  const { t, i18n } = useTranslation('engagement');
  const { dateTime } = useDateTime();
  const results = useLeaderboardResults(board.id);
  if (results.isError)
    return <Banner tone="danger">{apiErrorText(results.error, i18n.language)}</Banner>;
  const periods = results.data?.periods ?? [];
  return (
    <Card title={t('boards.resultsOf', { name: pickLocalized(board.title, i18n.language) })}>
      {periods.length === 0 ? (
        <p className="muted">{t('boards.noResults')}</p>
      ) : (
        periods.map((p) => (
          <section key={p.firstDay}>
            <h3>
              {p.firstDay === p.lastDay ? p.firstDay : `${p.firstDay} – ${p.lastDay}`} ·{' '}
              {t('boards.frozenAt', { at: dateTime(p.frozenAt) })}
            </h3>
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{t('boards.rank')}</th>
                  <th scope="col">{t('rewards.member')}</th>
                  <th scope="col" className="num">
                    {t('boards.validBet')}
                  </th>
                  <th scope="col">{t('boards.reachedAt')}</th>
                  <th scope="col" className="num">
                    {t('boards.prize')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {p.rows.map((r) => (
                  <tr key={r.rank}>
                    <td className="num">{r.rank}</td>
                    <td>{r.username}</td>
                    <td className="num">
                      <Money minor={r.validStake} />
                    </td>
                    <td>{dateTime(r.reachedAt)}</td>
                    <td className="num">{r.prize > 0 ? <Money minor={r.prize} /> : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ))
      )}
    </Card>
  );
}

function LeaderboardsScreen() {
  const { t, i18n } = useTranslation('engagement');
  const canManage = useCan('cashier.manage');
  const boards = useLeaderboards();
  const setActive = useSetActive(ENGAGEMENT_API.admin.leaderboardActive);
  const [shown, setShown] = useState<TLeaderboard | null>(null);
  const columns = useMemo<ColumnDef<TLeaderboard, unknown>[]>(
    () => [
      { accessorKey: 'id', header: 'ID', meta: { label: 'ID', className: 'num' } },
      {
        id: 'title',
        accessorFn: (b) => pickLocalized(b.title, i18n.language),
        header: t('form.titleColumn'),
        meta: { label: t('form.titleColumn') },
      },
      {
        id: 'period',
        accessorFn: (b) => t(`boards.periods.${b.period}`),
        header: t('boards.period'),
        meta: { label: t('boards.period') },
      },
      {
        accessorKey: 'freezeMinutes',
        header: t('boards.freeze'),
        meta: { label: t('boards.freeze'), className: 'num' },
      },
      {
        id: 'prizes',
        accessorFn: (b) => b.prizes.join(' '),
        header: t('boards.prizes'),
        meta: { label: t('boards.prizes') },
        cell: ({ row }) => (
          <span className="num">
            {row.original.prizes.map((p, i) => (
              <span key={i}>
                {i > 0 ? ' · ' : ''}#{i + 1} <Money minor={p} />
              </span>
            ))}
          </span>
        ),
      },
      {
        id: 'active',
        accessorFn: (b) => (b.active ? t('active') : t('paused')),
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
        cell: ({ row }) => (
          <span className="eg-actions">
            <Button size="sm" onClick={() => setShown(row.original)}>
              {t('boards.results')}
            </Button>
            {canManage && (
              <Button
                size="sm"
                variant="secondary"
                onClick={() =>
                  setActive.mutate({ id: row.original.id, active: !row.original.active })
                }
              >
                {row.original.active ? t('pause') : t('resume')}
              </Button>
            )}
          </span>
        ),
      },
    ],
    [t, i18n.language, canManage, setActive],
  );
  return (
    <div className="page">
      <PageHeader title={t('boards.title')} description={t('boards.description')} />
      {canManage && <CreateBoard />}
      {boards.isError && <Banner tone="danger">{apiErrorText(boards.error, i18n.language)}</Banner>}
      <DataTable
        caption={t('boards.title')}
        data={boards.data ?? []}
        columns={columns}
        getRowId={(b) => String(b.id)}
        loading={boards.isPending}
        emptyText={t('boards.empty')}
        csvFilename="leaderboards.csv"
      />
      {shown && <Results board={shown} />}
    </div>
  );
}

/** /engagement/leaderboards — mission leaderboards and their frozen results. */
export function LeaderboardsRoute() {
  return (
    <RequirePermission permission="cashier.read">
      <LeaderboardsScreen />
    </RequirePermission>
  );
}
