import type {
  TMessageChannel,
  TOutboxMessage,
  TOutboxPage,
  TSendTestMessageResult,
} from '@lw/contracts';
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { outboxMessages } from '../../../db/schema/index.js';
import { mailerFor, type MailMessage } from '../../../platform/mailer.js';
import { smsProviderFor } from '../../../platform/sms.js';
import type { SettingsService } from '../../site/settings/index.js';

export interface SendOutcome {
  id: number;
  status: 'sent' | 'failed';
  error: string | null;
  provider: string;
}

/**
 * Sends e-mail and SMS through the configured providers. Every message is first recorded in the
 * outbox ('queued'), then marked 'sent' or 'failed' with the reason; the development outbox
 * provider stops at the record.
 */
export class MessagingService {
  private readonly pending = new Set<Promise<unknown>>();

  constructor(
    private readonly db: Database,
    private readonly settings: SettingsService,
  ) {}

  async sendEmail(message: MailMessage): Promise<SendOutcome> {
    const mailer = mailerFor(await this.settings.get('email'));
    return this.deliver('email', message.to, message.subject, message.text, mailer.provider, () =>
      mailer.send(message),
    );
  }

  async sendSms(to: string, text: string): Promise<SendOutcome> {
    const provider = smsProviderFor(await this.settings.get('sms'));
    return this.deliver('sms', to, null, text, provider.name, () => provider.send(to, text));
  }

  /**
   * Sends in the background, so a caller's answer time does not reveal whether a message went
   * out (forgot password). Failures are recorded in the outbox.
   */
  queueEmail(message: MailMessage): void {
    const job = this.sendEmail(message).catch(() => undefined);
    this.pending.add(job);
    void job.finally(() => this.pending.delete(job));
  }

  /** Resolves when every background send has finished (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
  }

  /** The operator's "send test message" from the settings screens. */
  async sendTest(channel: TMessageChannel, to: string): Promise<TSendTestMessageResult> {
    const site = await this.settings.get('site');
    const text = `Test message from ${site.siteName} (${new Date().toISOString()}).`;
    const outcome =
      channel === 'email'
        ? await this.sendEmail({ to, subject: `${site.siteName} test message`, text })
        : await this.sendSms(to, text);
    return { status: outcome.status, error: outcome.error, provider: outcome.provider };
  }

  /** Newest first, optionally one channel. */
  async list(q: {
    channel?: TMessageChannel | undefined;
    page: number;
    pageSize: number;
  }): Promise<TOutboxPage> {
    const where = q.channel ? eq(outboxMessages.channel, q.channel) : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(outboxMessages)
        .where(where)
        .orderBy(desc(outboxMessages.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      this.db.select({ n: count() }).from(outboxMessages).where(where),
    ]);
    return {
      items: rows.map(presentOutbox),
      total: total?.n ?? 0,
      page: q.page,
      pageSize: q.pageSize,
    };
  }

  private async deliver(
    channel: TMessageChannel,
    to: string,
    subject: string | null,
    body: string,
    provider: string,
    send: () => Promise<void>,
  ): Promise<SendOutcome> {
    const [row] = await this.db
      .insert(outboxMessages)
      .values({ channel, to, subject, body, provider, status: 'queued' })
      .returning({ id: outboxMessages.id });
    const id = row!.id;
    let error: string | null = null;
    try {
      await send();
    } catch (e) {
      error = (e instanceof Error ? e.message : String(e)).slice(0, 500);
    }
    const status = error ? 'failed' : 'sent';
    await this.db.update(outboxMessages).set({ status, error }).where(eq(outboxMessages.id, id));
    return { id, status, error, provider };
  }
}

function presentOutbox(row: typeof outboxMessages.$inferSelect): TOutboxMessage {
  return {
    id: row.id,
    channel: row.channel,
    to: row.to,
    subject: row.subject,
    body: row.body,
    status: row.status,
    error: row.error,
    provider: row.provider,
    createdAt: row.createdAt.toISOString(),
  };
}
