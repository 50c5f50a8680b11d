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
  /** Account type (4: trial), so members-only broadcasts skip trial players. */
  accountType: number;
  tokenHash: string;
  socket: LiveSocket;
}

/** Who a broadcast reaches: every socket (visitors too), or signed-in non-trial members only. */
export type LiveAudience = 'all' | 'members';

/** One fan-out message, as it travels through Redis to every process. */
type Envelope =
  | { to: 'accounts'; accountIds: number[]; event: TLiveServerEvent }
  | { to: LiveAudience; event: TLiveServerEvent }
  /** Sessions ended: the sockets get the event, then close with 4401. */
  | { to: 'end'; accountId: number; tokenHash: string | null; event: TLiveServerEvent };

const TRIAL_ACCOUNT_TYPE = 4;
/** Ids per fan-out message of `publishMany` (one Redis message each). */
const PUBLISH_BATCH = 1000;

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
  /** Most anonymous (visitor) sockets one process keeps; more are refused (default 20,000). */
  maxAnonymous?: number;
  onError?: (err: unknown) => void;
}

const OPEN = 1;

/**
 * The live-event channel to open pages. `publish(accountId, event)` reaches every open socket of
 * that member in every server process: through a Redis channel when Redis is configured (each
 * process delivers to its own sockets), in-process otherwise. Visitors' anonymous sockets receive
 * broadcasts only (`broadcast(event)`: maintenance switches, notices, shared game rounds), never
 * an account's events. `endSessions` tells a member's pages at once that their sign-in ended.
 */
export class LiveHub {
  private readonly byAccount = new Map<number, Set<Connection>>();
  private readonly anonymous = new Set<LiveSocket>();
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
    for (const socket of this.anonymous) socket.close(1001, 'server shutting down');
    this.anonymous.clear();
    if (this.subscriber) {
      this.subscriber.disconnect();
      this.subscriber = null;
    }
  }

  /** Sends an event to every open socket of the member, wherever it is connected. */
  async publish(accountId: number, event: TLiveServerEvent): Promise<void> {
    await this.send({ to: 'accounts', accountIds: [accountId], event });
  }

  /**
   * Sends one event to every open socket of each of these members (a segment's new message):
   * one fan-out message per 1,000 members instead of one per member, and only their sockets
   * receive it.
   */
  async publishMany(accountIds: readonly number[], event: TLiveServerEvent): Promise<void> {
    for (let i = 0; i < accountIds.length; i += PUBLISH_BATCH) {
      await this.send({
        to: 'accounts',
        accountIds: accountIds.slice(i, i + PUBLISH_BATCH),
        event,
      });
    }
  }

  /**
   * Sends an event to every open socket in every process: `all` (default) reaches visitors'
   * anonymous sockets too (site status, notices, shared game rounds); `members` only signed-in
   * non-trial members (a message to everyone).
   */
  async broadcast(event: TLiveServerEvent, audience: LiveAudience = 'all'): Promise<void> {
    await this.send({ to: audience, event });
  }

  /**
   * The member's sessions ended (all of them, or the one sign-in session `tokenHash`): their open
   * sockets get `session.ended` at once and close with 4401, instead of at the next re-check.
   */
  async endSessions(accountId: number, tokenHash: string | null = null): Promise<void> {
    await this.send({ to: 'end', accountId, tokenHash, event: { type: 'session.ended' } });
  }

  private async send(envelope: Envelope): Promise<void> {
    const message = JSON.stringify(envelope);
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

  /**
   * Registers a visitor's socket, which hears broadcasts only; answers the function that removes
   * it, or null when this process already holds its maximum of anonymous sockets.
   */
  attachAnonymous(socket: LiveSocket): (() => void) | null {
    if (this.anonymous.size >= (this.options.maxAnonymous ?? 20_000)) return null;
    this.anonymous.add(socket);
    return () => this.anonymous.delete(socket);
  }

  /** Registers an authenticated socket; answers the function that removes it. */
  attach(member: LiveMember, tokenHash: string, socket: LiveSocket): () => void {
    const accountId = member.id;
    const connection: Connection = { accountId, accountType: member.type, tokenHash, socket };
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
    let envelope: Envelope;
    try {
      envelope = JSON.parse(message) as Envelope;
    } catch {
      return;
    }
    const data = JSON.stringify(envelope.event);
    const sendTo = (socket: LiveSocket) => {
      if (socket.readyState === OPEN) socket.send(data);
    };
    switch (envelope.to) {
      case 'accounts':
        for (const id of envelope.accountIds)
          this.byAccount.get(id)?.forEach((c) => sendTo(c.socket));
        return;
      case 'all':
      case 'members':
        for (const set of this.byAccount.values()) {
          for (const c of set) {
            if (envelope.to === 'all' || c.accountType !== TRIAL_ACCOUNT_TYPE) sendTo(c.socket);
          }
        }
        if (envelope.to === 'all') this.anonymous.forEach(sendTo);
        return;
      case 'end':
        for (const c of [...(this.byAccount.get(envelope.accountId) ?? [])]) {
          if (envelope.tokenHash !== null && c.tokenHash !== envelope.tokenHash) continue;
          sendTo(c.socket);
          c.socket.close(LIVE_CLOSE.unauthorized, 'session ended');
        }
    }
  }
}
