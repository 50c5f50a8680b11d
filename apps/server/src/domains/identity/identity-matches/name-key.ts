/**
 * A person's name reduced to what a re-registration under a "slightly different" name keeps:
 * compatibility forms folded (full-width letters), Latin diacritics dropped (José = Jose),
 * Thai tone marks, the mai taikhu and the thanthakhat dropped (the marks most often mistyped or
 * left out; vowels stay, they change the name), case folded, and spaces, dots, hyphens and
 * apostrophes removed ("Somchai  Jai-Dee" = "somchaijaidee"). Empty: no name to compare.
 */
export function nameKey(name: string | null | undefined): string {
  if (!name) return '';
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/gu, '')
    .replace(/[\u0e47-\u0e4c]/gu, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s.\-'’‐-―]/gu, '');
}

/** A bank account number as digits only (spaces and dashes as typed are not part of it). */
export function accountNumberKey(accountNumber: string | null | undefined): string {
  return (accountNumber ?? '').replace(/\D/g, '');
}
