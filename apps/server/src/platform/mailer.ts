import type { TEmailSettings } from '@lw/contracts';
import nodemailer from 'nodemailer';

/** One e-mail to send: plain text, in the recipient's language. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Who delivers e-mail: SMTP, or the development outbox (nothing leaves the server). */
export interface Mailer {
  readonly provider: TEmailSettings['provider'];
  /** Resolves when the message was handed over; rejects with the reason otherwise. */
  send(message: MailMessage): Promise<void>;
}

/** The development outbox: the caller's outbox record is the whole delivery. */
export const outboxMailer: Mailer = { provider: 'outbox', send: async () => {} };

/** An SMTP mailer from the `email` settings (one connection per message: mail is rare here). */
export function smtpMailer(settings: TEmailSettings): Mailer {
  const { smtp } = settings;
  return {
    provider: 'smtp',
    async send(message) {
      const transport = nodemailer.createTransport({
        host: smtp.host,
        port: smtp.port,
        secure: smtp.secure,
        ...(smtp.username ? { auth: { user: smtp.username, pass: smtp.password } } : {}),
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
        // Never let nodemailer log the conversation (it would include the AUTH exchange).
        logger: false,
        debug: false,
      });
      try {
        await transport.sendMail({
          from: settings.fromName
            ? { name: settings.fromName, address: settings.fromAddress }
            : settings.fromAddress,
          to: message.to,
          subject: message.subject,
          text: message.text,
        });
      } finally {
        transport.close();
      }
    },
  };
}

/** The mailer the settings ask for. */
export function mailerFor(settings: TEmailSettings): Mailer {
  return settings.provider === 'smtp' ? smtpMailer(settings) : outboxMailer;
}
