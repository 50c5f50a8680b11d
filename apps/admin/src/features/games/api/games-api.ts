import {
  ADMIN_GAMES_API,
  ZAdminGame,
  ZAdminGamePage,
  ZAdminVendor,
  ZAdminVendorList,
  ZCatalogueSyncResult,
  type TAdminGame,
  type TAdminGamePage,
  type TAdminGameQuery,
  type TAdminGameUpdate,
  type TAdminVendor,
  type TAdminVendorCreate,
  type TAdminVendorUpdate,
  type TCatalogueSyncResult,
} from '@lw/contracts';
import { apiRequest } from '../../../lib/api-client';
import { uploadImage } from '../../../lib/upload-image';

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

export function uploadGameIcon(id: number, file: File): Promise<TAdminGame> {
  return uploadImage('PUT', ADMIN_GAMES_API.gameIcon(id), file, ZAdminGame);
}

export function uploadVendorLogo(code: string, file: File): Promise<TAdminVendor> {
  return uploadImage('PUT', ADMIN_GAMES_API.vendorLogo(code), file, ZAdminVendor);
}
