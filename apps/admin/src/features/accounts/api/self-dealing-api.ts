import {
  ADMIN_AGENT_REPORT_API,
  ADMIN_SELF_DEALING_API,
  ZAgentReport,
  ZAgentSelfDealing,
  ZSelfDealingList,
} from '@lw/contracts';
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

/** One agent's team report over business days (the agent's page); asked once both days are set. */
export function useAgentReport(agentId: number, from: string | undefined, to: string | undefined) {
  return useQuery({
    queryKey: [...accountsQueryKey, 'agent-report', agentId, from, to],
    queryFn: ({ signal }) =>
      apiRequest(ADMIN_AGENT_REPORT_API.report.replace(':id', String(agentId)), {
        schema: ZAgentReport,
        query: { from, to },
        signal,
      }),
    enabled: from !== undefined && to !== undefined,
  });
}
