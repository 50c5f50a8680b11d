/**
 * A person's name in the form used to compare a payee name with the member's real name:
 * Unicode NFC, runs of whitespace as one space, trimmed, lower case. Thai has no case; Latin
 * names typed in another case or with double spaces still match.
 */
export function normalisePersonName(name: string): string {
  return name.normalize('NFC').replace(/\s+/gu, ' ').trim().toLowerCase();
}

/** True when the payee name on a bank account is the member's real name. */
export function payeeNameMatches(accountName: string, realName: string): boolean {
  return normalisePersonName(accountName) === normalisePersonName(realName);
}

/** '1234567890' -> '******7890': members see only the last four digits. */
export function maskAccountNumber(accountNumber: string): string {
  return `${'*'.repeat(Math.max(accountNumber.length - 4, 0))}${accountNumber.slice(-4)}`;
}
