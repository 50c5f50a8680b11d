import { z } from 'zod';

/**
 * Duplicate identities (issue 24 item 4): details of a registration, a bank account or a bound
 * phone that match an excluded or closed member. The member never learns of a match (the refusal
 * is the neutral REGISTRATION_REFUSED); operators see them on the member page.
 */
export const IDENTITY_MATCHES_API = {
  admin: {
    /** listIdentityMatches (GET, members.read) -> ZIdentityMatches: the member's, both directions */
    matches: '/api/admin/accounts/:id/identity-matches',
  },
} as const;

/**
 * The header the player site sends on every call: a random id it keeps in local storage, so a
 * new account opened from the browser of an excluded member can be recognised.
 */
export const DEVICE_ID_HEADER = 'x-device-id';

/** A device id as the server keeps it: anything else in the header is ignored, never a 500. */
export const ZDeviceId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

/** The details compared; phone, bank account and device are strong, name and payee name weak. */
export const IDENTITY_MATCH_FIELDS = [
  'phone',
  'bankAccount',
  'device',
  'name',
  'birthday',
  'payeeName',
] as const;
export const ZIdentityMatchField = z.enum(IDENTITY_MATCH_FIELDS);
export type TIdentityMatchField = z.infer<typeof ZIdentityMatchField>;

/** Where the details came in. */
export const ZIdentityMatchSource = z.enum(['registration', 'bank_account', 'mobile_binding']);
export type TIdentityMatchSource = z.infer<typeof ZIdentityMatchSource>;

/** blocked: the registration or bank account was refused; flagged: let through, for review. */
export const ZIdentityMatchDecision = z.enum(['blocked', 'flagged']);
export type TIdentityMatchDecision = z.infer<typeof ZIdentityMatchDecision>;

/** Why the matched account counts: a time-out or self-exclusion, or closed (disabled). */
export const ZMatchedReason = z.enum(['excluded', 'closed']);
export type TMatchedReason = z.infer<typeof ZMatchedReason>;

export const ZIdentityMatch = z
  .object({
    id: z.number().int(),
    source: ZIdentityMatchSource,
    decision: ZIdentityMatchDecision,
    fields: z.array(ZIdentityMatchField),
    /** The account the details came from; null for a refused registration (no account made). */
    accountId: z.number().int().nullable(),
    accountUsername: z.string().nullable(),
    /** The username a refused registration asked for. */
    attemptUsername: z.string().nullable(),
    matchedAccountId: z.number().int(),
    matchedUsername: z.string(),
    matchedReason: ZMatchedReason,
    at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'IdentityMatch' });
export type TIdentityMatch = z.infer<typeof ZIdentityMatch>;

/** A member's matches: as the new account, and as the excluded or closed one matched. */
export const ZIdentityMatches = z
  .object({ items: z.array(ZIdentityMatch) })
  .meta({ id: 'IdentityMatches' });
export type TIdentityMatches = z.infer<typeof ZIdentityMatches>;
