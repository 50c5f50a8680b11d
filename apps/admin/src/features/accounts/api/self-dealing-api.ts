import { ADMIN_SELF_DEALING_API, ZAgentSelfDealing, ZSelfDealingList } from '@lw/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { accountsQueryKey } from './accounts-api';

/** One agent's self-dealing flags (the agent's page). */
export function useAgentSelfDealing(agentId: number) {
  return useQuery({
    queryKey: [...accountsQueryKey, 'self-dealing', agentId],
    queryFn: ({ signal }) =>
      apiRequest(ADMIN_SELF_DEALING_API.agent.replace(':id', String(agentId)), {
        schema: ZAgentSelfDealing,
        signal,
      }),
  });
}

/** Every flagged agent with its counts (/agent-self-dealing). */
export function useSelfDealingList() {
  return useQuery({
    queryKey: [...accountsQueryKey, 'self-dealing'],
    queryFn: ({ signal }) =>
      apiRequest(ADMIN_SELF_DEALING_API.list, { schema: ZSelfDealingList, signal }),
  });
}
