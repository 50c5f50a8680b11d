import type { TIdentityProvider } from '@lw/contracts';
import * as client from 'openid-client';

/** Discovery documents change rarely; re-read them now and then for key or endpoint changes. */
const CONFIG_TTL_MS = 10 * 60_000;

/**
 * openid-client configurations per provider, from discovery. Plain http issuers are allowed only
 * outside production, or on this machine (a local test or development provider).
 */
export class OidcClients {
  private readonly cache = new Map<string, { at: number; config: Promise<client.Configuration> }>();

  constructor(private readonly production: boolean) {}

  configuration(id: string, provider: TIdentityProvider): Promise<client.Configuration> {
    // Settings changes (issuer, client, secret) give a new key: no stale client is used.
    const key = JSON.stringify([id, provider.issuer, provider.clientId, provider.clientSecret]);
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < CONFIG_TTL_MS) return hit.config;
    const issuer = new URL(provider.issuer);
    const config = client.discovery(
      issuer,
      provider.clientId,
      provider.clientSecret || undefined,
      provider.clientSecret ? undefined : client.None(),
      this.allowHttp(issuer) ? { execute: [client.allowInsecureRequests] } : undefined,
    );
    // A failed discovery (provider down) is tried again on the next sign-in.
    config.catch(() => this.cache.delete(key));
    this.cache.set(key, { at: Date.now(), config });
    return config;
  }

  private allowHttp(issuer: URL): boolean {
    if (issuer.protocol !== 'http:') return false;
    return !this.production || ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
  }
}
