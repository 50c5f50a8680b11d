import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Money } from '../../../components/ui/money';
import { useDateTime } from '../../../lib/date-time';
import { errorText } from '../../../lib/error-text';
import { useClaimReward, useRewards, useTaskBoard } from '../api/rewards-api';
import { DailyTasks } from '../components/daily-tasks';
import { rewardTitle } from '../components/reward-title';
import { SignInCalendar } from '../components/sign-in-calendar';
import '../components/rewards.css';

/** rewardCenter (spec §2): the sign-in calendar, today's tasks and every reward to claim. */
export function RewardCenterPage() {
  const { t, i18n } = useTranslation('rewards');
  const { dateTime } = useDateTime();
  const board = useTaskBoard();
  const rewards = useRewards();
  const claim = useClaimReward();
  const error = board.error ?? rewards.error;
  if (error) {
    return (
      <p role="alert" className="rewards__error">
        {errorText(error, i18n.language)}
      </p>
    );
  }
  if (!board.data || !rewards.data)
    return <div className="skeleton rewards__skeleton" aria-busy="true" />;
  return (
    <div className="rewards">
      <SignInCalendar board={board.data} />
      <DailyTasks tasks={board.data.tasks} />
      <section className="rewards__card" aria-labelledby="rewards-title">
        <div className="rewards__card-head">
          <h2 id="rewards-title" className="rewards__heading">
            <Gift size={20} aria-hidden="true" /> {t('list.title')}
          </h2>
          <p className="rewards__streak" aria-live="polite">
            {t('list.unclaimed', { count: rewards.data.unclaimed })}
          </p>
        </div>
        {rewards.data.items.length === 0 ? (
          <EmptyState
            icon={<Gift size={28} />}
            title={t('list.emptyTitle')}
            text={t('list.emptyText')}
          />
        ) : (
          <ul className="reward-list">
            {rewards.data.items.map((reward) => (
              <li key={reward.id} className={`reward is-${reward.status}`}>
                <span className="reward__icon" aria-hidden="true">
                  <Gift size={18} />
                </span>
                <div className="reward__text">
                  <p className="reward__title">{rewardTitle(t, reward, i18n.language)}</p>
                  <p className="reward__meta">
                    {reward.status === 'claimed' && reward.claimedAt
                      ? t('list.claimedAt', { at: dateTime(reward.claimedAt) })
                      : reward.availableUntil
                        ? t('list.until', { at: dateTime(reward.availableUntil) })
                        : t('list.noExpiry')}
                    {reward.turnoverPercent > 0
                      ? ` · ${t('list.turnover', { percent: reward.turnoverPercent })}`
                      : ''}
                  </p>
                </div>
                <Money minor={reward.amount} currency={reward.currency} />
                {reward.status === 'unclaimed' ? (
                  <Button
                    size="sm"
                    loading={claim.isPending && claim.variables === reward.id}
                    onClick={() => claim.mutate(reward.id)}
                  >
                    {t('list.claim')}
                  </Button>
                ) : (
                  <span
                    className={`tag status-tag status-tag--${reward.status === 'claimed' ? 'success' : 'muted'}`}
                  >
                    {t(`status.${reward.status}`)}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
        {claim.isError ? (
          <p role="alert" className="rewards__error">
            {errorText(claim.error, i18n.language)}
          </p>
        ) : null}
      </section>
    </div>
  );
}
