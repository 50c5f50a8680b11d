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
import { ChoiceField } from '../../../components/form/choice-field';
import { ValueField } from '../../../components/form/value-field';
import { Banner } from '../../../components/ui/banner';
import { Card } from '../../../components/ui/card';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { Money } from '../../../components/ui/money';
import { PageHeader } from '../../../components/ui/page-header';
import { apiErrorText } from '../../../lib/api-error-text';
import { useDateTime } from '../../../lib/datetime';
import {
  useCreateLeaderboard,
  useLeaderboardResults,
  useLeaderboards,
  useSetActive,
} from '../api/engagement-api';
import { activeColumn, PauseButton } from '../components/active-column';
import { FormCard } from '../components/form-card';
import { EMPTY_TITLE, minorOf, TitleFields } from '../components/form-bits';
import '../engagement.css';

type TPeriod = (typeof LEADERBOARD_PERIODS)[number];

function CreateBoard() {
  const { t } = useTranslation('engagement');
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
    <FormCard
      title={t('boards.create')}
      description={t('boards.createHint')}
      submitLabel={t('boards.createAction')}
      onSubmit={submit}
      pending={create.isPending}
      invalid={invalid}
      error={create.error}
      saved={create.isSuccess}
    >
      <TitleFields id="lb-title" value={title} onChange={setTitle} />
      <ChoiceField
        id="lb-period"
        label={t('boards.period')}
        choices={LEADERBOARD_PERIODS}
        labelOf={(p) => t(`boards.periods.${p}`)}
        value={period}
        onChange={setPeriod}
      />
      <ValueField
        id="lb-freeze"
        label={t('boards.freeze')}
        hint={t('boards.freezeHint')}
        type="number"
        min={0}
        max={1440}
        required
        value={freeze}
        onChange={setFreeze}
      />
      <ValueField
        id="lb-prizes"
        label={t('boards.prizes')}
        hint={t('boards.prizesHint')}
        required
        value={prizes}
        onChange={setPrizes}
      />
    </FormCard>
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
      activeColumn(t),
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
            {canManage && <PauseButton item={row.original} onToggle={setActive.mutate} />}
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
