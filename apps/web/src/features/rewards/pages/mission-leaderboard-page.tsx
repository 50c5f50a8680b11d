import { pickLocalized, type TLeaderboardRow, type TLeaderboardView } from '@lw/contracts';
import { clsx } from 'clsx';
import { Medal, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { Money } from '../../../components/ui/money';
import { useDateTime } from '../../../lib/date-time';
import { errorText } from '../../../lib/error-text';
import { memberPageHref } from '../../../lib/links';
import { useEngagementBadges, useLeaderboards } from '../api/rewards-api';
import '../components/rewards.css';

function Ranking({ rows, mine }: { rows: TLeaderboardRow[]; mine: TLeaderboardRow | null }) {
  const { t } = useTranslation('rewards');
  if (rows.length === 0) return <p className="rewards__hint">{t('board.noBets')}</p>;
  return (
    <table className="board__table">
      <thead>
        <tr>
          <th scope="col">{t('board.rank')}</th>
          <th scope="col">{t('board.member')}</th>
          <th scope="col" className="num">
            {t('board.validBet')}
          </th>
          <th scope="col" className="num">
            {t('board.prize')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.rank} className={clsx(mine?.rank === row.rank && 'is-mine')}>
            <td>
              <span className={clsx('board__rank', row.rank <= 3 && `board__rank--${row.rank}`)}>
                {row.rank}
              </span>
            </td>
            <td>{row.username}</td>
            <td className="num">
              <Money minor={row.validStake} />
            </td>
            <td className="num">{row.prize > 0 ? <Money minor={row.prize} /> : '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Board({ board }: { board: TLeaderboardView }) {
  const { t, i18n } = useTranslation('rewards');
  const { day, dateTime } = useDateTime();
  const period =
    board.firstDay === board.lastDay
      ? day(board.firstDay)
      : `${day(board.firstDay)} – ${day(board.lastDay)}`;
  return (
    <section className="rewards__card" aria-labelledby={`board-${board.id}`}>
      <div className="rewards__card-head">
        <h2 id={`board-${board.id}`} className="rewards__heading">
          <Trophy size={20} aria-hidden="true" /> {pickLocalized(board.title, i18n.language)}
        </h2>
        <p className="rewards__streak">
          {t(`board.period.${board.period}`)} · {period}
        </p>
      </div>
      <div className="kpis kpis--2">
        <div className="kpi">
          <span className="kpi__label">{t('board.myRank')}</span>
          <span className="kpi__value tabular">{board.mine ? `#${board.mine.rank}` : '—'}</span>
        </div>
        <div className="kpi">
          <span className="kpi__label">{t('board.myBet')}</span>
          <span className="kpi__value tabular">
            <Money minor={board.mine?.validStake ?? 0} />
          </span>
        </div>
      </div>
      <p className="rewards__hint">
        {t('board.freezes', { at: dateTime(board.freezesAt) })} {t('board.ties')}
      </p>
      <Ranking rows={board.rows} mine={board.mine} />
      {board.last ? (
        <details className="board__last">
          <summary>
            {t('board.last', {
              period:
                board.last.firstDay === board.last.lastDay
                  ? day(board.last.firstDay)
                  : `${day(board.last.firstDay)} – ${day(board.last.lastDay)}`,
            })}
          </summary>
          <Ranking rows={board.last.rows} mine={null} />
        </details>
      ) : null}
    </section>
  );
}

/** missionLeaderboard (spec §2): each board's live ranking, the member's place, the last result. */
export function MissionLeaderboardPage() {
  const { t, i18n } = useTranslation('rewards');
  const boards = useLeaderboards();
  const badges = useEngagementBadges();
  if (boards.isError) {
    return (
      <p role="alert" className="rewards__error">
        {errorText(boards.error, i18n.language)}
      </p>
    );
  }
  if (!boards.data) return <div className="skeleton rewards__skeleton" aria-busy="true" />;
  return (
    <div className="rewards">
      {(badges.data?.missionLeaderboard ?? 0) > 0 ? (
        <p className="rewards__notice" role="status">
          <Medal size={18} aria-hidden="true" />{' '}
          {t('board.prizeWaiting', { count: badges.data!.missionLeaderboard })}{' '}
          <Link to={memberPageHref('rewardCenter')}>{t('board.toRewards')}</Link>
        </p>
      ) : null}
      {boards.data.items.length === 0 ? (
        <EmptyState
          icon={<Trophy size={28} />}
          title={t('board.emptyTitle')}
          text={t('board.emptyText')}
          className="empty--panel"
        />
      ) : (
        boards.data.items.map((board) => <Board key={board.id} board={board} />)
      )}
    </div>
  );
}
