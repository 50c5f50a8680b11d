/** The part of the browser WebSocket the live channel uses (tests inject a fake). */
export interface TSocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type TSocketFactory = (url: string) => TSocketLike;

const browserSocket: TSocketFactory = (url) => new WebSocket(url);
let socketFactory: TSocketFactory = browserSocket;

/** Test seam: replaces how sockets are opened; call with no argument to restore the browser's. */
export function setSocketFactory(factory: TSocketFactory = browserSocket): void {
  socketFactory = factory;
}

/** Reconnect delays: 1 s doubling to 30 s, with jitter so many tabs do not reconnect at once. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** attempt);
  return Math.round(base * (0.75 + random() * 0.5));
}

/** `/api/...` as a ws(s):// address on this origin (the dev server proxies it with ws: true). */
export function socketUrl(path: string, location: Location = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${path}`;
}

interface TLiveSocketOptions {
  url: string;
  /** The first message after opening (authenticates the connection). */
  hello: () => string;
  onMessage: (data: unknown) => void;
  /** A close the server means as final (bad token): do not reconnect. */
  isFinalClose?: (event: CloseEvent) => boolean;
}

/**
 * One live connection that reconnects with backoff until `close()` is called. Messages are
 * JSON; anything else is ignored.
 */
export function openLiveSocket(options: TLiveSocketOptions): { close: () => void } {
  let socket: TSocketLike | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  let closed = false;

  const connect = () => {
    if (closed) return;
    const current = socketFactory(options.url);
    socket = current;
    current.onopen = () => {
      attempt = 0;
      current.send(options.hello());
    };
    current.onmessage = (event) => {
      if (typeof event.data !== 'string') return;
      let data: unknown;
      try {
        data = JSON.parse(event.data);
      } catch {
        return;
      }
      options.onMessage(data);
    };
    current.onerror = () => undefined;
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      if (closed || options.isFinalClose?.(event)) return;
      timer = setTimeout(connect, backoffDelay(attempt));
      attempt += 1;
    };
  };

  connect();
  return {
    close: () => {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = socket;
      socket = null;
      current?.close(1000, 'bye');
    },
  };
}
