import type { TBannerGroup, TBannerInput } from '@lw/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createBanner,
  deleteBanner,
  listBanners,
  reorderBanners,
  updateBanner,
} from './banners-api';

const key = (group: TBannerGroup) => ['content-banners', group] as const;

export function useBannerList(group: TBannerGroup) {
  return useQuery({ queryKey: key(group), queryFn: () => listBanners(group) });
}

/** Create (no id) or update; the group's list reloads afterwards. */
export function useSaveBanner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: TBannerInput }) =>
      id === null ? createBanner(input) : updateBanner(id, input),
    onSuccess: (banner) => client.invalidateQueries({ queryKey: key(banner.group) }),
  });
}

export function useDeleteBanner(group: TBannerGroup) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteBanner,
    onSuccess: () => client.invalidateQueries({ queryKey: key(group) }),
  });
}

export function useReorderBanners(group: TBannerGroup) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => reorderBanners(group, ids),
    onSuccess: (banners) => client.setQueryData(key(group), banners),
  });
}
