/**
 * What an account form's submit resolves to. The username flows (login, registration, change
 * password) call the accounts API; SMS, free play and password recovery arrive later and answer
 * `accountsNotAvailable` until then.
 */
export type TAuthOutcome =
  | { ok: true }
  | {
      ok: false;
      /** The inline notice under the form; absent when the errors all sit on their fields. */
      notice?: 'unavailable' | 'error';
      message?: string;
      /** Errors to show under their fields (a server VALIDATION_ERROR, USERNAME_TAKEN, …). */
      fieldErrors?: Record<string, string>;
    };

/** What a form submit resolves to for a flow the server does not offer yet. */
export async function accountsNotAvailable(): Promise<TAuthOutcome> {
  return { ok: false, notice: 'unavailable' };
}
