import {
  FEEDBACK_API,
  ZAdminFeedback,
  ZAdminFeedbackPage,
  ZFeedbackSettings,
  type TFeedbackSettings,
  type TFeedbackStatus,
} from '@lw/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const root = ['admin', 'feedback'] as const;

export interface FeedbackFilters {
  page: number;
  pageSize: number;
  status?: TFeedbackStatus;
  questionType?: string;
  member?: string;
  from?: string;
  to?: string;
}

/** One page of feedback, newest first. */
export function useFeedbackPage(filters: FeedbackFilters) {
  return useQuery({
    queryKey: [...root, 'list', filters],
    queryFn: ({ signal }) =>
      apiRequest(FEEDBACK_API.admin.list, {
        schema: ZAdminFeedbackPage,
        query: { ...filters },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useFeedbackSettings() {
  return useQuery({
    queryKey: [...root, 'settings'],
    queryFn: ({ signal }) =>
      apiRequest(FEEDBACK_API.admin.settings, { schema: ZFeedbackSettings, signal }),
  });
}

export function useSaveFeedbackSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TFeedbackSettings) =>
      apiRequest(FEEDBACK_API.admin.settings, { method: 'PUT', body, schema: ZFeedbackSettings }),
    onSuccess: (data) => client.setQueryData([...root, 'settings'], data),
  });
}

export function useReplyFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reply }: { id: number; reply: string }) =>
      apiRequest(FEEDBACK_API.admin.reply(id), {
        method: 'POST',
        body: { reply },
        schema: ZAdminFeedback,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...root, 'list'] }),
  });
}

export function useCloseFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(FEEDBACK_API.admin.close(id), { method: 'POST', schema: ZAdminFeedback }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...root, 'list'] }),
  });
}
