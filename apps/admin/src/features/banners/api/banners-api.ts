import {
  BANNERS_API,
  ZAdminBanner,
  ZAdminBannerList,
  ZAvatar,
  ZAvatarList,
  ZUploadedImage,
  PROFILE_API,
  type TAvatar,
  type TAdminBanner,
  type TBannerGroup,
  type TBannerInput,
} from '@lw/contracts';
import { apiRequest } from '../../../lib/api-client';
import { uploadImage } from '../../../lib/upload-image';

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
  return (await uploadImage('POST', BANNERS_API.adminImages, file, ZUploadedImage)).url;
}

export async function listAvatars(): Promise<TAvatar[]> {
  return (await apiRequest(PROFILE_API.adminAvatars, { schema: ZAvatarList })).avatars;
}

export async function uploadAvatar(file: File): Promise<TAvatar> {
  return uploadImage('POST', PROFILE_API.adminAvatars, file, ZAvatar);
}

export function deleteAvatar(id: string): Promise<void> {
  return apiRequest(PROFILE_API.adminAvatar(id), { method: 'DELETE' });
}
