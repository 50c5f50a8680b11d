import crypto from 'node:crypto';
import type { ServerSecrets } from './server-secrets.js';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM for small secrets kept in the database (authenticator secrets). The key is a
 * server secret stored in the database too, so every process behind a load balancer can open
 * what another one sealed; a dump of the accounts table alone reveals nothing.
 * Sealed form: `v1.<base64url(iv | tag | ciphertext)>`.
 */
export class SecretBox {
  constructor(
    private readonly secrets: ServerSecrets,
    private readonly keyName = 'secret-box-aes256',
  ) {}

  async encrypt(plaintext: string): Promise<string> {
    const key = await this.key();
    const iv = crypto.randomBytes(IV_BYTES);
    const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
  }

  /** Throws when the box was not sealed with this key or was altered. */
  async decrypt(sealed: string): Promise<string> {
    const [version, payload] = sealed.split('.');
    if (version !== VERSION || !payload) throw new Error('Unknown sealed-secret format');
    const raw = Buffer.from(payload, 'base64url');
    const iv = raw.subarray(0, IV_BYTES);
    const tag = raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
    const decipher = crypto.createDecipheriv('aes-256-gcm', await this.key(), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  }

  private async key(): Promise<Buffer> {
    // The stored secret is 32 random bytes in base64url; hashing gives exactly 32 bytes whatever
    // its encoding, and separates this key from other uses of a same-named secret.
    const secret = await this.secrets.get(this.keyName);
    return crypto.createHash('sha256').update(`secret-box:${secret}`).digest();
  }
}
