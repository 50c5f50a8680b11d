import { CHAT_API, ZChatSocketEvent, type TChatSocketEvent } from '@lw/contracts';
import { useEffect, useRef, useState } from 'react';
import { readToken } from '../../../lib/storage';

/**
 * The operators' chat socket: authenticates with the admin session, hands every event to
 * `onEvent`, reconnects after a drop. Answers a function sending typing signals.
 */
export function useChatSocket(onEvent: (event: TChatSocketEvent) => void) {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const socketRef = useRef<WebSocket | null>(null);
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      const token = readToken();
      if (!token || stopped) return;
      const url = new URL(CHAT_API.socket, window.location.href);
      url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
      const ws = new WebSocket(url);
      socketRef.current = ws;
      ws.onopen = () => ws.send(JSON.stringify({ type: 'auth', role: 'operator', token }));
      ws.onmessage = (message) => {
        const parsed = ZChatSocketEvent.safeParse(JSON.parse(String(message.data)));
        if (!parsed.success) return;
        if (parsed.data.type === 'ready') setConnected(true);
        handler.current(parsed.data);
      };
      ws.onclose = (event) => {
        setConnected(false);
        if (!stopped && event.code !== 4401) retry = setTimeout(connect, 3000);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      socketRef.current?.close();
    };
  }, []);

  const typing = (conversationId: number, isTyping: boolean) => {
    const ws = socketRef.current;
    if (ws?.readyState === WebSocket.OPEN) {
      ws.send(JSON.stringify({ type: 'typing', conversationId, typing: isTyping }));
    }
  };
  return { connected, typing };
}
