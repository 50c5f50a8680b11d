import { ZErrorResponse } from '@lw/contracts';
import type { z } from 'zod';
import { ApiError } from './api-client';
import { readToken } from './storage';

/**
 * Sends an image file's bytes as they are (Content-Type: the file's type; the JSON client sends
 * no binary bodies; the server checks the magic bytes and the size) and checks the answer with
 * `schema`. A refusal keeps its error code; a proxy's bare 413 is PAYLOAD_TOO_LARGE.
 */
export async function uploadImage<S extends z.ZodType>(
  method: 'POST' | 'PUT',
  path: string,
  file: File,
  schema: S,
): Promise<z.output<S>> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: {
        Accept: 'application/json',
        'Content-Type': file.type,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: file,
    });
  } catch {
    throw new ApiError('SERVICE_UNAVAILABLE', 0, 'network error');
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = ZErrorResponse.safeParse(body);
    if (error.success) {
      const { code, message, details } = error.data.error;
      throw new ApiError(code, response.status, message, details);
    }
    throw new ApiError(
      response.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'INTERNAL_ERROR',
      response.status,
      response.statusText,
    );
  }
  return schema.parse(body);
}
