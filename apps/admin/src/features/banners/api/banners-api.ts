import {
  BANNERS_API,
  ZAdminBanner,
  ZAdminBannerList,
  ZErrorResponse,
  ZAvatar,
  ZAvatarList,
  ZUploadedImage,
  PROFILE_API,
  type TAvatar,
  type TAdminBanner,
  type TBannerGroup,
  type TBannerInput,
} from '@lw/contracts';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { readToken } from '../../../lib/storage';

export async function listBanners(group: TBannerGroup): Promise<TAdminBanner[]> {
  const list = await apiRequest(BANNERS_API.admin, { query: { group }, schema: ZAdminBannerList });
  return list.banners;
}

export function createBanner(input: TBannerInput): Promise<TAdminBanner> {
  return apiRequest(BANNERS_API.admin, { method: 'POST', body: input, schema: ZAdminBanner });
}

export function updateBanner(id: number, input: TBannerInput): Promise<TAdminBanner> {
  return apiRequest(BANNERS_API.adminOne(id), { method: 'PUT', body: input, schema: ZAdminBanner });
}

export function deleteBanner(id: number): Promise<void> {
  return apiRequest(BANNERS_API.adminOne(id), { method: 'DELETE' });
}

export async function reorderBanners(group: TBannerGroup, ids: number[]): Promise<TAdminBanner[]> {
  const list = await apiRequest(BANNERS_API.adminOrder, {
    method: 'PUT',
    body: { group, ids },
    schema: ZAdminBannerList,
  });
  return list.banners;
}

/** POSTs the file's bytes (checked again by the server by its magic bytes); answers its URL. */
export async function uploadContentImage(file: File): Promise<string> {
  return ZUploadedImage.parse(await postImage(BANNERS_API.adminImages, file)).url;
}

export async function listAvatars(): Promise<TAvatar[]> {
  return (await apiRequest(PROFILE_API.adminAvatars, { schema: ZAvatarList })).avatars;
}

export async function uploadAvatar(file: File): Promise<TAvatar> {
  return ZAvatar.parse(await postImage(PROFILE_API.adminAvatars, file));
}

export function deleteAvatar(id: string): Promise<void> {
  return apiRequest(PROFILE_API.adminAvatar(id), { method: 'DELETE' });
}

async function postImage(path: string, file: File): Promise<unknown> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
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
  return body;
}
