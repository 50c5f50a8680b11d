import {
  MESSAGES_API,
  ZAudiencePreview,
  ZSentMessage,
  ZSentMessagePage,
  type TMessageAudience,
  type TSendMessageRequest,
} from '@lw/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const key = ['player-messages'] as const;

/** The sent messages, newest first, with recipients and read counts. */
export function useSentMessages(page: number, pageSize: number) {
  return useQuery({
    queryKey: [...key, page, pageSize],
    queryFn: () =>
      apiRequest(MESSAGES_API.admin.messages, {
        query: { page, pageSize },
        schema: ZSentMessagePage,
      }),
    placeholderData: keepPreviousData,
  });
}

/** How many accounts an audience reaches now. */
export function previewAudience(audience: TMessageAudience) {
  return apiRequest(MESSAGES_API.admin.preview, {
    method: 'POST',
    body: audience,
    schema: ZAudiencePreview,
  });
}

/** Sends a message; the sent list reloads. */
export function useSendMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TSendMessageRequest) =>
      apiRequest(MESSAGES_API.admin.messages, {
        method: 'POST',
        body: input,
        schema: ZSentMessage,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
