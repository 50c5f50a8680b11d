import { z } from 'zod';
import { ZGameLanguage } from './games.js';
import { ZSettingsSection } from './site-settings.js';

/*
 * Path parameters of the API routes, one definition each, shared by the server (which validates
 * them) and any client that wants to check a path before calling. They stay unnamed (no
 * `.meta({ id })`): OpenAPI lists path parameters one by one, not as a component.
 */

/** `:id` of a database row: a positive integer that fits a JS safe integer. */
export const ZIdParams = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export type TIdParams = z.infer<typeof ZIdParams>;

/** `:id` of an operator (a PostgreSQL `integer` column). */
export const ZOperatorIdParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
export type TOperatorIdParams = z.infer<typeof ZOperatorIdParams>;

/** `:code` of an agent's affiliate (invitation) code. */
export const ZAffiliateCodeParams = z.object({ code: z.string().trim().min(1).max(32) });
export type TAffiliateCodeParams = z.infer<typeof ZAffiliateCodeParams>;

/** `:id` of an OpenID Connect identity provider (its configured id). */
export const ZIdentityProviderParams = z.object({ id: z.string().min(1).max(60) });
export type TIdentityProviderParams = z.infer<typeof ZIdentityProviderParams>;

/** `:section` of the site settings. */
export const ZSettingsSectionParams = z.object({ section: ZSettingsSection });
export type TSettingsSectionParams = z.infer<typeof ZSettingsSectionParams>;

/** `:ip` to look up: an IPv4 or IPv6 address. */
export const ZIpParams = z.object({ ip: z.union([z.ipv4(), z.ipv6()]) });
export type TIpParams = z.infer<typeof ZIpParams>;

/** `:gatewayId` of a payment gateway (its configured id). */
export const ZGatewayParams = z.object({ gatewayId: z.string().regex(/^[a-z0-9-]{2,30}$/) });
export type TGatewayParams = z.infer<typeof ZGatewayParams>;

/** `:file` of an image under /images (a vendor logo `PG.svg`, an upload `<sha256>.<ext>`). */
export const ZImageFileParams = z.object({ file: z.string().min(1).max(80) });
export type TImageFileParams = z.infer<typeof ZImageFileParams>;

/** `:vendor/:file` of a game's generated art (`/images/games/PG/fortune-ox.svg`). */
export const ZGameArtParams = z.object({
  vendor: z.string().min(1).max(20),
  file: z.string().min(1).max(80),
});
export type TGameArtParams = z.infer<typeof ZGameArtParams>;

/**
 * `?size=` of a game's art (the card icon or the large icon) and `?lang=`, the language of its
 * accessible name (the page's: a Thai page's art is labelled with the Thai name).
 */
export const ZGameArtQuery = z.object({
  size: z.enum(['small', 'large']).default('small'),
  lang: ZGameLanguage.optional(),
});
export type TGameArtQuery = z.infer<typeof ZGameArtQuery>;
