import { useState } from 'react';
import { useCountryCodes } from '../api/get-country-codes';
import type { TDialOption } from '../components/phone-field';

/**
 * The dialling-code picker of a phone field from the server's country list (GET
 * /api/auth/country-codes): the options, the chosen country and its dialling code.
 */
export function useDialCodes(enabled = true) {
  const countries = useCountryCodes(enabled);
  const items = countries.data?.items ?? [];
  const [countryCode, setCountryCode] = useState<string | null>(null);
  const fallback =
    items.find(
      (c) =>
        c.countryCode === countries.data?.default ||
        c.countryDialingCode === countries.data?.default,
    ) ??
    items[0] ??
    null;
  const country = items.find((c) => c.countryCode === countryCode) ?? fallback;
  const options: TDialOption[] = items.map((c) => ({
    value: c.countryCode,
    label: `${c.countryDialingCode.startsWith('+') ? '' : '+'}${c.countryDialingCode}`,
    title: c.name,
  }));
  return {
    options,
    country,
    /** The value of the picker (a country code). */
    selected: country?.countryCode ?? '',
    select: setCountryCode,
    /** What the API takes as `countryDialingCode`, e.g. +66 ('' until the list loads). */
    dialCode: country
      ? `${country.countryDialingCode.startsWith('+') ? '' : '+'}${country.countryDialingCode}`
      : '',
  };
}
