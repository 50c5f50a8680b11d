/** Unicode NFC, runs of whitespace to one space, trimmed, case-folded: how names are compared. */
export function normalizeName(name: string): string {
  return name.normalize('NFC').replace(/\s+/gu, ' ').trim().toLocaleLowerCase('en-US');
}

/** True when the typed name is the account's real (payee) name, ignoring case and spacing. */
export function namesMatch(realName: string | null, typed: string): boolean {
  if (!realName?.trim()) return false;
  return normalizeName(realName) === normalizeName(typed);
}
