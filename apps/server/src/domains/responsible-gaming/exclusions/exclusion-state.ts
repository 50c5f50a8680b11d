import type { TExclusion, TRestrictionKind } from '@lw/contracts';
import type { playRestrictions } from '../../../db/schema/index.js';

export type ExclusionRow = typeof playRestrictions.$inferSelect;

/** in_force, lift_pending (an operator's lift in its cooling-off) or ended, at `now`. */
export function statusOf(row: ExclusionRow, now: Date): TExclusion['status'] {
  if (row.kind === 'time_out') return row.endsAt && row.endsAt > now ? 'in_force' : 'ended';
  if (!row.liftEffectiveAt) return 'in_force';
  return row.liftEffectiveAt > now ? 'lift_pending' : 'ended';
}

/** Until when this row keeps the member from play, seen at `now` (null: no longer). */
function untilOf(row: ExclusionRow, now: Date): Date | 'infinity' | null {
  const status = statusOf(row, now);
  if (status === 'ended') return null;
  if (row.kind === 'time_out') return row.endsAt;
  return status === 'lift_pending' ? row.liftEffectiveAt : 'infinity';
}

/**
 * What the account row must say (`accounts.play_restricted_until`, `play_restriction`): the
 * latest end over every exclusion still keeping the member away; a self-exclusion wins a tie.
 */
export function effectiveRestriction(
  rows: ExclusionRow[],
  now: Date,
): { kind: TRestrictionKind; until: Date | 'infinity' } | null {
  let best: { kind: TRestrictionKind; until: Date | 'infinity' } | null = null;
  const rank = (until: Date | 'infinity') => (until === 'infinity' ? Infinity : until.getTime());
  for (const row of rows) {
    const until = untilOf(row, now);
    if (!until) continue;
    const better =
      !best ||
      rank(until) > rank(best.until) ||
      (rank(until) === rank(best.until) && row.kind === 'self_exclusion');
    if (better) best = { kind: row.kind, until };
  }
  return best;
}

export function presentExclusion(row: ExclusionRow, now: Date): TExclusion {
  return {
    id: row.id,
    kind: row.kind,
    period: row.period as TExclusion['period'],
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    source: row.source,
    status: statusOf(row, now),
    liftRequestedAt: row.liftRequestedAt?.toISOString() ?? null,
    liftEffectiveAt: row.liftEffectiveAt?.toISOString() ?? null,
  };
}
