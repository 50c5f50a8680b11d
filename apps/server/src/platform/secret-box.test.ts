import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app.js';
import type { DatabaseHandle } from '../db/client.js';
import { ServerSecrets } from './server-secrets.js';
import { SecretBox } from './secret-box.js';

describe('secret box (AES-256-GCM with a database-held key)', () => {
  let database: { handle: DatabaseHandle; drop(): Promise<void> };
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('another process (own cache) opens what one sealed; the ciphertext differs each time', async () => {
    const one = new SecretBox(new ServerSecrets(database.handle.db));
    const other = new SecretBox(new ServerSecrets(database.handle.db));
    const a = await one.encrypt('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    const b = await one.encrypt('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(a).toMatch(/^v1\.[\w-]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('JBSWY3DP');
    expect(await other.decrypt(a)).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
  });

  it('refuses an altered box and a box sealed with another key', async () => {
    const box = new SecretBox(new ServerSecrets(database.handle.db));
    const sealed = await box.encrypt('secret');
    const raw = Buffer.from(sealed.slice(3), 'base64url');
    raw[raw.length - 1] = raw[raw.length - 1]! ^ 1;
    await expect(box.decrypt(`v1.${raw.toString('base64url')}`)).rejects.toThrow();
    const otherKey = new SecretBox(new ServerSecrets(database.handle.db), 'another-key');
    await expect(otherKey.decrypt(sealed)).rejects.toThrow();
    await expect(box.decrypt('plain-text')).rejects.toThrow();
  });
});
