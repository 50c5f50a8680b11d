/**
 * What an account form's submit (or side action, like sending an SMS code) resolves to: every
 * sign-in, registration and recovery flow answers this, so forms share one way of showing it.
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
