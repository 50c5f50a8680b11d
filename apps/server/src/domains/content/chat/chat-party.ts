import { CHAT_VISITOR_HEADER } from '@lw/contracts';
import type { FastifyRequest } from 'fastify';
import { bearerToken } from '../../../platform/bearer.js';
import { AppError } from '../../../platform/errors.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import type { ChatParty } from './chat.service.js';
import type { ChatVisitorIds } from './chat-visitor-ids.js';

export interface PartyResolverDeps {
  playerAuth: PlayerAuthenticator;
  visitorIds: ChatVisitorIds;
  visitorChatAllowed: () => Promise<boolean>;
}

/**
 * Who is calling a player chat route: a signed-in member (bearer token), else a visitor with a
 * signed chat id while the operator allows visitor chat. Anyone else is UNAUTHORIZED.
 */
export async function resolveParty(
  deps: PartyResolverDeps,
  request: FastifyRequest,
): Promise<ChatParty> {
  const token = bearerToken(request);
  if (token || request.headers.authorization) {
    const session = token ? await deps.playerAuth.authenticate(token) : null;
    if (!session) throw new AppError('UNAUTHORIZED', 'Not signed in or session expired');
    return { memberId: session.account.id, visitorId: null };
  }
  const chatId = request.headers[CHAT_VISITOR_HEADER];
  if (typeof chatId === 'string') {
    const visitorId = await visitorParty(deps, chatId);
    if (visitorId) return visitorId;
  }
  throw new AppError('UNAUTHORIZED', 'Sign in to chat');
}

/** A visitor's party from a signed chat id, when visitor chat is allowed; else null. */
export async function visitorParty(
  deps: Pick<PartyResolverDeps, 'visitorIds' | 'visitorChatAllowed'>,
  chatId: string,
): Promise<ChatParty | null> {
  if (!(await deps.visitorChatAllowed())) return null;
  const visitorId = await deps.visitorIds.verify(chatId);
  return visitorId ? { memberId: null, visitorId } : null;
}
