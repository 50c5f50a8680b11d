import type { TIdentityMatchDecision, TIdentityMatchField, TMatchedReason } from '@lw/contracts';
import { accountNumberKey, nameKey } from './name-key.js';
import type { PayoutDetail } from './ports.js';

/** The details a registration, a bank account or a phone binding brings. */
export interface IdentityDetails {
  realName?: string | null;
  /** yyyy-MM-dd */
  birthday?: string | null;
  phone?: { dialingCode: string; national: string } | null;
  deviceId?: string | null;
  bankAccountNumber?: string | null;
  /** The payee name of a bank account being added. */
  payeeName?: string | null;
}

/** What an excluded or closed account is known by. */
export interface KnownIdentity {
  accountId: number;
  reason: TMatchedReason;
  realName: string | null;
  birthday: string | null;
  countryDialingCode: string | null;
  mobile: string | null;
  deviceIds: ReadonlySet<string>;
  payouts: readonly PayoutDetail[];
}

export interface IdentityFinding {
  matchedAccountId: number;
  matchedReason: TMatchedReason;
  fields: TIdentityMatchField[];
  decision: TIdentityMatchDecision;
}

const STRONG: readonly TIdentityMatchField[] = ['phone', 'bankAccount', 'device'];

/**
 * The matching rule: any strong identifier (phone, bank account number, device) blocks, so does
 * a name (real or payee) with the birth date; a name alone is flagged for review; a birth date
 * alone is no match (too many people share one).
 */
export function compareIdentity(
  details: IdentityDetails,
  known: KnownIdentity,
): IdentityFinding | null {
  const fields: TIdentityMatchField[] = [];
  const phone = details.phone;
  if (
    phone &&
    known.mobile === phone.national &&
    known.countryDialingCode?.replace(/^\+/, '') === phone.dialingCode
  ) {
    fields.push('phone');
  }
  const bank = accountNumberKey(details.bankAccountNumber);
  if (bank && known.payouts.some((p) => accountNumberKey(p.accountNumber) === bank)) {
    fields.push('bankAccount');
  }
  if (details.deviceId && known.deviceIds.has(details.deviceId)) fields.push('device');

  const name = nameKey(details.realName);
  const payee = nameKey(details.payeeName);
  const knownName = nameKey(known.realName);
  const knownPayees = new Set(known.payouts.map((p) => nameKey(p.accountName)).filter(Boolean));
  if (name && name === knownName) fields.push('name');
  if (
    (payee && (payee === knownName || knownPayees.has(payee))) ||
    (name && knownPayees.has(name))
  ) {
    fields.push('payeeName');
  }
  const named = fields.includes('name') || fields.includes('payeeName');
  const sameBirthday = Boolean(details.birthday && details.birthday === known.birthday);
  if (sameBirthday && fields.length > 0) fields.push('birthday');
  if (fields.length === 0) return null;

  const blocked = fields.some((f) => STRONG.includes(f)) || (named && sameBirthday);
  return {
    matchedAccountId: known.accountId,
    matchedReason: known.reason,
    fields,
    decision: blocked ? 'blocked' : 'flagged',
  };
}
