import type { TTrialKey } from '@lw/contracts';
import crypto from 'node:crypto';
import type { ServerSecrets } from '../../../platform/server-secrets.js';

/** server_secrets row holding the PKCS8 PEM of the free-play RSA key. */
const SECRET_NAME = 'trial-rsa-oaep-key';

interface LoadedKey {
  privateKey: crypto.KeyObject;
  served: TTrialKey;
}

/**
 * The RSA-2048 key free-play payloads are encrypted with (RSA-OAEP, SHA-256: what the browser's
 * WebCrypto does). Generated once and kept in server_secrets, so every process behind a load
 * balancer decrypts what any of them served.
 */
export class TrialKeyring {
  private key: Promise<LoadedKey> | null = null;

  constructor(private readonly secrets: ServerSecrets) {}

  /** What getTrialKey serves: key id, SPKI DER in base64 and the algorithm. */
  async publicKey(): Promise<TTrialKey> {
    return (await this.load()).served;
  }

  /**
   * The plaintext of `encryptedBase64` when it was encrypted with the key `keyId`; null for a
   * stale key id, bad base64 or a ciphertext that does not decrypt.
   */
  async decrypt(keyId: string, encryptedBase64: string): Promise<string | null> {
    const { privateKey, served } = await this.load();
    if (keyId !== served.keyId) return null;
    const ciphertext = Buffer.from(encryptedBase64, 'base64');
    // 2048-bit RSA: every ciphertext is exactly 256 bytes.
    if (ciphertext.length !== 256) return null;
    try {
      const plain = crypto.privateDecrypt(
        { key: privateKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        ciphertext,
      );
      return plain.toString('utf8');
    } catch {
      return null;
    }
  }

  private load(): Promise<LoadedKey> {
    this.key ??= (async () => {
      const pem = await this.secrets.get(SECRET_NAME, generatePrivateKeyPem);
      const privateKey = crypto.createPrivateKey(pem);
      const spki = crypto.createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
      return {
        privateKey,
        served: {
          keyId: crypto.createHash('sha256').update(spki).digest('hex').slice(0, 16),
          publicKey: spki.toString('base64'),
          algorithm: 'RSA-OAEP-256',
        },
      };
    })();
    this.key.catch(() => (this.key = null));
    return this.key;
  }
}

async function generatePrivateKeyPem(): Promise<string> {
  const { privateKey } = await new Promise<{ privateKey: string }>((resolve, reject) =>
    crypto.generateKeyPair(
      'rsa',
      {
        modulusLength: 2048,
        publicKeyEncoding: { type: 'spki', format: 'pem' },
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      },
      (err, _publicKey, privateKey) => (err ? reject(err) : resolve({ privateKey })),
    ),
  );
  return privateKey;
}
