import { API, errorMessages, type THandoverTicket, type TIdentityProvider } from '@lw/contracts';
import { and, eq, lt, sql } from 'drizzle-orm';
import * as client from 'openid-client';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.js';
import { accountIdentities, accounts, oidcStates } from '../../../db/schema/index.js';
import { AppError } from '../../../platform/errors.js';
import type { AccountRow } from '../accounts/index.js';
import type { AccountsService } from '../accounts/index.js';
import type { LoginOutcome, PlayerAuthService, RequestMeta } from '../player-auth/index.js';
import type { SettingsService } from '../../site/settings/index.js';
import { fitsRule, generatePasswordFor, generateUsername } from '../quick-login/index.js';
import { createInstantAccount, registrationRule, withFreeUsername } from '../quick-login/index.js';
import { signInRefusal } from './account-rules.js';
import type { IdentityProviders } from './identity-providers.js';
import { LoginTickets } from './login-tickets.js';
import type { OidcClients } from './oidc-clients.js';
import { safeReturnTo, withQueryParam } from './return-to.js';

/** How long the member may take at the provider. */
const STATE_TTL_MS = 10 * 60_000;

type Site = 'member' | 'agent';

/** A failure the callback turns into `?loginError=<code>` on the site. */
class SocialLoginError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The identity a provider vouched for. */
interface ProviderIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/**
 * Social sign-in through OpenID Connect (authorization code flow with PKCE S256, state and
 * nonce). The callback never answers JSON: it redirects back to the site with a one-time
 * `loginTicket`, which the site trades for a session (ticketLogin), or with `loginError`.
 */
/** The sign-in method recorded for a `?token=` hand-over. */
const HANDOVER_METHOD = 'token';

export class SocialLoginService {
  private readonly tickets: LoginTickets;

  constructor(
    private readonly db: Database,
    private readonly settings: SettingsService,
    private readonly accountsService: AccountsService,
    private readonly playerAuth: PlayerAuthService,
    private readonly providers: IdentityProviders,
    private readonly clients: OidcClients,
  ) {
    this.tickets = new LoginTickets(db);
  }

