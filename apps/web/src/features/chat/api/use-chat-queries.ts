import { useQuery } from '@tanstack/react-query';
import { fetchThread, listConversations, type TChatAuth } from './chat-api';

export const chatKeys = {
  root: ['chat'] as const,
  list: (auth: TChatAuth) => ['chat', auth.visitorId ?? 'member', 'list'] as const,
  thread: (auth: TChatAuth, id: number) =>
    ['chat', auth.visitorId ?? 'member', 'thread', id] as const,
};

/** The player's chats, newest first. */
export function useConversations(auth: TChatAuth | null) {
  return useQuery({
    queryKey: chatKeys.list(auth ?? { visitorId: null }),
    queryFn: () => listConversations(auth!),
    enabled: auth !== null,
  });
}

/** One chat with its messages. */
export function useThread(auth: TChatAuth | null, id: number | null) {
  return useQuery({
    queryKey: chatKeys.thread(auth ?? { visitorId: null }, id ?? 0),
    queryFn: () => fetchThread(auth!, id!),
    enabled: auth !== null && id !== null,
  });
}
