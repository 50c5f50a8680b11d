import type { TAllSettings, TSettingsSection, TSettingsValue } from '@lw/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  allSettingsQueryKey,
  fetchAllSettings,
  fetchIpLookup,
  putSettingsSection,
} from './settings-api';
import { siteTimeZoneQuery } from '../../../lib/datetime';

/** Every settings section, loaded once and shared by the settings screens and the dashboard. */
export function useAllSettings() {
  return useQuery({
    queryKey: allSettingsQueryKey,
    queryFn: ({ signal }) => fetchAllSettings(signal),
  });
}

/** Saves one section and puts the saved value in the cache. */
export function useSaveSettings<S extends TSettingsSection>(section: S) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: TSettingsValue<S>) => putSettingsSection(section, value),
    onSuccess: (saved) => {
      queryClient.setQueryData<TAllSettings>(allSettingsQueryKey, (all) =>
        all ? { ...all, [section]: saved } : all,
      );
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
      // The site time zone lives in the cashier section: every screen's times follow it.
      if (section === 'cashier') {
        void queryClient.invalidateQueries({ queryKey: siteTimeZoneQuery.queryKey });
      }
    },
  });
}

/** Where an IP is and what it would see now (maintenance, blocked, normal). */
export function useIpLookup() {
  return useMutation({ mutationFn: (ip: string) => fetchIpLookup(ip) });
}
