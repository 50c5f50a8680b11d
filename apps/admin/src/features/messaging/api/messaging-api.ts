import {
  API,
  ZOutboxPage,
  ZSendTestMessageResult,
  type TMessageChannel,
  type TOutboxPage,
  type TSendTestMessageRequest,
  type TSendTestMessageResult,
} from '@lw/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface OutboxFilters {
  page: number;
  pageSize: number;
  channel?: TMessageChannel;
}

export function fetchOutbox(filters: OutboxFilters, signal?: AbortSignal): Promise<TOutboxPage> {
  return apiRequest(API.admin.outbox, { schema: ZOutboxPage, query: { ...filters }, signal });
}

/** One page of sent messages, newest first; the previous page stays shown while the next loads. */
export function useOutbox(filters: OutboxFilters) {
  return useQuery({
    queryKey: ['admin', 'outbox', filters],
    queryFn: ({ signal }) => fetchOutbox(filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function sendTestMessage(body: TSendTestMessageRequest): Promise<TSendTestMessageResult> {
  return apiRequest(API.admin.messagingTest, {
    method: 'POST',
    body,
    schema: ZSendTestMessageResult,
  });
}

/** Sends a test e-mail or SMS with the saved settings. */
export function useSendTestMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestMessage,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'outbox'] }),
  });
}
