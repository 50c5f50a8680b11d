import type { TJobSchedule } from '@lw/contracts';
import { useTranslation } from 'react-i18next';

/** An interval in the largest whole unit: 6 h, 5 min, 30 s, 100 ms. */
function useDuration() {
  const { t } = useTranslation('jobs');
  return (ms: number) => {
    if (ms % 3_600_000 === 0) return t('duration.hours', { count: ms / 3_600_000 });
    if (ms % 60_000 === 0) return t('duration.minutes', { count: ms / 60_000 });
    if (ms % 1_000 === 0) return t('duration.seconds', { count: ms / 1_000 });
    return t('duration.milliseconds', { count: ms });
  };
}

/** A job's schedule in words; cron schedules name the operator's zone they are read in. */
export function JobScheduleText({
  schedule,
  timeZone,
}: {
  schedule: TJobSchedule;
  timeZone: string;
}) {
  const { t } = useTranslation('jobs');
  const duration = useDuration();
  switch (schedule.type) {
    case 'interval':
      return <>{t('schedule.interval', { every: duration(schedule.everyMs) })}</>;
    case 'cron':
      return (
        <>
          {t('schedule.cron', { zone: timeZone })}{' '}
          <code className="code-chip">{schedule.cron}</code>
        </>
      );
    case 'loop':
      return <>{t('schedule.loop', { every: duration(schedule.everyMs) })}</>;
    case 'oneOff':
      return <>{t('schedule.oneOff')}</>;
  }
}
