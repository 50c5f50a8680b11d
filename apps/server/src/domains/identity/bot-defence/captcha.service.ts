import type { TCaptcha } from '@lw/contracts';
import { eq, lt } from 'drizzle-orm';
import crypto from 'node:crypto';
import type { Database } from '../../../db/client.js';
import { captchaChallenges } from '../../../db/schema/index.js';
import { drawCaptcha } from './captcha-image.js';
import type { ServerSecrets } from '../../../platform/server-secrets.js';

/** How long a captcha image can be answered. */
export const CAPTCHA_TTL_MS = 2 * 60_000;

/**
 * Captcha images for sign-in and sign-up. The database keeps only a keyed hash of the answer, so
 * any server process can check it; a check deletes the row (right or wrong: one guess per image).
 */
export class CaptchaService {
  constructor(
    private readonly db: Database,
    private readonly secrets: ServerSecrets,
  ) {}

  /** A new random captcha image. */
  create(now = new Date()): Promise<TCaptcha> {
    return this.issue(drawCaptcha(), now);
  }

  /** Stores the answer of an image and hands out its id (tests use it with a known text). */
  async issue({ text, png }: { text: string; png: Buffer }, now = new Date()): Promise<TCaptcha> {
    const captchaId = crypto.randomUUID();
    const expiresAt = new Date(now.getTime() + CAPTCHA_TTL_MS);
    // Old rows go with each new one; cheap thanks to the index on expires_at.
    await this.db.delete(captchaChallenges).where(lt(captchaChallenges.expiresAt, now));
    await this.db.insert(captchaChallenges).values({
      id: captchaId,
      answerHash: await this.hash(captchaId, text),
      expiresAt,
    });
    return {
      captchaId,
      image: `data:image/png;base64,${png.toString('base64')}`,
      expiresAt: expiresAt.toISOString(),
    };
  }

  /** True when `answer` matches (case-insensitive, spaces ignored); the captcha is used up. */
  async check(captchaId: string, answer: string, now = new Date()): Promise<boolean> {
    const [row] = await this.db
      .delete(captchaChallenges)
      .where(eq(captchaChallenges.id, captchaId))
      .returning();
    if (!row || row.expiresAt <= now) return false;
    const expected = Buffer.from(row.answerHash);
    const given = Buffer.from(await this.hash(captchaId, answer));
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  }

  private async hash(captchaId: string, answer: string): Promise<string> {
    const key = await this.secrets.get('captcha');
    const normalized = answer.replace(/\s+/g, '').toUpperCase();
    return crypto.createHmac('sha256', key).update(`${captchaId}:${normalized}`).digest('hex');
  }
}
