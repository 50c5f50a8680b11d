import { addDays, dayOfInstant, wallTimeToInstant } from '@lw/contracts';

/** What decides a campaign's windows. */
export interface WindowRule {
  windowStart: string;
  windowMinutes: number;
  firstDay: string;
  lastDay: string;
}

export interface EnvelopeWindow {
  startsAt: Date;
  endsAt: Date;
}

/** The window of `day` (its start is that day's wall clock in the operator's zone). */
function windowOf(rule: WindowRule, day: string, timeZone: string): EnvelopeWindow {
  const startsAt = wallTimeToInstant(`${day}T${rule.windowStart}`, timeZone)!;
  return { startsAt, endsAt: new Date(startsAt.getTime() + rule.windowMinutes * 60_000) };
}

/**
 * The window open at `now`, else the next one (null: the campaign is over). A window that
 * starts late in the evening may run past midnight, so yesterday's is looked at too.
 */
export function currentOrNextWindow(
  rule: WindowRule,
  now: Date,
  timeZone: string,
): (EnvelopeWindow & { open: boolean }) | null {
  const today = dayOfInstant(now, timeZone);
  for (const day of [addDays(today, -1), today, addDays(today, 1)]) {
    if (day < rule.firstDay || day > rule.lastDay) continue;
    const w = windowOf(rule, day, timeZone);
    if (w.endsAt.getTime() <= now.getTime()) continue;
    return { ...w, open: w.startsAt.getTime() <= now.getTime() };
  }
  if (today < rule.firstDay) return { ...windowOf(rule, rule.firstDay, timeZone), open: false };
  return null;
}
