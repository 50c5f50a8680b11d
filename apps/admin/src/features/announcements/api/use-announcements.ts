import type { TAnnouncementInput } from '@lw/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createAnnouncement,
  deleteAnnouncement,
  listAnnouncements,
  updateAnnouncement,
  type TAnnouncementFilter,
} from './announcements-api';

const ROOT = 'content-announcements';

export function useAnnouncementList(filter: TAnnouncementFilter) {
  return useQuery({
    queryKey: [ROOT, filter],
    queryFn: () => listAnnouncements(filter),
    placeholderData: keepPreviousData,
  });
}

/** Create (no id) or replace; every list reloads afterwards. */
export function useSaveAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: TAnnouncementInput }) =>
      id === null ? createAnnouncement(input) : updateAnnouncement(id, input),
    onSuccess: () => client.invalidateQueries({ queryKey: [ROOT] }),
  });
}

export function useDeleteAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAnnouncement,
    onSuccess: () => client.invalidateQueries({ queryKey: [ROOT] }),
  });
}
