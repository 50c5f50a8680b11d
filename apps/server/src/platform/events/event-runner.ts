import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database, DatabaseKind } from '../../db/client.js';
import type { EventDispatcher } from './event-dispatcher.js';
import { OUTBOX_CHANNEL } from './publish.js';

export interface EventRunnerOptions {
  /** Poll interval: PGlite's only wake-up, PostgreSQL's fallback beside LISTEN. */
  pollMs: number;
  /** How soon to look again when events wait behind a hole not yet final. */
  holeRetryMs?: number;
  /** At least this long between two passes woken by notifications (default 10 ms). */
  coalesceMs?: number;
}

/**
 * Keeps a dispatcher delivering while the process is up: woken by NOTIFY on PostgreSQL (its own
 * connection, outside the pool) and by a timer everywhere, one pass at a time. A missed
 * notification (lost connection, a restart) only delays delivery to the next poll.
 */
export class EventRunner {
  private timer: NodeJS.Timeout | null = null;
  private listener: pg.Client | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private lastPassAt = 0;
  private coalescing: NodeJS.Timeout | null = null;

  constructor(
    private readonly dispatcher: EventDispatcher,
    private readonly db: Database,
    private readonly kind: DatabaseKind,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
    private readonly options: EventRunnerOptions,
  ) {}

  async start(): Promise<void> {
    // Nothing to deliver to: no listening connection, no timer.
    if (this.dispatcher.consumerNames.length === 0) return;
    if (this.kind === 'postgres') await this.listen();
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.coalescing) clearTimeout(this.coalescing);
    await this.running;
    await this.listener?.end().catch(() => undefined);
  }

  /**
   * Runs a pass now, or right after the one running. Wake-ups closer together than
   * `coalesceMs` make one pass: under load every commit notifies, and a pass per commit would
   * spend the CPU on batches of one event.
   */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    const wait = this.lastPassAt + (this.options.coalesceMs ?? 10) - Date.now();
    if (wait > 0) {
      if (!this.coalescing) {
        this.coalescing = setTimeout(() => {
          this.coalescing = null;
          this.wake();
        }, wait);
      }
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.running = this.pass().finally(() => {
      this.running = null;
      this.lastPassAt = Date.now();
      if (this.again) {
        this.again = false;
        this.wake();
      }
    });
  }

  private async pass(): Promise<void> {
    let next = this.options.pollMs;
    try {
      const results = await this.dispatcher.passAll();
      if (results.some((r) => r.more)) {
        next = results.some((r) => r.more && r.advanced > 0) ? 0 : (this.options.holeRetryMs ?? 20);
      }
    } catch (err) {
      this.log.warn({ err }, 'event dispatch failed; retrying');
    }
    if (this.stopped) return;
    this.timer = setTimeout(() => this.wake(), next);
    this.timer.unref();
  }

  private async listen(): Promise<void> {
    const pool = (this.db as unknown as { $client: pg.Pool }).$client;
    const client = new pg.Client(pool.options);
    client.on('notification', () => this.wake());
    // A lost listener leaves the timer: delivery goes on at the poll interval.
    client.on('error', (err) => this.log.warn({ err }, 'event listener lost; polling'));
    await client.connect();
    await client.query(`LISTEN ${OUTBOX_CHANNEL}`);
    this.listener = client;
  }
}
