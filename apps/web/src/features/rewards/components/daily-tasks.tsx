import { pickLocalized, type TTaskProgress } from '@lw/contracts';
import { ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Money } from '../../../components/ui/money';
import { errorText } from '../../../lib/error-text';
import { formatMinorUnits } from '../../../lib/format';
import { useCollectTask } from '../api/rewards-api';

/** What a task asks, in words: deposit X, bet X (on a category), play X rounds. */
function TaskGoal({ task }: { task: TTaskProgress }) {
  const { t, i18n } = useTranslation(['rewards', 'gameRecords']);
  const amount = (minor: number) => formatMinorUnits(minor, i18n.language);
  const category = task.category
    ? t(`gameRecords:category.${task.category}`, { defaultValue: task.category })
    : '';
  if (task.kind === 'deposit') return <>{t('task.deposit', { amount: amount(task.target) })}</>;
  if (task.kind === 'bet') {
    return (
      <>
        {category
          ? t('task.betOn', { amount: amount(task.target), category })
          : t('task.bet', { amount: amount(task.target) })}
      </>
    );
  }
  return (
    <>
      {category
        ? t('task.roundsOf', { count: task.target, category })
        : t('task.rounds', { count: task.target })}
    </>
  );
}

/** Today's tasks with a progress bar each; a completed one posts its reward into the reward centre. */
export function DailyTasks({ tasks }: { tasks: TTaskProgress[] }) {
  const { t, i18n } = useTranslation('rewards');
  const collect = useCollectTask();
  const shown = (task: TTaskProgress, n: number) =>
    task.kind === 'rounds' ? String(n) : formatMinorUnits(n, i18n.language);
  return (
    <section className="rewards__card" aria-labelledby="tasks-title">
      <h2 id="tasks-title" className="rewards__heading">
        <ListChecks size={20} aria-hidden="true" /> {t('tasks.title')}
      </h2>
      {tasks.length === 0 ? (
        <EmptyState
          icon={<ListChecks size={28} />}
          title={t('tasks.emptyTitle')}
          text={t('tasks.emptyText')}
        />
      ) : (
        <ul className="tasks">
          {tasks.map((task) => {
            const done = task.progress >= task.target;
            const percent = Math.min(100, Math.floor((task.progress * 100) / task.target));
            return (
              <li key={task.id} className="task">
                <div className="task__text">
                  <p className="task__title">{pickLocalized(task.title, i18n.language)}</p>
                  <p className="task__goal">
                    <TaskGoal task={task} />
                  </p>
                  <div
                    className="task__bar"
                    role="progressbar"
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={percent}
                    aria-label={t('tasks.progress')}
                  >
                    <span style={{ width: `${percent}%` }} />
                  </div>
                  <p className="task__figures tabular">
                    {shown(task, Math.min(task.progress, task.target))} / {shown(task, task.target)}
                  </p>
                </div>
                <div className="task__reward">
                  <Money minor={task.rewardAmount} />
                  <Button
                    size="sm"
                    variant={done && !task.collected ? 'primary' : 'secondary'}
                    disabled={!done || task.collected}
                    loading={collect.isPending && collect.variables === task.id}
                    onClick={() => collect.mutate(task.id)}
                  >
                    {task.collected
                      ? t('tasks.collected')
                      : done
                        ? t('tasks.collect')
                        : t('tasks.inProgress')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {collect.isError ? (
        <p role="alert" className="rewards__error">
          {errorText(collect.error, i18n.language)}
        </p>
      ) : null}
    </section>
  );
}
