import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { accounts } from '../../../db/schema/index.js';
import { AppError } from '../../../platform/errors.js';
import type { AccountRow } from '../accounts/index.js';
import { COUNTRY_CODES } from './country-codes.js';

/**
 * A mobile number in both forms we use: E.164 for sending and as the code's destination, and
 * the split form accounts store (`country_dialing_code` '66' without '+', `mobile` the national
 * number without the trunk 0).
 */
export interface ParsedMobile {
  /** '+66812345678' */
  e164: string;
  /** '66' */
  dialingCode: string;
  /** '812345678' */
  national: string;
}

/**
 * Checks and splits a number typed as dialing code + national number: '+', spaces, dashes and
 * dots are dropped, so is a leading trunk 0; the digit count must fit the country. Empty number:
 * PHONE_REQUIRED; unknown dialing code, other characters or a wrong length: INVALID_PHONE.
 */
export function parseMobile(
  dialCode: string | undefined,
  mobileNum: string | undefined,
): ParsedMobile {
  const raw = (mobileNum ?? '').replace(/[\s\-.()]/g, '');
  if (raw === '') throw new AppError('PHONE_REQUIRED', 'Mobile number required');
  const code = (dialCode ?? '').replace(/[\s+]/g, '');
  const country = COUNTRY_CODES.find((c) => c.countryDialingCode === code);
  if (!country) throw new AppError('INVALID_PHONE', 'Unknown country dialing code');
  let national = raw.replace(/^\+/, '');
  // Typed with the country code in front (+66812…, 0066812…): keep only the national part.
  if (raw.startsWith('+') || raw.startsWith('00')) {
    national = national.replace(/^00/, '');
    if (!national.startsWith(code)) throw new AppError('INVALID_PHONE', 'Country code differs');
    national = national.slice(code.length);
  }
  national = national.replace(/^0+/, '');
  const { min, max } = country.phoneDigits;
  if (!/^\d+$/.test(national) || national.length < min || national.length > max) {
    throw new AppError('INVALID_PHONE', 'Wrong mobile number format', {
      minDigits: min,
      maxDigits: max,
    });
  }
  return { e164: `+${code}${national}`, dialingCode: code, national };
}

/** E.164 form of a typed number, e.g. ('+66', '081-234-5678') -> '+66812345678'. */
export function normalizeMobile(
  dialCode: string | undefined,
  mobileNum: string | undefined,
): string {
  return parseMobile(dialCode, mobileNum).e164;
}

/**
 * The account holding this number. Older rows may carry the dialing code with its '+' (the
 * registration form sent it as typed), so both spellings match.
 */
export async function findByMobile(db: Database, mobile: ParsedMobile): Promise<AccountRow | null> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(
      and(
        eq(accounts.mobile, mobile.national),
        inArray(accounts.countryDialingCode, [mobile.dialingCode, `+${mobile.dialingCode}`]),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** National digits after the country code that name a number range (mobile operator, region). */
export const PREFIX_NATIONAL_DIGITS = 2;

/**
 * The number range an E.164 number belongs to, as the SMS hourly budgets count it: the country
 * dialing code and the first two national digits ('+66812345678' -> '+6681', a Thai operator's
 * range; '+855961234567' -> '+85596'). A dialing code we do not serve (not in COUNTRY_CODES)
 * counts its first three digits as the code, the longest a code can be, so an unknown country
 * is never merged with a known one.
 */
export function numberPrefix(e164: string): string {
  const digits = e164.replace(/^\+/, '');
  const known = COUNTRY_CODES.map((c) => c.countryDialingCode)
    .filter((code) => digits.startsWith(code))
    .sort((a, b) => b.length - a.length)[0];
  const codeLength = known?.length ?? 3;
  return `+${digits.slice(0, codeLength + PREFIX_NATIONAL_DIGITS)}`;
}
