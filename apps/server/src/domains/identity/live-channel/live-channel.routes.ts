import websocket from '@fastify/websocket';
import { LIVE_CLOSE, WALLET_API, ZLiveClientMessage, type TLiveServerEvent } from '@lw/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import type { LiveHub } from '../../../platform/live-hub.js';

/** What the live socket uses. */
export interface LiveChannelRoutesDeps {
  live: LiveHub;
  playerAuth: PlayerAuthenticator;
}

/** Time a fresh socket has to send its auth message. */
const AUTH_TIMEOUT_MS = 10_000;

/**
 * The authenticated live-event WebSocket (GET /api/live, upgrade). The client sends
 * `{type:'auth', token}` first: the token never travels in the URL, which ends up in access
 * logs. A bad token closes the socket with 4401; so does a session that ends later (the hub
 * re-checks every open socket's session periodically).
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
        const parsed = ZLiveClientMessage.safeParse(safeJson(data.toString('utf8')));
        if (!parsed.success) {
          socket.close(LIVE_CLOSE.unauthorized, 'auth message expected');
          return;
        }
        void (async () => {
          const session = await deps.playerAuth.authenticate(parsed.data.token);
          if (!session) {
            socket.close(LIVE_CLOSE.unauthorized, 'invalid or expired session');
            return;
          }
          if (socket.readyState !== socket.OPEN) return;
          state = 'ready';
          detach = deps.live.attach(session.account.id, session.tokenHash, socket);
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
