import { ApiError } from '../../../lib/api-client';

/**
 * True when a failed money request may still have been carried out by the server (network
 * failure or a 5xx): the retry must reuse the same requestId so it cannot count twice.
 */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status >= 500;
}
