import type { TSmsSettings } from '@lw/contracts';

/** Sends one text message; resolves when the provider accepted it, rejects with the reason. */
export interface SmsProvider {
  readonly name: TSmsSettings['provider'];
  send(to: string, text: string): Promise<void>;
}

/** The development outbox: the caller's outbox record is the whole delivery. */
export const outboxSmsProvider: SmsProvider = { name: 'outbox', send: async () => {} };

/**
 * Fills `{{to}}`, `{{text}}` and `{{senderId}}` into the body template, escaped for the body's
 * content type (form-encoded, or JSON string content for anything else).
 */
export function renderSmsBody(
  template: string,
  values: { to: string; text: string; senderId: string },
  contentType: string,
): string {
  const form = /application\/x-www-form-urlencoded/i.test(contentType);
  const escape = (v: string) => (form ? encodeURIComponent(v) : JSON.stringify(v).slice(1, -1));
  return template.replace(/\{\{\s*(to|text|senderId)\s*\}\}/g, (_m, key: keyof typeof values) =>
    escape(values[key]),
  );
}

/** A generic HTTP gateway: POST of the rendered template to the configured URL. */
export class HttpSmsProvider implements SmsProvider {
  readonly name = 'http' as const;

  constructor(
    private readonly settings: TSmsSettings,
    private readonly timeoutMs = 10_000,
  ) {}

  async send(to: string, text: string): Promise<void> {
    const { http, senderId } = this.settings;
    const contentType =
      Object.entries(http.headers).find(([k]) => k.toLowerCase() === 'content-type')?.[1] ??
      'application/json';
    const response = await fetch(http.url, {
      method: http.method,
      headers: { 'content-type': contentType, ...http.headers },
      body: renderSmsBody(http.bodyTemplate, { to, text, senderId }, contentType),
      signal: AbortSignal.timeout(this.timeoutMs),
      redirect: 'error',
    });
    // The provider's answer may be large; a short excerpt is enough to diagnose.
    const answer = (await response.text().catch(() => '')).slice(0, 200);
    if (response.status !== http.successStatus) {
      throw new Error(`SMS provider answered HTTP ${response.status}: ${answer}`);
    }
  }
}

/** The provider the settings ask for. */
export function smsProviderFor(settings: TSmsSettings): SmsProvider {
  return settings.provider === 'http' ? new HttpSmsProvider(settings) : outboxSmsProvider;
}
