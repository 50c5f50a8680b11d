import type { TLiveServerEvent } from '@lw/contracts';
import { LIVE_CLOSE } from '@lw/contracts';
import type { Redis } from 'ioredis';

/** What the hub needs of a socket (a `ws` WebSocket fits). */
export interface LiveSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

interface Connection {
  accountId: number;
  tokenHash: string;
  socket: LiveSocket;
}

/** The member a socket belongs to, as greeters see it. */
export interface LiveMember {
  id: number;
  type: number;
}

/**
 * What a module sends a member's socket as soon as it is authenticated (the wallet: the current
 * balance, so the page never shows a stale figure); null sends nothing.
 */
export type LiveGreeter = (member: LiveMember) => Promise<TLiveServerEvent | null>;

/** Answers which of these session token hashes still belong to a live session. */
export type SessionChecker = (tokenHashes: string[]) => Promise<Set<string>>;

export interface LiveHubOptions {
  /** Redis channel of the fan-out (one per site; tests isolate themselves with their own). */
  channel?: string;
  /** How often open sockets' sessions are checked again. */
  sessionCheckMs?: number;
  onError?: (err: unknown) => void;
}

const OPEN = 1;

/**
 * The live-event channel to members' open pages. `publish(accountId, event)` reaches every open
 * socket of that member in every server process: through a Redis channel when Redis is
 * configured (each process delivers to its own sockets), in-process otherwise. Later features
 * (messages, promotions, game results) publish through the same hub.
 */
export class LiveHub {
  private readonly byAccount = new Map<number, Set<Connection>>();
  private readonly channel: string;
  private subscriber: Redis | null = null;
  private sweep: NodeJS.Timeout | null = null;
  private readonly greeters: LiveGreeter[] = [];

  constructor(
    private readonly redis: Redis | null,
    private readonly checkSessions: SessionChecker,
    private readonly options: LiveHubOptions = {},
  ) {
    this.channel = options.channel ?? 'lw-live';
  }

  /** Subscribes to the Redis channel (when configured) and starts the session sweep. */
  async start(): Promise<void> {
    if (this.redis) {
      // A subscribed Redis connection can do nothing else: a dedicated one.
      const subscriber = this.redis.duplicate();
      subscriber.on('message', (channel: string, message: string) => {
        if (channel === this.channel) this.deliverRaw(message);
      });
      subscriber.on('error', (err: unknown) => this.options.onError?.(err));
      await subscriber.subscribe(this.channel);
      this.subscriber = subscriber;
    }
    this.sweep = setInterval(() => {
      this.recheckSessions().catch((err: unknown) => this.options.onError?.(err));
    }, this.options.sessionCheckMs ?? 60_000);
    this.sweep.unref();
  }

  async close(): Promise<void> {
    if (this.sweep) clearInterval(this.sweep);
    for (const set of this.byAccount.values()) {
      for (const c of set) c.socket.close(1001, 'server shutting down');
    }
    this.byAccount.clear();
    if (this.subscriber) {
      this.subscriber.disconnect();
      this.subscriber = null;
    }
  }

  /** Sends an event to every open socket of the member, wherever it is connected. */
  async publish(accountId: number, event: TLiveServerEvent): Promise<void> {
    const message = JSON.stringify({ accountId, event });
    if (this.redis) await this.redis.publish(this.channel, message);
    else this.deliverRaw(message);
  }

  /** Sends an event to every open socket of every member (shared game rounds), in every process. */
  async broadcast(event: TLiveServerEvent): Promise<void> {
    const message = JSON.stringify({ accountId: null, event });
    if (this.redis) await this.redis.publish(this.channel, message);
    else this.deliverRaw(message);
  }

  /**
   * True when publishing to this member can reach anyone. Without Redis only local sockets
   * exist; with Redis another process may hold one, so always true.
   */
  mayHaveListeners(accountId: number): boolean {
    return this.redis !== null || this.byAccount.has(accountId);
  }

  /** Adds what every newly authenticated socket receives first (modules call it in `start`). */
  greet(greeter: LiveGreeter): void {
    this.greeters.push(greeter);
  }

  /** The greeting events of a newly authenticated socket, in the order the greeters came. */
  async greetingsFor(member: LiveMember): Promise<TLiveServerEvent[]> {
    const events = await Promise.all(this.greeters.map((greet) => greet(member)));
    return events.filter((event): event is TLiveServerEvent => event !== null);
  }

  /** Registers an authenticated socket; answers the function that removes it. */
  attach(accountId: number, tokenHash: string, socket: LiveSocket): () => void {
    const connection: Connection = { accountId, tokenHash, socket };
    let set = this.byAccount.get(accountId);
    if (!set) {
      set = new Set();
      this.byAccount.set(accountId, set);
    }
    set.add(connection);
    return () => {
      set.delete(connection);
      if (set.size === 0 && this.byAccount.get(accountId) === set) this.byAccount.delete(accountId);
    };
  }

  /** Closes (4401) every local socket whose session has ended (logout, expiry, lock). */
  async recheckSessions(): Promise<void> {
    const connections = [...this.byAccount.values()].flatMap((set) => [...set]);
    if (connections.length === 0) return;
    const live = await this.checkSessions([...new Set(connections.map((c) => c.tokenHash))]);
    for (const c of connections) {
      if (!live.has(c.tokenHash)) c.socket.close(LIVE_CLOSE.unauthorized, 'session ended');
    }
  }

  private deliverRaw(message: string): void {
    let parsed: { accountId: number | null; event: TLiveServerEvent };
    try {
      parsed = JSON.parse(message) as { accountId: number | null; event: TLiveServerEvent };
    } catch {
      return;
    }
    const data = JSON.stringify(parsed.event);
    // accountId null: a broadcast to every socket of this process.
    const sets =
      parsed.accountId === null
        ? [...this.byAccount.values()]
        : [this.byAccount.get(parsed.accountId) ?? new Set<Connection>()];
    for (const set of sets) {
      for (const c of set) if (c.socket.readyState === OPEN) c.socket.send(data);
    }
  }
}
