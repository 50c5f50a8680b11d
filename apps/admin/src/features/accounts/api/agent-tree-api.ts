import { ADMIN_AGENT_TREE_API, ZAgentTree } from '@lw/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { accountsQueryKey } from './accounts-api';

/** Which part of the tree to show: one level under a parent (none: the top), or a search. */
export interface AgentTreeView {
  parentId?: number;
  q?: string;
  page: number;
}

/** GET /api/admin/agent-tree; under the accounts key, so a move or a lock refreshes it. */
export function useAgentTree(view: AgentTreeView) {
  return useQuery({
    queryKey: [...accountsQueryKey, 'agent-tree', view],
    queryFn: ({ signal }) =>
      apiRequest(ADMIN_AGENT_TREE_API.tree, {
        schema: ZAgentTree,
        query: {
          ...(view.parentId ? { parentId: view.parentId } : {}),
          ...(view.q ? { q: view.q } : {}),
          page: view.page,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
