import { ZErrorResponse, type TErrorCode } from '@lw/contracts';
import type { z } from 'zod';
import { readToken, writeToken } from './storage';

/** A failed API call, carrying the error code the server answered with. */
export class ApiError extends Error {
  readonly code: TErrorCode;
  readonly status: number;
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

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Called when an authenticated call answers 401: the session is over. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

export interface RequestOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Query string parameters; undefined and empty values are left out. */
  query?: Record<string, string | number | undefined>;
  /** Schema the response body is parsed with; omit for 204 answers. */
  schema?: S;
  /** Send the bearer token (default true). Login is the only call without it. */
  auth?: boolean;
  signal?: AbortSignal;
}

function buildUrl(path: string, query?: RequestOptions<z.ZodType>['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

async function readError(response: Response): Promise<ApiError> {
  try {
    const parsed = ZErrorResponse.safeParse(await response.json());
    if (parsed.success) {
      const { code, message, details } = parsed.data.error;
      return new ApiError(code, response.status, message, details);
    }
  } catch {
    // Not JSON (a proxy error page): fall through to a generic code.
  }
  const code: TErrorCode =
    response.status === 401
      ? 'UNAUTHORIZED'
      : response.status === 403
        ? 'FORBIDDEN'
        : response.status === 404
          ? 'NOT_FOUND'
          : response.status === 429
            ? 'TOO_MANY_REQUESTS'
            : response.status >= 500
              ? 'SERVICE_UNAVAILABLE'
              : 'INTERNAL_ERROR';
  return new ApiError(code, response.status, response.statusText);
}

/**
 * The one way the back office talks to the API: JSON in and out, bearer token, typed errors,
 * and responses checked against the contract schema.
 */
export async function apiRequest<S extends z.ZodType = z.ZodType<undefined>>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<z.output<S>> {
  const { method = 'GET', body, query, schema, auth = true, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = auth ? readToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError('SERVICE_UNAVAILABLE', 0, 'network error');
  }

  if (!response.ok) {
    const error = await readError(response);
    if (auth && response.status === 401) {
      writeToken(null);
      unauthorizedListeners.forEach((listener) => listener());
    }
    throw error;
  }
  if (!schema || response.status === 204) return undefined as z.output<S>;
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success) {
    // The server answered something the contract does not describe: say so loudly in the console.
    console.error(`Unexpected response from ${path}`, parsed.error.issues);
    throw new ApiError('INTERNAL_ERROR', response.status, 'unexpected response shape');
  }
  return parsed.data;
}
