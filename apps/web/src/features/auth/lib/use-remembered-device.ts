import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { forgetRememberedDevice, rememberedDeviceQuery } from '../api/remembered';

/**
 * The remembered device of "Remember me" (spec §4 "Remember password"): the server keeps an
 * httpOnly cookie for a day and tells the username it belongs to; the password is never stored.
 * `forget` drops the cookie (DELETE) and the pre-fill at once.
 */
export function useRememberedDevice(enabled = true) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...rememberedDeviceQuery, enabled });
  const forget = useCallback(async () => {
    queryClient.setQueryData(rememberedDeviceQuery.queryKey, { username: null });
    try {
      await forgetRememberedDevice();
    } catch {
      // Not fatal: the cookie ends by itself within a day.
    }
  }, [queryClient]);
  return { username: query.data?.username ?? null, forget };
}
