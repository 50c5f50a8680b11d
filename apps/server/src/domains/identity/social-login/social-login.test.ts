import { sql } from 'drizzle-orm';
import { OAuth2Server, type MutableResponse, type MutableToken } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';

const actor = { operatorId: null, username: 'test', ip: null, requestId: null };
const HOST = 'play.example.test';

describe('social sign-in through OpenID Connect', () => {
  let t: TestApp;
  let idp: OAuth2Server;
  /** Claims the mock provider puts in the next ID tokens. */
  let claims: Record<string, unknown> = {};

  beforeAll(async () => {
    idp = new OAuth2Server();
    await idp.issuer.keys.generate('RS256');
    await idp.start(0, '127.0.0.1');
    idp.service.on('beforeTokenSigning', (token: MutableToken) => {
      // Access and ID token alike: the subject and profile claims of the current test.
      Object.assign(token.payload, claims);
    });
    t = await createTestApp({ TRUST_PROXY: 'true' });
    await t.app.services.settings.update(
      'identityProviders',
      {
        providers: {
          mock: provider({ name: 'Mock ID', order: 2 }),
          second: provider({ name: 'Second', order: 1 }),
          off: provider({ name: 'Off', enabled: false, order: 0 }),
        },
      },
      actor,
    );
  });
  afterAll(async () => {
    await t.close();
    await idp.stop();
  });

  const provider = (over: Record<string, unknown>) => ({
    name: 'X',
    enabled: true,
    issuer: idp.issuer.url!,
    clientId: 'lw-client',
    clientSecret: 'lw-secret',
    scopes: 'openid email profile',
    requireSms: false,
    order: 0,
    ...over,
  });
  const setModule = async (id: string, on: boolean) => {
    const modules = await t.app.services.settings.get('modules');
    await t.app.services.settings.update(
      'modules',
      { enabled: { ...modules.enabled, [id]: on } },
      actor,
    );
  };
  const headers = { host: HOST, 'x-forwarded-proto': 'https', 'user-agent': 'vitest' };
  const start = (id: string, query = '') =>
    t.app.inject({ url: `/api/auth/oidc/${id}/start${query}`, headers });
  /** Follows start -> provider /authorize -> our callback; answers the callback's Location. */
  const signIn = async (id = 'mock', query = '') => {
    const started = await start(id, query);
    expect(started.statusCode).toBe(302);
    const authorize = new URL(started.headers.location as string);
    expect(authorize.origin).toBe(idp.issuer.url);
    const atProvider = await fetch(authorize, { redirect: 'manual' });
    expect(atProvider.status).toBe(302);
    const back = new URL(atProvider.headers.get('location')!);
    expect(back.origin).toBe(`https://${HOST}`);
    const callback = await t.app.inject({ url: back.pathname + back.search, headers });
    expect(callback.statusCode).toBe(302);
    return callback.headers.location as string;
  };
  const ticketOf = (location: string) =>
    new URL(location, 'https://x').searchParams.get('loginTicket');
  const ticketLogin = (ticket: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login/ticket', headers, payload: { ticket } });

  it('lists the enabled providers in order', async () => {
    const res = await t.app.inject({ url: '/api/auth/oidc/providers' });
    expect(res.json()).toEqual({
      items: [
        { id: 'second', name: 'Second' },
        { id: 'mock', name: 'Mock ID' },
      ],
    });
  });

  it('signs a new member in end to end, and the same subject again into the same account', async () => {
    claims = {
      sub: 'alice-123',
      email: 'Alice.W@example.org',
      email_verified: true,
      name: 'Alice Wonder',
    };
    const started = await start('mock', '?returnTo=/games?tab=hot');
    const authorize = new URL(started.headers.location as string);
    expect(authorize.searchParams.get('redirect_uri')).toBe(
      `https://${HOST}/api/auth/oidc/mock/callback`,
    );
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    expect(authorize.searchParams.get('state')).toBeTruthy();

    const location = await signIn('mock', '?returnTo=/games?tab=hot');
    expect(location).toMatch(/^\/games\?tab=hot&loginTicket=[\w-]{43}$/);
    const res = await ticketLogin(ticketOf(location)!);
    expect(res.statusCode).toBe(200);
    const login = res.json();
    expect(login.member).toMatchObject({ account: 'alicew', nickname: 'Alice Wonder', type: 0 });
    const me = await t.app.inject({
      url: '/api/members/me',
      headers: { authorization: `Bearer ${login.token}` },
    });
    expect(me.json().account).toBe('alicew');
    const [row] = await queryRows<{ email: string; register_method: string; upline: string }>(
      t.app.services.db,
      sql`select a.email, a.register_method, u.username as upline
          from accounts a join accounts u on u.id = a.upline_id where a.username = 'alicew'`,
    );
    expect(row).toEqual({
      email: 'Alice.W@example.org',
      register_method: 'SOCIAL',
      upline: 'house',
    });

    const again = await ticketLogin(ticketOf(await signIn())!);
    expect(again.json().member.account).toBe('alicew');
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
      t.app.services.db,
      sql`select count(*)::int as n from account_identities where subject = 'alice-123'`,
    );
    expect(n).toBe(1);
    const history = await queryRows<{ method: string }>(
      t.app.services.db,
      sql`select method from account_sessions s join accounts a on a.id = s.account_id
          where a.username = 'alicew'`,
    );
    expect(history.map((h) => h.method)).toEqual(['social:mock', 'social:mock']);
  });

  it('generates a username and keeps an unverified or taken e-mail off the account', async () => {
    claims = { sub: 'bob-1', email: 'member01@example.org', email_verified: false, name: 'Bob' };
    const login = (await ticketLogin(ticketOf(await signIn())!)).json();
    // member01 is a seeded username: the e-mail's local part is taken.
    expect(login.member.account).toMatch(/^s[a-z0-9]{7}$/);
    const [row] = await queryRows<{ email: string | null }>(
      t.app.services.db,
      sql`select email from accounts where username = ${login.member.account}`,
    );
    expect(row!.email).toBeNull();
  });

  it('refuses a used ticket and a made-up one', async () => {
    claims = { sub: 'carol-1' };
    const ticket = ticketOf(await signIn())!;
    expect((await ticketLogin(ticket)).statusCode).toBe(200);
    const reuse = await ticketLogin(ticket);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().error.code).toBe('UNAUTHORIZED');
    expect((await ticketLogin('x'.repeat(43))).json().error.code).toBe('UNAUTHORIZED');
  });

  it('sends a bad state, a replayed callback or a provider error back with loginError', async () => {
    const bad = await t.app.inject({
      url: '/api/auth/oidc/mock/callback?code=abc&state=forged',
      headers,
    });
    expect(bad.statusCode).toBe(302);
    expect(bad.headers.location).toBe('/?loginError=SOCIAL_LOGIN_FAILED');

    claims = { sub: 'dave-1' };
    const started = await start('mock', '?returnTo=/lobby');
    const atProvider = await fetch(started.headers.location as string, { redirect: 'manual' });
    const back = new URL(atProvider.headers.get('location')!);
    const first = await t.app.inject({ url: back.pathname + back.search, headers });
    expect(ticketOf(first.headers.location as string)).toBeTruthy();
    const replay = await t.app.inject({ url: back.pathname + back.search, headers });
    expect(replay.headers.location).toBe('/?loginError=SOCIAL_LOGIN_FAILED');

    const denied = await start('mock', '?returnTo=/lobby');
    const state = new URL(denied.headers.location as string).searchParams.get('state');
    const error = await t.app.inject({
      url: `/api/auth/oidc/mock/callback?error=access_denied&state=${state}`,
      headers,
    });
    expect(error.headers.location).toBe('/lobby?loginError=SOCIAL_LOGIN_FAILED');

    idp.service.once('beforeResponse', (response: MutableResponse) => {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant' };
    });
    expect(await signIn('mock', '?returnTo=/lobby')).toBe('/lobby?loginError=SOCIAL_LOGIN_FAILED');
  });

  it('keeps a disabled account out and never opens accounts on the agent site', async () => {
    claims = { sub: 'erin-1' };
    const login = (await ticketLogin(ticketOf(await signIn())!)).json();
    await t.app.services.db.execute(
      sql`update accounts set status = 'disabled' where username = ${login.member.account}`,
    );
    expect(await signIn()).toBe('/?loginError=ACCOUNT_DISABLED');

    claims = { sub: 'frank-1' };
    expect(await signIn('mock', '?site=agent')).toBe('/agent?loginError=NOT_AN_AGENT');
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
      t.app.services.db,
      sql`select count(*)::int as n from account_identities where subject = 'frank-1'`,
    );
    expect(n).toBe(0);
  });

  it('does not return to another site', async () => {
    claims = { sub: 'gina-1' };
    for (const returnTo of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const location = await signIn('mock', `?returnTo=${encodeURIComponent(returnTo)}`);
      expect(location.startsWith('/?loginTicket=')).toBe(true);
    }
  });

  it('answers 404 for an unknown or disabled provider', async () => {
    for (const id of ['off', 'nope']) {
      const res = await start(id);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('is off with the module: empty list, FEATURE_DISABLED on start and ticket', async () => {
    claims = { sub: 'hank-1' };
    const ticket = ticketOf(await signIn())!;
    await setModule('login.social', false);
    expect((await t.app.inject({ url: '/api/auth/oidc/providers' })).json()).toEqual({ items: [] });
    const off = await start('mock');
    expect(off.statusCode).toBe(403);
    expect(off.json().error.code).toBe('FEATURE_DISABLED');
    expect((await ticketLogin(ticket)).json().error.code).toBe('FEATURE_DISABLED');
    await setModule('login.social', true);
  });
});
