import {
  MESSAGES_API,
  ZMyMessage,
  ZMyMessagePage,
  ZUnreadMessageCount,
  type TMyMessagePage,
  type TPublicState,
} from '@lw/contracts';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { MEMBER_QUERY_ROOT, publicStateKey } from '../../../api/member';
import { apiRequest } from '../../../lib/api-client';
import { withQuery } from '../../../lib/query-string';
import { useSession } from '../../../lib/session';

/** spec §9: list pages of 9. */
export const MESSAGES_PAGE_SIZE = 9;

/** Under the member root (dropped at sign-out); the live channel refreshes this prefix. */
const messagesKey = (token: string | null) => [MEMBER_QUERY_ROOT, token, 'messages'] as const;

function messagesQuery(token: string | null, page: number) {
  return queryOptions({
    queryKey: [...messagesKey(token), page],
    queryFn: ({ signal }) =>
      apiRequest(
        withQuery(MESSAGES_API.mine, { page, pageSize: MESSAGES_PAGE_SIZE }),
        ZMyMessagePage,
        { signal },
      ),
    placeholderData: keepPreviousData,
    enabled: token !== null,
  });
}

/** GET /api/messages: the member's messages, newest first. */
export function useMyMessages(page: number) {
  const { token } = useSession();
  return useQuery(messagesQuery(token, page));
}

/** After a change: the header's count from the answer, the list again. */
function settle(queryClient: QueryClient, token: string | null, unread: number) {
  queryClient.setQueryData<TPublicState>(publicStateKey(token), (old) =>
    old ? { ...old, unreadMessage: unread } : old,
  );
  void queryClient.invalidateQueries({ queryKey: messagesKey(token) });
}

/** POST /api/messages/:id/read: opens a message (marks it read). */
export function useReadMessage() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(MESSAGES_API.read.replace(':id', String(id)), ZMyMessage, { method: 'POST' }),
    onSuccess: (message) => {
      // Mark it read in the cached pages at once; the count comes from the server.
      queryClient.setQueriesData<TMyMessagePage>({ queryKey: messagesKey(token) }, (old) =>
        old ? { ...old, items: old.items.map((m) => (m.id === message.id ? message : m)) } : old,
      );
      void queryClient.invalidateQueries({ queryKey: messagesKey(token) });
      void queryClient.invalidateQueries({ queryKey: publicStateKey(token) });
    },
  });
}

/** DELETE /api/messages/:id. */
export function useDeleteMessage() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(MESSAGES_API.one.replace(':id', String(id)), ZUnreadMessageCount, {
        method: 'DELETE',
      }),
    onSuccess: ({ unread }) => settle(queryClient, token, unread),
  });
}

/** POST /api/messages/read-all. */
export function useReadAllMessages() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(MESSAGES_API.readAll, ZUnreadMessageCount, { method: 'POST' }),
    onSuccess: ({ unread }) => settle(queryClient, token, unread),
  });
}