  /** The provider's authorization URL to redirect to, or the site with `loginError`. */
  async start(
    providerId: string,
    input: { site: Site; returnTo?: string | undefined },
    origin: string,
    log: FastifyBaseLogger,
  ): Promise<string> {
    if (!(await this.providers.socialOn())) {
      throw new AppError('FEATURE_DISABLED', errorMessages.FEATURE_DISABLED.en);
    }
    const provider = await this.providers.find(providerId);
    if (!provider) throw new AppError('NOT_FOUND', 'Unknown identity provider');
    const returnTo = safeReturnTo(input.returnTo, input.site);
    try {
      const config = await this.clients.configuration(providerId, provider);
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      await this.db.delete(oidcStates).where(lt(oidcStates.expiresAt, new Date()));
      await this.db.insert(oidcStates).values({
        state,
        providerId,
        codeVerifier,
        nonce,
        site: input.site,
        returnTo,
        expiresAt: new Date(Date.now() + STATE_TTL_MS),
      });
      return client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri(origin, providerId),
        scope: scopesOf(provider),
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      }).href;
    } catch (err) {
      log.warn({ err, providerId }, 'social sign-in could not start');
      return withQueryParam(returnTo, 'loginError', 'SOCIAL_LOGIN_FAILED');
    }
  }

  /**
   * Handles the provider's redirect back; answers where to send the browser. Every failure
   * (provider error, unknown or used state, failed code exchange, refused account) becomes a
   * `loginError` on the site and a warning in the log, never an error page.
   */
  async callback(
    providerId: string,
    currentUrl: URL,
    origin: string,
    meta: { ip: string; language: string },
    log: FastifyBaseLogger,
  ): Promise<string> {
    let returnTo = '/';
    try {
      const stateParam = currentUrl.searchParams.get('state');
      if (!stateParam) throw new SocialLoginError('SOCIAL_LOGIN_FAILED', 'no state');
      // Single use: the row is gone whatever happens next.
      const [state] = await this.db
        .delete(oidcStates)
        .where(and(eq(oidcStates.state, stateParam), eq(oidcStates.providerId, providerId)))
        .returning();
      if (!state) throw new SocialLoginError('SOCIAL_LOGIN_FAILED', 'unknown or used state');
      returnTo = state.returnTo;
      if (state.expiresAt <= new Date()) {
        throw new SocialLoginError('SOCIAL_LOGIN_FAILED', 'state expired');
      }
      if (!(await this.providers.socialOn())) {
        throw new SocialLoginError('FEATURE_DISABLED', 'social sign-in is off');
      }
      const provider = await this.providers.find(providerId);
      if (!provider) throw new SocialLoginError('SOCIAL_LOGIN_FAILED', 'provider disabled');
      const identity = await this.exchange(providerId, provider, currentUrl, origin, state);
      const account = await this.accountFor(providerId, identity, state.site, meta);
      const refusal = signInRefusal(account, state.site);
      if (refusal) throw new SocialLoginError(refusal, `account refused: ${refusal}`);
      const { ticket } = await this.tickets.issue({
        accountId: account.id,
        site: state.site,
        loginMethod: `social:${providerId}`,
        requireSms: provider.requireSms,
      });
      return withQueryParam(returnTo, 'loginTicket', ticket);
    } catch (err) {
      const code = err instanceof SocialLoginError ? err.code : 'SOCIAL_LOGIN_FAILED';
      log.warn({ err, providerId }, 'social sign-in failed');
      return withQueryParam(returnTo, 'loginError', code);
    }
  }

  /**
   * A one-time `?token=` link that signs the session's account in elsewhere (an app opening the
   * site, a partner page). It lives two minutes and works once; the address never carries a
   * session token.
   */
  async handoverTicket(
    session: { account: AccountRow; site: 'member' | 'agent' },
    origin: string,
  ): Promise<THandoverTicket> {
    const { ticket, expiresAt } = await this.tickets.issue({
      accountId: session.account.id,
      site: session.site,
      loginMethod: HANDOVER_METHOD,
      requireSms: false,
    });
    const home = session.site === 'agent' ? '/agent' : '/';
    return {
      ticket,
      expiresAt: expiresAt.toISOString(),
      url: withQueryParam(`${origin}${home}`, 'token', ticket),
    };
  }

  /**
   * Trades a one-time ticket (social sign-in redirect or `?token=` hand-over) for a session, or
   * for the SMS second step the provider asks for.
   */
  async ticketLogin(ticket: string, meta: RequestMeta): Promise<LoginOutcome> {
    const claims = await this.tickets.consume(ticket);
    const account = claims ? await this.accountsService.findById(claims.accountId) : null;
    if (!claims || !account) throw new AppError('UNAUTHORIZED', 'Invalid or used login ticket');
    if (claims.loginMethod !== HANDOVER_METHOD && !(await this.providers.socialOn())) {
      throw new AppError('FEATURE_DISABLED', errorMessages.FEATURE_DISABLED.en);
    }
    // The account may have been locked between the redirect and now.
    const refusal = signInRefusal(account, claims.site);
    if (refusal) throw new AppError(refusal, errorMessages[refusal].en);
    return this.playerAuth.completeLogin(account, claims.site, claims.loginMethod, meta, {
      mustChangePassword: false,
      requireSms: claims.requireSms,
    });
  }

  /** The code for tokens; the ID token's signature, issuer, audience and nonce are checked. */
  private async exchange(
    providerId: string,
    provider: TIdentityProvider,
    currentUrl: URL,
    origin: string,
    state: { state: string; codeVerifier: string; nonce: string },
  ): Promise<ProviderIdentity> {
    const config = await this.clients.configuration(providerId, provider);
    // The token request must name the redirect_uri of the start exactly.
    const callbackUrl = new URL(redirectUri(origin, providerId));
    callbackUrl.search = currentUrl.search;
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: state.codeVerifier,
      expectedState: state.state,
      expectedNonce: state.nonce,
    });
    const claims = tokens.claims();
    if (!claims?.sub) throw new SocialLoginError('SOCIAL_LOGIN_FAILED', 'no subject');
    let profile: Record<string, unknown> = claims;
    // Some providers keep e-mail and name out of the ID token; the UserInfo answer has them.
    if (!claims['email'] && config.serverMetadata().userinfo_endpoint) {
      try {
        profile = { ...(await client.fetchUserInfo(config, tokens.access_token, claims.sub)) };
      } catch {
        // Optional extras: sign in without them.
      }
    }
    const email = typeof profile['email'] === 'string' ? profile['email'].trim() : '';
    const name = typeof profile['name'] === 'string' ? profile['name'].trim() : '';
    return {
      subject: claims.sub,
      email: email || null,
      emailVerified: profile['email_verified'] === true,
      name: name || null,
    };
  }

  /** The linked account, or (member site only) a new member linked to this identity. */
  private async accountFor(
    providerId: string,
    identity: ProviderIdentity,
    site: Site,
    meta: { ip: string; language: string },
  ): Promise<AccountRow> {
    const [linked] = await this.db
      .select({ account: accounts })
      .from(accountIdentities)
      .innerJoin(accounts, eq(accounts.id, accountIdentities.accountId))
      .where(
        and(
          eq(accountIdentities.providerId, providerId),
          eq(accountIdentities.subject, identity.subject),
        ),
      );
    if (linked) {
      await this.db
        .update(accountIdentities)
        .set({ lastLoginAt: sql`now()` })
        .where(
          and(
            eq(accountIdentities.providerId, providerId),
            eq(accountIdentities.subject, identity.subject),
          ),
        );
      return linked.account;
    }
    // Agents are opened by their upline or an operator, never by a social sign-in.
    if (site === 'agent') throw new SocialLoginError('NOT_AN_AGENT', 'no linked agent account');
    return this.createMember(providerId, identity, meta);
  }

  private async createMember(
    providerId: string,
    identity: ProviderIdentity,
    meta: { ip: string; language: string },
  ): Promise<AccountRow> {
    // Settings and lookups first: PGlite has one connection, none of this inside the tx.
    const registration = await this.settings.get('registration');
    const usernameRule = registrationRule(registration, 'username');
    const fromEmail = await this.freeUsernameFromEmail(identity.email, usernameRule);
    const email =
      identity.email && identity.emailVerified && !(await this.emailTaken(identity.email))
        ? identity.email
        : undefined;
    let first = true;
    return withFreeUsername(() => {
      const username = (first && fromEmail) || generateUsername('s', usernameRule);
      first = false;
      return this.db.transaction(async (tx) => {
        const account = await createInstantAccount(
          this.accountsService,
          {
            type: 0,
            username,
            // Nobody knows it: the member signs in through the provider (or resets it later).
            password: generatePasswordFor(registrationRule(registration, 'password'), 16),
            nickname: identity.name?.slice(0, 40) ?? undefined,
            email,
            registerMethod: 'SOCIAL',
            ip: meta.ip,
            language: meta.language,
          },
          tx,
        );
        await tx.insert(accountIdentities).values({
          accountId: account.id,
          providerId,
          subject: identity.subject,
          email: identity.email,
          lastLoginAt: new Date(),
        });
        return account;
      });
    });
  }

  /** The e-mail's local part as a username, when it fits the rule and is free. */
  private async freeUsernameFromEmail(
    email: string | null,
    rule: Parameters<typeof fitsRule>[2],
  ): Promise<string | null> {
    const local =
      email
        ?.split('@')[0]
        ?.toLowerCase()
        .replace(/[^a-z0-9]/g, '') ?? '';
    if (!local || !fitsRule('username', local, rule)) return null;
    return (await this.accountsService.findByUsername(local)) ? null : local;
  }

  private async emailTaken(email: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(sql`lower(${accounts.email}) = ${email.toLowerCase()}`);
    return Boolean(row);
  }
}

function redirectUri(origin: string, providerId: string): string {
  return `${origin}${API.auth.oidcCallback(providerId)}`;
}

function scopesOf(provider: TIdentityProvider): string {
  const scopes = new Set(provider.scopes.split(/[\s,]+/).filter(Boolean));
  scopes.add('openid');
  return [...scopes].join(' ');
}
