import type { TIdentityProvider } from '@lw/contracts';
import type { SettingsService } from '../../site/settings/index.js';
import { moduleOn } from '../../site/startup/index.js';

/** The OpenID Connect providers of the identityProviders settings, behind module login.social. */
export class IdentityProviders {
  constructor(private readonly settings: SettingsService) {}

  async socialOn(): Promise<boolean> {
    return moduleOn((await this.settings.get('modules')).enabled, 'login.social');
  }

  /** Enabled providers in the operator's order; none while the module is off. */
  async listEnabled(): Promise<{ id: string; name: string }[]> {
    if (!(await this.socialOn())) return [];
    const { providers } = await this.settings.get('identityProviders');
    return Object.entries(providers)
      .filter(([, p]) => p.enabled)
      .sort(([, a], [, b]) => a.order - b.order)
      .map(([id, p]) => ({ id, name: p.name }));
  }

  /** An enabled provider by id; null when unknown or disabled. */
  async find(id: string): Promise<TIdentityProvider | null> {
    const { providers } = await this.settings.get('identityProviders');
    const provider = Object.hasOwn(providers, id) ? providers[id] : undefined;
    return provider?.enabled ? provider : null;
  }
}
