import type { TJobSchedule } from '@lw/contracts';
import parser from 'cron-parser';
import { knownTimeZone } from '../clock.js';
import type { ModuleJob } from './job-definition.js';

/** One occurrence of a periodic job: its instant and the key that makes it run once. */
export interface JobOccurrence {
  at: Date;
  key: string;
}

/**
 * The latest occurrence of `job`'s schedule at or before `now`: for an interval, the start of the
 * interval `now` falls in (epoch-aligned, so every process computes the same one); for a cron
 * expression, its last match in `timeZone`. Null for loops and one-off jobs.
 */
export function latestOccurrence(
  job: Pick<ModuleJob, 'intervalMs' | 'cron'>,
  now: Date,
  timeZone: string,
): JobOccurrence | null {
  if (job.intervalMs !== undefined) {
    const at = new Date(Math.floor(now.getTime() / job.intervalMs) * job.intervalMs);
    return { at, key: at.toISOString() };
  }
  if (job.cron !== undefined) {
    // cron-parser's prev() is strictly before currentDate: one millisecond on includes `now`.
    const at = parser
      .parseExpression(job.cron, {
        currentDate: new Date(now.getTime() + 1),
        tz: knownTimeZone(timeZone),
      })
      .prev()
      .toDate();
    return { at, key: at.toISOString() };
  }
  return null;
}

/** Throws on a job whose schedule cannot work (caught at start-up, not at the first tick). */
export function checkSchedule(job: ModuleJob): void {
  const given = [job.intervalMs, job.cron, job.loopMs].filter((v) => v !== undefined);
  if (given.length > 1) throw new Error(`job ${job.name}: give one of intervalMs, cron, loopMs`);
  for (const ms of [job.intervalMs, job.loopMs]) {
    if (ms !== undefined && !(Number.isInteger(ms) && ms > 0)) {
      throw new Error(`job ${job.name}: the interval must be a positive whole number of ms`);
    }
  }
  if (job.cron !== undefined) parser.parseExpression(job.cron);
  if (!/^[\w.-]+$/.test(job.name)) throw new Error(`job ${job.name}: name must be [\\w.-]+`);
}

/** A job's schedule as the back office reads it. */
export function scheduleOf(job: ModuleJob): TJobSchedule {
  if (job.intervalMs !== undefined) return { type: 'interval', everyMs: job.intervalMs };
  if (job.cron !== undefined) return { type: 'cron', cron: job.cron };
  if (job.loopMs !== undefined) return { type: 'loop', everyMs: job.loopMs };
  return { type: 'oneOff' };
}
