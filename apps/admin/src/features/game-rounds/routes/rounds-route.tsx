import type { TAdminRoundsQuery, TDatePreset } from '@lw/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequirePermission } from '../../auth';
import { Banner } from '../../../components/ui/banner';
import { Money } from '../../../components/ui/money';
import { PageHeader } from '../../../components/ui/page-header';
import { Pager } from '../../../components/ui/pager';
import { apiErrorText } from '../../../lib/api-error-text';
import { useDateTime } from '../../../lib/datetime';
import { useRounds } from '../api/game-rounds-api';

const PRESETS: TDatePreset[] = ['today', 'yesterday', 'last7', 'last30', 'thisMonth'];

function RoundsScreen() {
  const { t, i18n } = useTranslation('gameRounds');
  const { dateTime } = useDateTime();
  const lang = i18n.language;
  const [query, setQuery] = useState<TAdminRoundsQuery>({ preset: 'today', page: 1, pageSize: 20 });
  const rounds = useRounds(query);
  const set = (patch: Partial<TAdminRoundsQuery>) => setQuery((q) => ({ ...q, page: 1, ...patch }));
  const data = rounds.data;
  return (
    <div className="page">
      <PageHeader title={t('rounds.title')} description={t('rounds.description')} />
      <form className="filters" onSubmit={(e) => e.preventDefault()}>
        <label>
          {t('filters.period')}
          <select
            value={query.preset ?? ''}
            onChange={(e) => set({ preset: e.target.value as TDatePreset })}
          >
            {PRESETS.map((p) => (
              <option key={p} value={p}>
                {t(`presets.${p}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('filters.username')}
          <input
            value={query.username ?? ''}
            onChange={(e) => set({ username: e.target.value || undefined })}
          />
        </label>
        <label>
          {t('filters.vendor')}
          <input
            value={query.vendor ?? ''}
            onChange={(e) => set({ vendor: e.target.value.toUpperCase() || undefined })}
          />
        </label>
        <label>
          {t('filters.roundId')}
          <input
            value={query.roundId ?? ''}
            onChange={(e) => set({ roundId: e.target.value || undefined })}
          />
        </label>
        <label>
          {t('filters.status')}
          <select
            value={query.status ?? ''}
            onChange={(e) =>
              set({ status: (e.target.value || undefined) as TAdminRoundsQuery['status'] })
            }
          >
            <option value="">{t('filters.any')}</option>
            {(['open', 'settled', 'rolled_back', 'voided'] as const).map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </form>
      {rounds.error && <Banner tone="danger">{apiErrorText(rounds.error, lang)}</Banner>}
      {data && (
        <>
          <p className="totals">
            {t('totals', { rounds: data.totals.rounds })} · {t('columns.bet')}{' '}
            <Money minor={data.totals.bet} /> · {t('columns.validBet')}{' '}
            <Money minor={data.totals.validBet} /> · {t('columns.win')}{' '}
            <Money minor={data.totals.win} /> · {t('columns.profit')}{' '}
            <Money minor={data.totals.profit} />
          </p>
          <table className="table">
            <thead>
              <tr>
                <th>{t('columns.time')}</th>
                <th>{t('columns.player')}</th>
                <th>{t('columns.vendor')}</th>
                <th>{t('columns.game')}</th>
                <th>{t('columns.round')}</th>
                <th>{t('columns.bet')}</th>
                <th>{t('columns.validBet')}</th>
                <th>{t('columns.win')}</th>
                <th>{t('columns.status')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((r) => (
                <tr key={r.id}>
                  <td>{dateTime(r.settledAt ?? r.openedAt)}</td>
                  <td>{r.username}</td>
                  <td>{r.vendor}</td>
                  <td>{r.gameName}</td>
                  <td className="mono">{r.vendorRoundId}</td>
                  <td>
                    <Money minor={r.bet} />
                  </td>
                  <td>
                    <Money minor={r.validBet} />
                  </td>
                  <td>
                    <Money minor={r.win} />
                  </td>
                  <td>{t(`status.${r.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager
            page={Number(query.page ?? 1)}
            pageSize={Number(query.pageSize ?? 20)}
            total={data.total}
            onPage={(page) => setQuery((q) => ({ ...q, page }))}
            onPageSize={(pageSize) => set({ pageSize })}
          />
        </>
      )}
    </div>
  );
}

export function GameRoundsRoute() {
  return (
    <RequirePermission permission="games.read">
      <RoundsScreen />
    </RequirePermission>
  );
}
