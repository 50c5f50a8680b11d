import {
  API,
  SECRET_PLACEHOLDER,
  ZIdentityProvider,
  ZIdentityProviderId,
  type TIdentityProvider,
  type TSettingsValue,
} from '@lw/contracts';
import {
  entryIssues,
  recordRows,
  recordWith,
  recordWithout,
} from '../../../components/crud/keyed-record';

export type TIdentityProviderSettings = TSettingsValue<'identityProviders'>;

/** The drawer's form: one provider plus its id (the record key). */
export const ZIdentityProviderForm = ZIdentityProvider.extend({ id: ZIdentityProviderId });
export type TIdentityProviderForm = TIdentityProvider & { id: string };

/** Scopes a new provider starts with: enough for the e-mail and the name. */
export const DEFAULT_SCOPES = 'openid email profile';

/** Message of the "id already used" refinement; the drawer shows its translation. */
export const ID_TAKEN = 'identity provider id already used';

/** Blank values of a new provider, placed after the others. */
export function newProviderValues(settings: TIdentityProviderSettings): TIdentityProviderForm {
  const orders = Object.values(settings.providers).map((p) => p.order);
  return {
    id: '',
    name: '',
    enabled: true,
    issuer: '',
    clientId: '',
    clientSecret: '',
    scopes: DEFAULT_SCOPES,
    requireSms: false,
    order: Math.min(999, orders.length ? Math.max(...orders) + 1 : 0),
  };
}

/** The whole section with this provider added or replaced (the server keeps placeholders). */
export function withProvider(
  settings: TIdentityProviderSettings,
  provider: TIdentityProviderForm,
): TIdentityProviderSettings {
  return { providers: recordWith(settings.providers, provider) };
}

/** The whole section without this provider. */
export function withoutProvider(
  settings: TIdentityProviderSettings,
  id: string,
): TIdentityProviderSettings {
  return { providers: recordWithout(settings.providers, id) };
}

/** Providers in the order the login popup shows them. */
export function sortedProviders(settings: TIdentityProviderSettings): TIdentityProviderForm[] {
  return recordRows(settings.providers).sort(
    (a, b) => a.order - b.order || a.id.localeCompare(b.id),
  );
}

/** True when the server holds a secret for this provider (it reads as the placeholder). */
export function hasStoredSecret(provider: TIdentityProvider | undefined): boolean {
  return provider?.clientSecret === SECRET_PLACEHOLDER;
}

/** The address to register at the provider as the redirect (callback) URI. */
export function redirectUri(id: string, origin = window.location.origin): string {
  return `${origin}${API.auth.oidcCallback(id)}`;
}

/**
 * The issues of a VALIDATION_ERROR on the section that concern one provider, with their paths
 * made relative to the drawer's form (`providers.<id>.issuer` -> `issuer`).
 */
export function providerIssues(
  details: Record<string, unknown> | undefined,
  id: string,
): Record<string, unknown> {
  return entryIssues(details, 'providers', id);
}
