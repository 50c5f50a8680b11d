import type { TJobRun, TJobRunState } from '@lw/contracts';
import { useTranslation } from 'react-i18next';
import { Pill, type Tone } from '../../../components/ui/pill';
import { useDateTime } from '../../../lib/datetime';

const TONES: Record<TJobRunState, Tone> = {
  queued: 'neutral',
  running: 'info',
  retrying: 'warning',
  succeeded: 'success',
  failed: 'danger',
};

/** A run's state, attempts and time (finished, else started, else scheduled). */
export function JobRunState({ run }: { run: TJobRun | null }) {
  const { t } = useTranslation('jobs');
  const { dateTime } = useDateTime();
  if (!run) return <span className="muted">{t('never')}</span>;
  const at = run.finishedAt ?? run.startedAt ?? run.scheduledFor;
  return (
    <span className="job-run">
      <Pill tone={TONES[run.state]}>{t(`state.${run.state}`)}</Pill>{' '}
      <time dateTime={at} className="nowrap">
        {dateTime(at)}
      </time>{' '}
      <span className="muted">
        {t('attempts', { attempts: run.attempts, max: run.maxAttempts })}
        {run.requestedBy ? ` · ${t('requestedBy', { operator: run.requestedBy })}` : ''}
      </span>
    </span>
  );
}
