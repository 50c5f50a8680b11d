import {
  ADMIN_GAMES_API,
  ZAdminGame,
  ZAdminGamePage,
  ZAdminVendor,
  ZAdminVendorList,
  ZCatalogueSyncResult,
  ZErrorResponse,
  type TAdminGame,
  type TAdminGamePage,
  type TAdminGameQuery,
  type TAdminGameUpdate,
  type TAdminVendor,
  type TAdminVendorCreate,
  type TAdminVendorUpdate,
  type TCatalogueSyncResult,
} from '@lw/contracts';
import type { z } from 'zod';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { readToken } from '../../../lib/storage';

export const vendorsQueryKey = ['admin', 'game-vendors'] as const;
export const gamesQueryKey = ['admin', 'games'] as const;

export async function fetchVendors(signal?: AbortSignal): Promise<TAdminVendor[]> {
  const { items } = await apiRequest(ADMIN_GAMES_API.vendors, { schema: ZAdminVendorList, signal });
  return items;
}

export function createVendor(body: TAdminVendorCreate): Promise<TAdminVendor> {
  return apiRequest(ADMIN_GAMES_API.vendors, { method: 'POST', body, schema: ZAdminVendor });
}

export function updateVendor(code: string, body: TAdminVendorUpdate): Promise<TAdminVendor> {
  return apiRequest(ADMIN_GAMES_API.vendor(code), { method: 'PATCH', body, schema: ZAdminVendor });
}

export function syncVendor(code: string): Promise<TCatalogueSyncResult> {
  return apiRequest(ADMIN_GAMES_API.vendorSync(code), {
    method: 'POST',
    schema: ZCatalogueSyncResult,
  });
}

export function fetchGames(query: TAdminGameQuery, signal?: AbortSignal): Promise<TAdminGamePage> {
  return apiRequest(ADMIN_GAMES_API.games, {
    query: query as Record<string, string | number | undefined>,
    schema: ZAdminGamePage,
    signal,
  });
}

export function updateGame(id: number, body: TAdminGameUpdate): Promise<TAdminGame> {
  return apiRequest(ADMIN_GAMES_API.game(id), { method: 'PATCH', body, schema: ZAdminGame });
}

export function removeGameIcon(id: number): Promise<TAdminGame> {
  return apiRequest(ADMIN_GAMES_API.gameIcon(id), { method: 'DELETE', schema: ZAdminGame });
}

export function removeVendorLogo(code: string): Promise<TAdminVendor> {
  return apiRequest(ADMIN_GAMES_API.vendorLogo(code), { method: 'DELETE', schema: ZAdminVendor });
}

/**
 * PUTs an image file's bytes as they are (Content-Type: the file's type); the JSON client does
 * not send binary bodies.
 */
async function putImage<S extends z.ZodType>(
  path: string,
  file: File,
  schema: S,
): Promise<z.output<S>> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'PUT',
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

export function uploadGameIcon(id: number, file: File): Promise<TAdminGame> {
  return putImage(ADMIN_GAMES_API.gameIcon(id), file, ZAdminGame);
}

export function uploadVendorLogo(code: string, file: File): Promise<TAdminVendor> {
  return putImage(ADMIN_GAMES_API.vendorLogo(code), file, ZAdminVendor);
}
