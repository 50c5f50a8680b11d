import websocket from '@fastify/websocket';
import {
  LIVE_CLOSE,
  WALLET_API,
  ZLiveAnonymousHello,
  ZLiveClientMessage,
  type TLiveServerEvent,
} from '@lw/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import type { LiveHub } from '../../../platform/live-hub.js';

/** What the live socket uses. */
export interface LiveChannelRoutesDeps {
  live: LiveHub;
  playerAuth: PlayerAuthenticator;
}

/** The first message: a member's token, or a visitor's anonymous hello. */
const ZFirstMessage = z.union([ZLiveClientMessage, ZLiveAnonymousHello]);

/** Close code when this process holds as many visitor sockets as it takes (retry later). */
const TRY_AGAIN_LATER = 1013;

/** Time a fresh socket has to send its auth message. */
const AUTH_TIMEOUT_MS = 10_000;

/**
 * The live-event WebSocket (GET /api/live, upgrade). A member's page sends `{type:'auth', token}`
 * first: the token never travels in the URL, which ends up in access logs. A bad token closes
 * the socket with 4401; so does a session that ends later (at once through `live.endSessions`,
 * and the hub re-checks every open socket's session periodically). A visitor's page sends
 * `{type:'anonymous'}` and hears broadcasts only (maintenance switches, notices, game rounds).
 */
export function liveChannelRoutes(deps: LiveChannelRoutesDeps): FastifyPluginAsync {
  return async (app) => {
    // Tiny client messages only; the server pushes.
    await app.register(websocket, { options: { maxPayload: 4096 } });
    app.get(WALLET_API.live, { websocket: true, schema: { hide: true } }, (socket) => {
      let state: 'waiting' | 'checking' | 'ready' = 'waiting';
      let detach: (() => void) | null = null;
      const send = (event: TLiveServerEvent) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
      };
      const authTimer = setTimeout(
        () => socket.close(LIVE_CLOSE.authTimeout, 'auth timeout'),
        AUTH_TIMEOUT_MS,
      );

      socket.on('close', () => {
        clearTimeout(authTimer);
        detach?.();
      });
      socket.on('message', (data: Buffer) => {
        // After the auth message the client has nothing more to say.
        if (state !== 'waiting') return;
        state = 'checking';
        clearTimeout(authTimer);
        const parsed = ZFirstMessage.safeParse(safeJson(data.toString('utf8')));
        if (!parsed.success) {
          socket.close(LIVE_CLOSE.unauthorized, 'auth message expected');
          return;
        }
        const hello = parsed.data;
        if (hello.type === 'anonymous') {
          detach = deps.live.attachAnonymous(socket);
          if (!detach) {
            socket.close(TRY_AGAIN_LATER, 'busy');
            return;
          }
          state = 'ready';
          send({ type: 'ready' });
          return;
        }
        void (async () => {
          const session = await deps.playerAuth.authenticate(hello.token);
          if (!session) {
            socket.close(LIVE_CLOSE.unauthorized, 'invalid or expired session');
            return;
          }
          if (socket.readyState !== socket.OPEN) return;
          state = 'ready';
          detach = deps.live.attach(session.account, session.tokenHash, socket);
          send({ type: 'ready' });
          // What the modules greet a new socket with (the wallet: the current balance).
          for (const event of await deps.live.greetingsFor(session.account)) send(event);
        })().catch((err: unknown) => {
          app.log.warn({ err }, 'live socket auth failed');
          socket.close(1011, 'server error');
        });
      });
    });
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
