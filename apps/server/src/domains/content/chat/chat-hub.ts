import type { TChatSocketEvent } from '@lw/contracts';
import type { Redis } from 'ioredis';
import type { LiveSocket } from '../../../platform/live-hub.js';

/** Everyone who answers chats listens on this topic. */
export const OPERATORS_TOPIC = 'ops';

/** The topic of one player's sockets: a member or a visitor. */
export function playerTopic(party: { memberId: number | null; visitorId: string | null }): string {
  return party.memberId !== null ? `m:${party.memberId}` : `v:${party.visitorId}`;
}

const OPEN = 1;

/**
 * Chat events to open chat sockets, by topic (operators, one member, one visitor). With Redis
 * every process publishes to one channel and delivers to its own sockets; without it, in-process.
 * The same pattern as the member live hub, with topics instead of account ids.
 */
export class ChatHub {
  private readonly byTopic = new Map<string, Set<LiveSocket>>();
  private subscriber: Redis | null = null;

  constructor(
    private readonly redis: Redis | null,
    private readonly channel: string,
    private readonly onError: (err: unknown) => void = () => {},
  ) {}

  async start(): Promise<void> {
    if (!this.redis) return;
    const subscriber = this.redis.duplicate();
    subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.channel) this.deliverRaw(message);
    });
    subscriber.on('error', this.onError);
    await subscriber.subscribe(this.channel);
    this.subscriber = subscriber;
  }

  async close(): Promise<void> {
    for (const set of this.byTopic.values()) for (const s of set) s.close(1001, 'shutting down');
    this.byTopic.clear();
    this.subscriber?.disconnect();
    this.subscriber = null;
  }

  /** Sends an event to every socket on these topics, in every process. */
  async publish(topics: string[], event: TChatSocketEvent): Promise<void> {
    const message = JSON.stringify({ topics, event });
    if (this.redis) await this.redis.publish(this.channel, message);
    else this.deliverRaw(message);
  }

  /** Registers a socket on a topic; answers the function that removes it. */
  attach(topic: string, socket: LiveSocket): () => void {
    let set = this.byTopic.get(topic);
    if (!set) {
      set = new Set();
      this.byTopic.set(topic, set);
    }
    set.add(socket);
    return () => {
      set.delete(socket);
      if (set.size === 0 && this.byTopic.get(topic) === set) this.byTopic.delete(topic);
    };
  }

  private deliverRaw(message: string): void {
    let parsed: { topics: string[]; event: TChatSocketEvent };
    try {
      parsed = JSON.parse(message) as typeof parsed;
    } catch {
      return;
    }
    const data = JSON.stringify(parsed.event);
    const sent = new Set<LiveSocket>();
    for (const topic of parsed.topics) {
      for (const socket of this.byTopic.get(topic) ?? []) {
        if (socket.readyState === OPEN && !sent.has(socket)) {
          sent.add(socket);
          socket.send(data);
        }
      }
    }
  }
}
