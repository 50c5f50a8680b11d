/**
 * Dialing codes of the markets the site serves, with the length of a national mobile number
 * (without the trunk prefix 0). Used by getCountryCodes and to check `mobileNum`.
 */
export const COUNTRY_CODES = [
  {
    countryCode: 'TH',
    countryDialingCode: '66',
    name: 'Thailand',
    phoneDigits: { min: 9, max: 9 },
  },
  {
    countryCode: 'VN',
    countryDialingCode: '84',
    name: 'Vietnam',
    phoneDigits: { min: 9, max: 10 },
  },
  {
    countryCode: 'MY',
    countryDialingCode: '60',
    name: 'Malaysia',
    phoneDigits: { min: 9, max: 10 },
  },
  {
    countryCode: 'ID',
    countryDialingCode: '62',
    name: 'Indonesia',
    phoneDigits: { min: 9, max: 12 },
  },
  {
    countryCode: 'PH',
    countryDialingCode: '63',
    name: 'Philippines',
    phoneDigits: { min: 10, max: 10 },
  },
  {
    countryCode: 'KH',
    countryDialingCode: '855',
    name: 'Cambodia',
    phoneDigits: { min: 8, max: 9 },
  },
  { countryCode: 'LA', countryDialingCode: '856', name: 'Laos', phoneDigits: { min: 8, max: 10 } },
  {
    countryCode: 'MM',
    countryDialingCode: '95',
    name: 'Myanmar',
    phoneDigits: { min: 7, max: 10 },
  },
  {
    countryCode: 'SG',
    countryDialingCode: '65',
    name: 'Singapore',
    phoneDigits: { min: 8, max: 8 },
  },
  { countryCode: 'CN', countryDialingCode: '86', name: 'China', phoneDigits: { min: 11, max: 11 } },
  {
    countryCode: 'HK',
    countryDialingCode: '852',
    name: 'Hong Kong',
    phoneDigits: { min: 8, max: 8 },
  },
  { countryCode: 'TW', countryDialingCode: '886', name: 'Taiwan', phoneDigits: { min: 9, max: 9 } },
  { countryCode: 'JP', countryDialingCode: '81', name: 'Japan', phoneDigits: { min: 10, max: 10 } },
  {
    countryCode: 'KR',
    countryDialingCode: '82',
    name: 'South Korea',
    phoneDigits: { min: 9, max: 10 },
  },
  { countryCode: 'IN', countryDialingCode: '91', name: 'India', phoneDigits: { min: 10, max: 10 } },
  {
    countryCode: 'BR',
    countryDialingCode: '55',
    name: 'Brazil',
    phoneDigits: { min: 10, max: 11 },
  },
] as const;

export const DEFAULT_DIALING_CODE = '66';

/** The national number without spaces, dashes and the leading trunk 0. */
export function normalizeMobile(mobile: string): string {
  return mobile.replace(/[\s-]/g, '').replace(/^0+/, '');
}

/** True when the number has the right length for its country (unknown codes: 6–15 digits). */
export function mobileFitsCountry(mobile: string, dialingCode: string): boolean {
  if (!/^\d+$/.test(mobile)) return false;
  const country = COUNTRY_CODES.find((c) => c.countryDialingCode === dialingCode);
  const { min, max } = country?.phoneDigits ?? { min: 6, max: 15 };
  return mobile.length >= min && mobile.length <= max;
}
