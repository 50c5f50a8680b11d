import { defineModule, type Core } from './module.js';
import { SecretBox } from './secret-box.js';
import { ServerSecrets } from './server-secrets.js';

export interface SecretsProvides {
  /** Keys created once and shared by every server process (through the database). */
  serverSecrets: ServerSecrets;
  /** Encrypts stored secrets (TOTP seeds) with a server key. */
  secretBox: SecretBox;
}

/** The server's own keys: the first module, every other one may use them. */
export const secretsModule = defineModule<Pick<Core, 'db'>, SecretsProvides>({
  name: 'secrets',
  services: ({ db }) => {
    const serverSecrets = new ServerSecrets(db);
    return { serverSecrets, secretBox: new SecretBox(serverSecrets) };
  },
});
