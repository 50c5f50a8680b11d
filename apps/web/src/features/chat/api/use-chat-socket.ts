import {
  CHAT_API,
  CHAT_SOCKET_CLOSE,
  ZChatSocketEvent,
  type TChatSocketEvent,
} from '@lw/contracts';
import { useEffect, useRef } from 'react';

/** Who the socket authenticates as. */
export type TChatSocketAuth =
  { role: 'member'; token: string } | { role: 'visitor'; chatId: string };

/**
 * The player's chat socket while the window is open: authenticates by its first message, hands
 * every event to `onEvent`, reconnects after a drop. Answers a function sending typing signals.
 */
export function useChatSocket(
  auth: TChatSocketAuth | null,
  onEvent: (event: TChatSocketEvent) => void,
) {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const socket = useRef<WebSocket | null>(null);
  const key = auth ? JSON.stringify(auth) : null;

  useEffect(() => {
    if (!key) return undefined;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      const url = new URL(CHAT_API.socket, window.location.href);
      url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
      const ws = new WebSocket(url);
      socket.current = ws;
      ws.onopen = () => ws.send(JSON.stringify({ type: 'auth', ...JSON.parse(key) }));
      ws.onmessage = (message) => {
        let data: unknown;
        try {
          data = JSON.parse(String(message.data));
        } catch {
          return;
        }
        const parsed = ZChatSocketEvent.safeParse(data);
        if (parsed.success) handler.current(parsed.data);
      };
      ws.onclose = (event) => {
        if (!stopped && event.code !== CHAT_SOCKET_CLOSE.unauthorized) {
          retry = setTimeout(connect, 3000);
        }
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket.current?.close();
    };
  }, [key]);

  return (conversationId: number, typing: boolean) => {
    const ws = socket.current;
    if (ws?.readyState === WebSocket.OPEN) {
      ws.send(JSON.stringify({ type: 'typing', conversationId, typing }));
    }
  };
}
