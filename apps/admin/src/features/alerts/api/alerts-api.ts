import { ADMIN_ALERTS_API, ZOperatorAlert, ZOperatorAlertList } from '@lw/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const alertsKey = ['admin', 'alerts'] as const;

/** The operator alerts, checked every minute while the back office is open. */
export function useOperatorAlerts(enabled: boolean) {
  return useQuery({
    queryKey: alertsKey,
    queryFn: ({ signal }) =>
      apiRequest(ADMIN_ALERTS_API.list, { schema: ZOperatorAlertList, signal }),
    refetchInterval: 60_000,
    enabled,
  });
}

export function useAcknowledgeAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(ADMIN_ALERTS_API.acknowledge(id), { method: 'POST', schema: ZOperatorAlert }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertsKey }),
  });
}
