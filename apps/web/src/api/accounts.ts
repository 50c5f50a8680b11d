/**
 * The account API (login, registration, recovery) arrives with the accounts issue. Until then
 * the forms are complete but submitting explains that signing in is not available yet.
 * The accounts issue replaces these handlers with TanStack Query mutations.
 */
export type TAuthOutcome =
  { ok: true } | { ok: false; notice: 'unavailable' | 'error'; message?: string };

/** What a form submit resolves to while the server has no account API. */
export async function accountsNotAvailable(): Promise<TAuthOutcome> {
  return { ok: false, notice: 'unavailable' };
}
