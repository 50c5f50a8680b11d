import {
  CHAT_API,
  CHAT_VISITOR_HEADER,
  ZChatConfig,
  ZChatConversation,
  ZChatMessage,
  ZChatThread,
  ZChatVisitor,
  ZErrorResponse,
  type TChatConversation,
} from '@lw/contracts';
import { z } from 'zod';
import { ApiError, apiRequest, noContent } from '../../../lib/api-client';
import { getSession } from '../../../lib/session';
import { readStorage, writeStorage } from '../../../lib/storage';

const VISITOR_KEY = 'lw.chatVisitor';
const at = (path: string, id: number) => path.replace(':id', String(id));

/** Who the chat calls are made as: a member (bearer, by apiRequest) or a visitor (signed id). */
export interface TChatAuth {
  visitorId: string | null;
}

const headersOf = (auth: TChatAuth): Record<string, string> =>
  auth.visitorId ? { [CHAT_VISITOR_HEADER]: auth.visitorId } : {};

export const fetchChatConfig = () => apiRequest(CHAT_API.config, ZChatConfig);

/** The visitor's signed chat id, kept in the browser; a new one from the server when missing. */
export async function visitorChatId(): Promise<string> {
  const kept = readStorage('local', VISITOR_KEY);
  if (kept) return kept;
  const { chatId } = await apiRequest(CHAT_API.visitor, ZChatVisitor, { method: 'POST' });
  writeStorage('local', VISITOR_KEY, chatId);
  return chatId;
}

export const openConversation = (auth: TChatAuth) =>
  apiRequest(CHAT_API.conversations, ZChatConversation, {
    method: 'POST',
    headers: headersOf(auth),
  });

export const listConversations = (auth: TChatAuth): Promise<TChatConversation[]> =>
  apiRequest(CHAT_API.conversations, z.array(ZChatConversation), { headers: headersOf(auth) });

export const fetchThread = (auth: TChatAuth, id: number) =>
  apiRequest(at(CHAT_API.messages, id), ZChatThread, { headers: headersOf(auth) });

export const sendMessage = (auth: TChatAuth, id: number, body: string) =>
  apiRequest(at(CHAT_API.messages, id), ZChatMessage, {
    method: 'POST',
    body: { body },
    headers: headersOf(auth),
  });

export const markRead = (auth: TChatAuth, id: number, lastReadId: number) =>
  apiRequest(at(CHAT_API.read, id), noContent, {
    method: 'POST',
    body: { lastReadId },
    headers: headersOf(auth),
  });

export const closeConversation = (auth: TChatAuth, id: number) =>
  apiRequest(at(CHAT_API.close, id), ZChatConversation, {
    method: 'POST',
    headers: headersOf(auth),
  });

export const rateConversation = (auth: TChatAuth, id: number, rating: number, comment: string) =>
  apiRequest(at(CHAT_API.rating, id), ZChatConversation, {
    method: 'POST',
    body: { rating, ...(comment.trim() ? { comment } : {}) },
    headers: headersOf(auth),
  });

function authHeaders(auth: TChatAuth): Record<string, string> {
  const { token } = getSession();
  return token ? { Authorization: `Bearer ${token}` } : headersOf(auth);
}

/** Uploads an image as raw bytes (the server checks its magic bytes and the 2 MB limit). */
export async function sendImage(auth: TChatAuth, id: number, file: File) {
  const response = await fetch(at(CHAT_API.images, id), {
    method: 'POST',
    headers: { ...authHeaders(auth), 'Content-Type': file.type || 'application/octet-stream' },
    body: file,
  });
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = ZErrorResponse.safeParse(payload);
    throw parsed.success
      ? new ApiError(parsed.data.error.code, response.status, parsed.data.error.message)
      : new ApiError('IMAGE_INVALID', response.status, 'upload failed');
  }
  return ZChatMessage.parse(payload);
}

/** A chat image as an object URL: images need the session, so no plain <img src>. */
export async function fetchImageUrl(auth: TChatAuth, imageId: number): Promise<string> {
  const response = await fetch(at(CHAT_API.image, imageId), { headers: authHeaders(auth) });
  if (!response.ok) throw new ApiError('NOT_FOUND', response.status, 'image');
  return URL.createObjectURL(await response.blob());
}
