import {
  CHAT_API,
  ZAdminChatList,
  ZAdminChatThread,
  ZCannedReply,
  ZChatConversation,
  ZChatMessage,
  ZChatOperator,
  ZChatSettings,
  type TAdminChatQuery,
  type TCannedReplyInput,
} from '@lw/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { readToken } from '../../../lib/storage';
import { uploadImage } from '../../../lib/upload-image';

const at = (path: string, id: number) => path.replace(':id', String(id));

export const chatKeys = {
  all: ['admin', 'chat'] as const,
  list: (query: Partial<TAdminChatQuery>) => ['admin', 'chat', 'list', query] as const,
  thread: (id: number) => ['admin', 'chat', 'thread', id] as const,
};

export function useChatList(query: Partial<TAdminChatQuery>) {
  return useQuery({
    queryKey: chatKeys.list(query),
    queryFn: ({ signal }) =>
      apiRequest(CHAT_API.admin.conversations, {
        query: query as Record<string, string | number | undefined>,
        schema: ZAdminChatList,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useChatThread(id: number | null) {
  return useQuery({
    queryKey: chatKeys.thread(id ?? 0),
    queryFn: ({ signal }) =>
      apiRequest(at(CHAT_API.admin.conversation, id!), { schema: ZAdminChatThread, signal }),
    enabled: id !== null,
  });
}

export const sendReply = (id: number, body: string) =>
  apiRequest(at(CHAT_API.admin.messages, id), {
    method: 'POST',
    body: { body },
    schema: ZChatMessage,
  });

export const takeChat = (id: number) =>
  apiRequest(at(CHAT_API.admin.assign, id), { method: 'POST', schema: ZChatConversation });

export const closeChat = (id: number) =>
  apiRequest(at(CHAT_API.admin.close, id), { method: 'POST', schema: ZChatConversation });

export const handOver = (id: number, operatorId: number, note: string) =>
  apiRequest(at(CHAT_API.admin.handover, id), {
    method: 'POST',
    body: { operatorId, ...(note.trim() ? { note } : {}) },
    schema: ZChatConversation,
  });

export const markRead = (id: number, lastReadId: number) =>
  apiRequest(at(CHAT_API.admin.read, id), { method: 'POST', body: { lastReadId } });

export function useChatOperators() {
  return useQuery({
    queryKey: ['admin', 'chat', 'operators'],
    queryFn: ({ signal }) =>
      apiRequest(CHAT_API.admin.operators, { schema: z.array(ZChatOperator), signal }),
  });
}

export function useCannedReplies() {
  return useQuery({
    queryKey: ['admin', 'chat', 'canned'],
    queryFn: ({ signal }) =>
      apiRequest(CHAT_API.admin.canned, { schema: z.array(ZCannedReply), signal }),
  });
}

export const createCanned = (input: TCannedReplyInput) =>
  apiRequest(CHAT_API.admin.canned, { method: 'POST', body: input, schema: ZCannedReply });

export const deleteCanned = (id: number) =>
  apiRequest(at(CHAT_API.admin.cannedOne, id), { method: 'DELETE' });

export function useChatSettings() {
  return useQuery({
    queryKey: ['admin', 'chat', 'settings'],
    queryFn: ({ signal }) => apiRequest(CHAT_API.admin.settings, { schema: ZChatSettings, signal }),
  });
}

export const saveChatSettings = (visitorChat: boolean) =>
  apiRequest(CHAT_API.admin.settings, {
    method: 'PUT',
    body: { visitorChat },
    schema: ZChatSettings,
  });

/** Uploads an image file as raw bytes (the API checks its magic bytes and its 2 MB limit). */
export function sendImage(id: number, file: File) {
  return uploadImage('POST', at(CHAT_API.admin.images, id), file, ZChatMessage);
}

/** An image of a chat as an object URL (images need the bearer token, so no plain <img src>). */
export async function fetchImageUrl(imageId: number): Promise<string> {
  const response = await fetch(at(CHAT_API.admin.image, imageId), {
    headers: { Authorization: `Bearer ${readToken() ?? ''}` },
  });
  if (!response.ok) throw new ApiError('NOT_FOUND', response.status, 'image');
  return URL.createObjectURL(await response.blob());
}
