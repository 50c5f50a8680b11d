import type { SecretBox } from '../../../platform/secret-box.js';

/**
 * Server seeds at rest: sealed by the server's secret box, so reading the database (a backup, a
 * read-only operator) does not reveal the secret seeds of active pairs, which would predict every
 * coming outcome. A plain 64-hex seed (none are written any more) still opens.
 */
export interface SeedBox {
  seal(serverSeed: string): Promise<string>;
  open(stored: string): Promise<string>;
  /**
   * Loads the box's key (a database read, once per process). Call it before a transaction that
   * seals or opens: on PGlite's one connection, a read inside would wait for the transaction.
   */
  ready(): Promise<void>;
}

export function seedBox(box: Pick<SecretBox, 'encrypt' | 'decrypt'>): SeedBox {
  let loaded: Promise<void> | null = null;
  return {
    ready: () => {
      loaded ??= box.encrypt('').then(
        () => undefined,
        (err: unknown) => {
          loaded = null;
          throw err;
        },
      );
      return loaded;
    },
    seal: (serverSeed) => box.encrypt(serverSeed),
    open: async (stored) => (/^[0-9a-f]{64}$/.test(stored) ? stored : box.decrypt(stored)),
  };
}
