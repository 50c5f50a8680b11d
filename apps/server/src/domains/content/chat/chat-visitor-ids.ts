import crypto from 'node:crypto';
import type { ServerSecrets } from '../../../platform/server-secrets.js';

/**
 * Signed anonymous chat ids for visitors: `<random>.<hmac>`. The browser keeps it; only the server
 * can mint one, so a visitor cannot guess another visitor's id and read their chat.
 */
export class ChatVisitorIds {
  constructor(private readonly secrets: ServerSecrets) {}

  /** A new signed id. */
  async mint(): Promise<string> {
    const random = crypto.randomBytes(18).toString('base64url');
    return `${random}.${await this.sign(random)}`;
  }

  /** The random part of a well-signed id, or null. */
  async verify(chatId: string): Promise<string | null> {
    const match = /^([\w-]{24})\.([\w-]{43})$/.exec(chatId);
    if (!match) return null;
    const expected = Buffer.from(await this.sign(match[1]!));
    const given = Buffer.from(match[2]!);
    return expected.length === given.length && crypto.timingSafeEqual(expected, given)
      ? match[1]!
      : null;
  }

  private async sign(random: string): Promise<string> {
    const key = await this.secrets.get('chat-visitor-key');
    return crypto.createHmac('sha256', key).update(`chat-visitor:${random}`).digest('base64url');
  }
}
