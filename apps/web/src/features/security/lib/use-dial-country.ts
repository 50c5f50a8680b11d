import { useState } from 'react';
import { useCountryCodes } from '../../auth';
import type { TDialOption } from '../../auth';
import type { TCountryDialing } from '../../auth';

/**
 * The country picked in a phone field: the server's list of dialling codes, its default first
 * (the default may name a country code or a dialling code).
 */
export function useDialCountry() {
  const countries = useCountryCodes();
  const list: TCountryDialing[] = countries.data?.items ?? [];
  const [picked, setPicked] = useState<string | null>(null);
  const fallback =
    list.find(
      (c) =>
        c.countryCode === countries.data?.default ||
        c.countryDialingCode === countries.data?.default,
    ) ??
    list[0] ??
    null;
  const country = list.find((c) => c.countryCode === picked) ?? fallback;
  const options: TDialOption[] = list.map((c) => ({
    value: c.countryCode,
    label: withPlus(c.countryDialingCode),
    title: c.name,
  }));
  return { country, options, pick: setPicked };
}

/** "66" -> "+66" (the server may store it either way). */
export function withPlus(dialCode: string): string {
  return dialCode.startsWith('+') ? dialCode : `+${dialCode}`;
}
