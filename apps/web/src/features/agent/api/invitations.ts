import {
  AGENT_SITE_API,
  ZInvitationLink,
  ZInvitationLinkList,
  ZOpenedDownlineAccount,
  type TCreateInvitationLink,
  type TOpenDownlineAccount,
  type TUpdateInvitationLink,
} from '@lw/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MEMBER_QUERY_ROOT } from '../../../api/member';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

function linksKey(token: string | null) {
  return [MEMBER_QUERY_ROOT, token, 'agent', 'invitations'] as const;
}

/** GET /api/agent/invitations: the agent's links with their sign-up counts and its own code. */
export function useInvitationLinks() {
  const { token } = useSession();
  return useQuery(
    queryOptions({
      queryKey: linksKey(token),
      queryFn: ({ signal }) =>
        apiRequest(AGENT_SITE_API.invitations, ZInvitationLinkList, { signal }),
      enabled: token !== null,
      retry: false,
    }),
  );
}

/** POST /api/agent/invitations: a new named link. */
export function useCreateInvitationLink() {
  const { token } = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateInvitationLink) =>
      apiRequest(AGENT_SITE_API.invitations, ZInvitationLink, { method: 'POST', body }),
    onSettled: () => client.invalidateQueries({ queryKey: linksKey(token) }),
  });
}

/** PATCH /api/agent/invitations/:id: enable, disable or rename one of the agent's links. */
export function useUpdateInvitationLink() {
  const { token } = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: TUpdateInvitationLink & { id: number }) =>
      apiRequest(AGENT_SITE_API.invitation.replace(':id', String(id)), ZInvitationLink, {
        method: 'PATCH',
        body,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: linksKey(token) }),
  });
}

/** POST /api/agent/downline-accounts: answers the new account with its one-time password. */
export function useOpenDownlineAccount() {
  return useMutation({
    mutationFn: (body: TOpenDownlineAccount) =>
      apiRequest(AGENT_SITE_API.downlineAccounts, ZOpenedDownlineAccount, {
        method: 'POST',
        body,
      }),
  });
}
