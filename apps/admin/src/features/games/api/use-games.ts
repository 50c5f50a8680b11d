import type {
  TAdminGame,
  TAdminGamePage,
  TAdminGameQuery,
  TAdminGameUpdate,
  TAdminVendor,
  TAdminVendorCreate,
  TAdminVendorUpdate,
} from '@lw/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createVendor,
  fetchGames,
  fetchVendors,
  gamesQueryKey,
  removeGameIcon,
  removeVendorLogo,
  syncVendor,
  updateGame,
  updateVendor,
  uploadGameIcon,
  uploadVendorLogo,
  vendorsQueryKey,
} from './games-api';

export function useVendors() {
  return useQuery({ queryKey: vendorsQueryKey, queryFn: ({ signal }) => fetchVendors(signal) });
}

function useVendorInCache() {
  const queryClient = useQueryClient();
  return (vendor: TAdminVendor) => {
    queryClient.setQueryData<TAdminVendor[]>(vendorsQueryKey, (list = []) =>
      list.some((v) => v.code === vendor.code)
        ? list.map((v) => (v.code === vendor.code ? vendor : v))
        : [...list, vendor],
    );
    void queryClient.invalidateQueries({ queryKey: gamesQueryKey });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
  };
}

export function useCreateVendor() {
  const upsert = useVendorInCache();
  return useMutation({
    mutationFn: (body: TAdminVendorCreate) => createVendor(body),
    onSuccess: upsert,
  });
}

export function useUpdateVendor() {
  const upsert = useVendorInCache();
  return useMutation({
    mutationFn: ({ code, body }: { code: string; body: TAdminVendorUpdate }) =>
      updateVendor(code, body),
    onSuccess: upsert,
  });
}

export function useVendorLogo() {
  const upsert = useVendorInCache();
  return useMutation({
    mutationFn: ({ code, file }: { code: string; file: File | null }) =>
      file ? uploadVendorLogo(code, file) : removeVendorLogo(code),
    onSuccess: upsert,
  });
}

/** Syncs one vendor's catalogue; the vendor list and the games refresh after. */
export function useSyncVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => syncVendor(code),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: vendorsQueryKey });
      void queryClient.invalidateQueries({ queryKey: gamesQueryKey });
    },
  });
}

export function useGames(query: TAdminGameQuery) {
  return useQuery({
    queryKey: [...gamesQueryKey, query],
    queryFn: ({ signal }) => fetchGames(query, signal),
    placeholderData: keepPreviousData,
  });
}

function useGameInCache() {
  const queryClient = useQueryClient();
  return (game: TAdminGame) => {
    queryClient.setQueriesData<TAdminGamePage>({ queryKey: gamesQueryKey }, (page) =>
      page ? { ...page, items: page.items.map((g) => (g.id === game.id ? game : g)) } : page,
    );
  };
}

export function useUpdateGame() {
  const replace = useGameInCache();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TAdminGameUpdate }) => updateGame(id, body),
    onSuccess: replace,
  });
}

export function useGameIcon() {
  const replace = useGameInCache();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File | null }) =>
      file ? uploadGameIcon(id, file) : removeGameIcon(id),
    onSuccess: replace,
  });
}
