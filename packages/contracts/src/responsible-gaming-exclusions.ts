import { z } from 'zod';

/** Time-outs and self-exclusions (issue 24 item 3), the member's and the operator's API. */
export const EXCLUSIONS_API = {
  member: {
    /** getMyExclusions (GET) -> ZMyExclusions; takeExclusion (POST) ZTakeExclusionRequest -> ZExclusion */
    exclusions: '/api/responsible-gaming/exclusions',
  },
  admin: {
    /** listMemberExclusions (GET, members.read) -> ZMemberExclusions; applyExclusion (POST, responsible_gaming.manage) ZApplyExclusionRequest -> ZExclusion */
    exclusions: '/api/admin/accounts/:id/exclusions',
    /** requestExclusionLift (POST, responsible_gaming.manage) ZRequestLiftRequest -> ZExclusion */
    lift: '/api/admin/accounts/:id/exclusions/:exclusionId/lift',
  },
} as const;

export const TIME_OUT_PERIODS = ['24h', '48h', '7d', '14d', '30d', '6w'] as const;
export const SELF_EXCLUSION_PERIODS = ['6m', '1y', '5y', 'permanent'] as const;
export const EXCLUSION_PERIODS = [...TIME_OUT_PERIODS, ...SELF_EXCLUSION_PERIODS] as const;
export const ZExclusionPeriod = z.enum(EXCLUSION_PERIODS);
export type TExclusionPeriod = z.infer<typeof ZExclusionPeriod>;

export const ZRestrictionKind = z.enum(['time_out', 'self_exclusion']);
export type TRestrictionKind = z.infer<typeof ZRestrictionKind>;

/** A time-out ends by itself; a self-exclusion only by an operator's lift after its period. */
export function kindOfPeriod(period: TExclusionPeriod): TRestrictionKind {
  return (TIME_OUT_PERIODS as readonly string[]).includes(period) ? 'time_out' : 'self_exclusion';
}

/**
 * in_force: refusing sign-in and money; lift_pending: an operator asked for the lift, it takes
 * effect at `liftEffectiveAt` (the cooling-off); ended: a time-out past its end, or lifted.
 */
export const ZExclusionStatus = z.enum(['in_force', 'lift_pending', 'ended']);

const ZInstant = z.iso.datetime({ offset: true });

export const ZExclusion = z
  .object({
    id: z.number().int(),
    kind: ZRestrictionKind,
    period: ZExclusionPeriod,
    startsAt: ZInstant,
    /** The period's end; null: permanent. A self-exclusion stays in force after it until lifted. */
    endsAt: ZInstant.nullable(),
    /** The member in the member centre, or an operator (e.g. on the member's e-mail). */
    source: z.enum(['member', 'operator']),
    status: ZExclusionStatus,
    liftRequestedAt: ZInstant.nullable(),
    liftEffectiveAt: ZInstant.nullable(),
  })
  .meta({ id: 'Exclusion' });
export type TExclusion = z.infer<typeof ZExclusion>;

/** What is in force now (null: nothing) and every exclusion the member took, newest first. */
export const ZMyExclusions = z
  .object({
    current: z.object({ kind: ZRestrictionKind, until: ZInstant.nullable() }).nullable(),
    history: z.array(ZExclusion),
  })
  .meta({ id: 'MyExclusions' });
export type TMyExclusions = z.infer<typeof ZMyExclusions>;

export const ZTakeExclusionRequest = z
  .object({
    period: ZExclusionPeriod,
    /** The sign-in password, asked again: a borrowed session cannot exclude its owner. */
    password: z.string().min(1).max(128),
  })
  .meta({ id: 'TakeExclusionRequest' });
export type TTakeExclusionRequest = z.infer<typeof ZTakeExclusionRequest>;

export const ZAdminExclusion = ZExclusion.extend({
  operatorUsername: z.string().nullable(),
  reason: z.string().nullable(),
  liftRequestedBy: z.string().nullable(),
  liftReason: z.string().nullable(),
}).meta({ id: 'AdminExclusion' });
export type TAdminExclusion = z.infer<typeof ZAdminExclusion>;

export const ZMemberExclusions = z
  .object({
    current: ZMyExclusions.shape.current,
    history: z.array(ZAdminExclusion),
  })
  .meta({ id: 'MemberExclusions' });
export type TMemberExclusions = z.infer<typeof ZMemberExclusions>;

export const ZApplyExclusionRequest = z
  .object({
    period: ZExclusionPeriod,
    /** Why the operator applies it (the member's e-mail, a call): kept in the audit. */
    reason: z.string().trim().min(1).max(500),
  })
  .meta({ id: 'ApplyExclusionRequest' });
export type TApplyExclusionRequest = z.infer<typeof ZApplyExclusionRequest>;

export const ZRequestLiftRequest = z
  .object({ reason: z.string().trim().min(1).max(500) })
  .meta({ id: 'RequestLiftRequest' });
export type TRequestLiftRequest = z.infer<typeof ZRequestLiftRequest>;

/** The PLAY_RESTRICTED error's details (every refusal of an excluded member). */
export interface TPlayRestrictedDetails {
  kind: TRestrictionKind;
  /** When play may start again; null: a self-exclusion no lift has been asked for yet. */
  until: string | null;
}
