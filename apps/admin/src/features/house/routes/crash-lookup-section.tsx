import type { TAdminCrashRound, TAdminCrashRoundQuery } from '@lw/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Money } from '../../../components/ui/money';
import { Pager } from '../../../components/ui/pager';
import { Pill, type Tone } from '../../../components/ui/pill';
import { apiErrorText } from '../../../lib/api-error-text';
import { useDateTime } from '../../../lib/datetime';
import { useCrashRounds } from '../api/house-api';

/** A multiplier in hundredths as the players see it: 2.35×. */
const times = (hundredths: number | null) =>
  hundredths === null ? '—' : `${(hundredths / 100).toFixed(2)}×`;

const BET_TONES: Record<TAdminCrashRound['bets'][number]['status'], Tone> = {
  active: 'info',
  cashed_out: 'success',
  lost: 'danger',
  refunded: 'neutral',
};

/** What the operator typed: a game number, a game hash or else a member's username. */
function queryOf(text: string): TAdminCrashRoundQuery {
  if (/^#?\d{1,15}$/.test(text)) return { gameNumber: Number(text.replace('#', '')) };
  if (/^[0-9a-fA-F]{64}$/.test(text)) return { hash: text.toLowerCase() };
  return { username: text };
}

function RoundRows({ round }: { round: TAdminCrashRound }) {
  const { t } = useTranslation('house');
  const { dateTime } = useDateTime();
  return (
    <>
      <tr>
        <td>{t('crash.chainGame', { chain: round.chainId, game: round.gameNumber })}</td>
        <td>{t(`crash.phases.${round.phase}`)}</td>
        <td>{times(round.crashPoint)}</td>
        <td className="mono small" title={round.hash ?? undefined}>
          {round.hash ? `${round.hash.slice(0, 16)}…` : t('crash.hidden')}
        </td>
        <td>{dateTime(round.startedAt ?? round.startsAt)}</td>
        <td>{round.crashedAt ? dateTime(round.crashedAt) : '—'}</td>
      </tr>
      <tr>
        <td colSpan={6}>
          {round.bets.length === 0 ? (
            <span className="small">{t('crash.noBets')}</span>
          ) : (
            <table
              className="table"
              aria-label={t('crash.betsOf', { game: `#${round.gameNumber}` })}
            >
              <thead>
                <tr>
                  <th>{t('columns.member')}</th>
                  <th>{t('columns.stake')}</th>
                  <th>{t('crash.columns.auto')}</th>
                  <th>{t('crash.columns.cashedOut')}</th>
                  <th>{t('columns.payout')}</th>
                  <th>{t('crash.columns.status')}</th>
                </tr>
              </thead>
              <tbody>
                {round.bets.map((b) => (
                  <tr key={b.betId}>
                    <td>{b.username}</td>
                    <td>
                      <Money minor={b.amount} currency={b.currency} />
                    </td>
                    <td>{times(b.autoCashOut)}</td>
                    <td>{times(b.cashedOutAt)}</td>
                    <td>{b.win === null ? '—' : <Money minor={b.win} currency={b.currency} />}</td>
                    <td>
                      <Pill tone={BET_TONES[b.status]}>{t(`crash.bets.${b.status}`)}</Pill>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </td>
      </tr>
    </>
  );
}

/** Crash rounds and bets for disputes: by member, game number or game hash. */
export function CrashLookupSection() {
  const { t, i18n } = useTranslation('house');
  const [text, setText] = useState('');
  const [query, setQuery] = useState<TAdminCrashRoundQuery | null>(null);
  const rounds = useCrashRounds(query);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const v = text.trim();
    if (v) setQuery({ ...queryOf(v), page: 1, pageSize: Number(query?.pageSize ?? 25) });
  };
  const data = rounds.data;
  return (
    <section className="card">
      <h2>{t('crash.title')}</h2>
      <form onSubmit={submit} className="toolbar">
        <Field label={t('crash.label')} htmlFor="crash-lookup" hint={t('crash.hint')}>
          <Input id="crash-lookup" value={text} onChange={(e) => setText(e.target.value)} />
        </Field>
        <Button type="submit">{t('crash.search')}</Button>
      </form>
      {rounds.error && <Banner tone="danger">{apiErrorText(rounds.error, i18n.language)}</Banner>}
      {data && data.list.length === 0 && <p>{t('lookup.none')}</p>}
      {data && query && data.list.length > 0 && (
        <>
          <table className="table" aria-label={t('crash.title')}>
            <thead>
              <tr>
                <th>{t('crash.columns.game')}</th>
                <th>{t('crash.columns.phase')}</th>
                <th>{t('crash.columns.point')}</th>
                <th>{t('crash.columns.hash')}</th>
                <th>{t('crash.columns.started')}</th>
                <th>{t('crash.columns.crashed')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((r) => (
                <RoundRows key={r.roundId} round={r} />
              ))}
            </tbody>
          </table>
          <Pager
            page={Number(query.page ?? 1)}
            pageSize={Number(query.pageSize ?? 25)}
            total={data.total}
            onPage={(page) => setQuery({ ...query, page })}
            onPageSize={(pageSize) => setQuery({ ...query, page: 1, pageSize })}
          />
        </>
      )}
    </section>
  );
}
