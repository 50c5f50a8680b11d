import { pickLocalized, THAI_BANK_NAMES, type TThaiBankCode } from '@lw/contracts';

/** A bank's name in the interface language; unknown codes are shown as they are. */
export function bankName(code: string, language: string): string {
  const names = THAI_BANK_NAMES[code as TThaiBankCode] as
    (typeof THAI_BANK_NAMES)[TThaiBankCode] | undefined;
  return names ? pickLocalized(names, language) : code;
}
