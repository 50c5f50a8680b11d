import {
  allowedBeforePasswordChange,
  ERROR_CODES,
  type TErrorCode,
  type TErrorResponse,
} from '@lw/contracts';
import { deviceIdHeader } from './device-id';
import { clearSession, getSession } from './session';

/** A failed API call, carrying the contract error code (clients translate codes, not messages). */
export class ApiError extends Error {
  readonly code: TErrorCode;
  readonly status: number;
  /** Extra facts of the error body (`issues` of VALIDATION_ERROR, `retryAfterSeconds`, …). */
  readonly details: Record<string, unknown> | undefined;

  constructor(
    code: TErrorCode,
    status: number,
    message: string,
    details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.details = details;
  }
}

/** True for an ApiError with one of `codes`. */
export function isApiError(error: unknown, ...codes: TErrorCode[]): error is ApiError {
  return error instanceof ApiError && (codes.length === 0 || codes.includes(error.code));
}

/** For calls answering 204 No Content: accepts any (empty) body. */
export const noContent: TSchema<void> = {
  safeParse: () => ({ success: true, data: undefined }),
};

const unauthorizedListeners = new Set<() => void>();

/**
 * Runs `listener` when a signed-in call is answered 401 UNAUTHORIZED (the session ended on the
 * server). By then the local session is already cleared. Returns the unsubscribe function.
 */
export function onSessionExpired(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** Any contract schema (zod) that can check an unknown payload. */
export interface TSchema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false };
}

/**
 * The check of a large list answer (the game lists): the contract's schema in development and
 * tests, the answer as it is in a production build, where call sites pass null
 * (`serverChecked<T>(import.meta.env.PROD ? null : ZSchema)`, so the schema leaves the bundle).
 * The server checks every answer against the same contract before sending it (its response
 * serializer); checking thousands of game fields again only blocked a phone's main thread for
 * hundreds of milliseconds. Only for schemas without transforms or defaults (output = input).
 */
export function serverChecked<T>(schema: TSchema<T> | null): TSchema<T> {
  return schema ?? { safeParse: (input) => ({ success: true, data: input as T }) };
}

/**
 * The contract's error body (`ZErrorResponse`), checked by hand: an error can come from a proxy
 * or a load balancer as well as from our server, and this check keeps zod off the first screen.
 */
export function readErrorBody(
  payload: unknown,
): { success: true; data: TErrorResponse } | { success: false } {
  const error = (payload as { error?: unknown } | null)?.error as
    Partial<Record<keyof TErrorResponse['error'], unknown>> | undefined;
  if (
    typeof error !== 'object' ||
    error === null ||
    typeof error.code !== 'string' ||
    !(ERROR_CODES as readonly string[]).includes(error.code) ||
    typeof error.message !== 'string' ||
    (error.details !== undefined &&
      (typeof error.details !== 'object' || error.details === null || Array.isArray(error.details)))
  ) {
    return { success: false };
  }
  return { success: true, data: { error: error as TErrorResponse['error'] } };
}

interface TRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Extra headers (e.g. the house studio's launch session, `x-house-session`). */
  headers?: Record<string, string>;
}

/**
 * Calls the API and parses the answer with its contract schema. Network failures become
 * SERVICE_UNAVAILABLE; error bodies keep their code; a body that breaks the contract is
 * INTERNAL_ERROR. The session token, when present, is sent as a bearer token.
 */
export async function apiRequest<T>(
  path: string,
  schema: TSchema<T>,
  options: TRequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  const { token, passwordChangePending } = getSession();
  const method = options.method ?? 'GET';
  // Until a forced password change is done the server refuses every other signed-in call (they
  // filled the console with 403s behind the change dialog): only the allowed calls carry the
  // session meanwhile, public calls go as a visitor's, and member-only queries wait
  // (`memberCalls`). Everything is asked again once the password is changed.
  const withSession =
    token !== null &&
    (!passwordChangePending || allowedBeforePasswordChange(method, path.split('?')[0]!));
  if (withSession) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  // Writes carry the browser's device id (identity matching of sign-ups and bank accounts).
  if (method !== 'GET') Object.assign(headers, deviceIdHeader());

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError('SERVICE_UNAVAILABLE', 0, 'network request failed');
  }

  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = readErrorBody(payload);
    // A 401 to a call made with a token means the session is over (expired, signed out
    // elsewhere, password changed on another device): drop it and let the app ask to log in.
    // A 401 for a token the page no longer holds (signed out meanwhile: a time-out taken, a
    // sign-out) says nothing new and must not ask to log in again.
    if (
      withSession &&
      response.status === 401 &&
      getSession().token === token &&
      (!parsed.success || parsed.data.error.code === 'UNAUTHORIZED')
    ) {
      clearSession();
      unauthorizedListeners.forEach((listener) => listener());
    }
    if (parsed.success) {
      const { code, message, details } = parsed.data.error;
      throw new ApiError(code, response.status, message, details);
    }
    const code: TErrorCode = response.status >= 500 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_ERROR';
    throw new ApiError(code, response.status, `HTTP ${response.status}`);
  }
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError('INTERNAL_ERROR', response.status, 'response does not match the contract');
  }
  return parsed.data;
}
