import {
  CHAT_API,
  CHAT_SOCKET_CLOSE,
  roleHasPermission,
  ZChatSocketAuth,
  ZChatSocketClientMessage,
  type TChatSocketAuth,
} from '@lw/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import { OPERATORS_TOPIC, playerTopic, type ChatHub } from './chat-hub.js';
import { visitorParty } from './chat-party.js';
import type { ChatParty, ChatService } from './chat.service.js';
import type { ChatVisitorIds } from './chat-visitor-ids.js';

export interface ChatSocketDeps {
  chat: ChatService;
  chatHub: ChatHub;
  playerAuth: PlayerAuthenticator;
  adminAuth: OperatorAuthenticator;
  visitorIds: ChatVisitorIds;
}

const AUTH_TIMEOUT_MS = 10_000;
/** Sessions of open sockets are checked again this often (logout, expiry, lock). */
const RECHECK_MS = 60_000;
/** Typing signals a socket may send per 5 s; more are dropped. */
const TYPING_PER_5S = 10;

type Who = { kind: 'operator' } | { kind: 'player'; party: ChatParty };

/**
 * The chat WebSocket (GET /api/chat/socket, upgrade) of players and operators. The first message
 * authenticates (`{type:'auth', role, token|chatId}`: never in the URL, which lands in logs);
 * then the server pushes chat events of the caller's topic and the client sends typing signals.
 *
 * The HTTP upgrade reaches this route through the router, dispatched by @fastify/websocket, which
 * the member live channel registers for the whole server (a second registration would dispatch
 * every upgrade twice); the handshake itself is done by this module's own `ws` server.
 */
export function chatSocketRoutes(deps: ChatSocketDeps): FastifyPluginAsync {
  return async (app) => {
    const wss = new WebSocketServer({ noServer: true, maxPayload: 4096 });
    app.addHook('onClose', async () => {
      for (const client of wss.clients) client.close(1001, 'server shutting down');
      wss.close();
    });

    app.get(CHAT_API.socket, { schema: { hide: true } }, async (request, reply) => {
      if (request.headers.upgrade?.toLowerCase() !== 'websocket') {
        return reply.status(426).send({
          error: { code: 'VALIDATION_ERROR', message: 'WebSocket upgrade expected' },
        });
      }
      reply.hijack();
      wss.handleUpgrade(request.raw, request.raw.socket, upgradeHead(request), (socket) =>
        serve(socket),
      );
    });

    function serve(socket: WebSocket): void {
      let state: 'waiting' | 'checking' | 'ready' = 'waiting';
      let who: Who | null = null;
      let detach: (() => void) | null = null;
      let recheck: NodeJS.Timeout | null = null;
      let typingBudget = { at: Date.now(), used: 0 };
      const authTimer = setTimeout(
        () => socket.close(CHAT_SOCKET_CLOSE.authTimeout, 'auth timeout'),
        AUTH_TIMEOUT_MS,
      );
      socket.on('error', () => socket.terminate());
      socket.on('close', () => {
        clearTimeout(authTimer);
        if (recheck) clearInterval(recheck);
        detach?.();
      });
      socket.on('message', (data: Buffer) => {
        const message = safeJson(data.toString('utf8'));
        if (state === 'waiting') {
          state = 'checking';
          clearTimeout(authTimer);
          const parsed = ZChatSocketAuth.safeParse(message);
          if (!parsed.success) {
            socket.close(CHAT_SOCKET_CLOSE.unauthorized, 'auth message expected');
            return;
          }
          void authenticate(parsed.data)
            .then((found) => {
              if (!found) {
                socket.close(CHAT_SOCKET_CLOSE.unauthorized, 'invalid or expired session');
                return;
              }
              if (socket.readyState !== socket.OPEN) return;
              who = found;
              state = 'ready';
              const topic = found.kind === 'operator' ? OPERATORS_TOPIC : playerTopic(found.party);
              detach = deps.chatHub.attach(topic, socket);
              recheck = setInterval(() => {
                authenticate(parsed.data)
                  .then((still) => {
                    if (!still) socket.close(CHAT_SOCKET_CLOSE.unauthorized, 'session ended');
                  })
                  .catch(() => {});
              }, RECHECK_MS);
              recheck.unref();
              socket.send(JSON.stringify({ type: 'ready' }));
            })
            .catch((err: unknown) => {
              app.log.warn({ err }, 'chat socket auth failed');
              socket.close(1011, 'server error');
            });
          return;
        }
        if (state !== 'ready' || !who) return;
        const parsed = ZChatSocketClientMessage.safeParse(message);
        if (!parsed.success) return;
        const now = Date.now();
        if (now - typingBudget.at > 5000) typingBudget = { at: now, used: 0 };
        if (++typingBudget.used > TYPING_PER_5S) return;
        const { conversationId, typing } = parsed.data;
        const sent =
          who.kind === 'operator'
            ? deps.chat.typingByOperator(conversationId, typing)
            : deps.chat.typingByPlayer(who.party, conversationId, typing);
        sent.catch((err: unknown) => app.log.warn({ err }, 'chat typing failed'));
      });
    }

    async function authenticate(auth: TChatSocketAuth): Promise<Who | null> {
      if (auth.role === 'operator') {
        const found = await deps.adminAuth.authenticate(auth.token);
        return found && roleHasPermission(found.operator.role, 'chat.answer')
          ? { kind: 'operator' }
          : null;
      }
      if (auth.role === 'member') {
        const session = await deps.playerAuth.authenticate(auth.token);
        return session
          ? { kind: 'player', party: { memberId: session.account.id, visitorId: null } }
          : null;
      }
      const party = await visitorParty(
        { visitorIds: deps.visitorIds, visitorChatAllowed: () => deps.chat.visitorChatAllowed() },
        auth.chatId,
      );
      return party ? { kind: 'player', party } : null;
    }
  };
}

/** The bytes read past the upgrade request's head (kept by @fastify/websocket), usually none. */
function upgradeHead(request: FastifyRequest): Buffer {
  const raw = request.raw as unknown as Record<symbol, unknown>;
  const key = Object.getOwnPropertySymbols(raw).find((s) => s.description === 'ws-head');
  const head = key ? raw[key] : null;
  return Buffer.isBuffer(head) ? head : Buffer.alloc(0);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
