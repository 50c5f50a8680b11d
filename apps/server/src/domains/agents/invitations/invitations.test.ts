import { AGENT_SITE_API, API, type TInvitationLink } from '@lw/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, agentInvitationSignups, auditLog } from '../../../db/schema/index.js';
import {
  adminHeaders,
  createTestApp,
  playerLogin,
  type TestApp,
} from '../../../../test/test-app.js';
import { createAccount, signIn } from '../../cashier/wallet/wallet-test-kit.js';

const ipOf = (i: number) => `198.51.${Math.floor(i / 250)}.${(i % 250) + 1}`;

/** Issue 25 items 2 and 3: invitation links, downline accounts, the default sponsor. */
describe('agent invitations: links, counts, downline accounts, access', () => {
  let t: TestApp;
  let admin: { authorization: string };
  let a: Record<string, string>;
  let b: Record<string, string>;
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminHeaders(t.app);
    await createAccount(t.app, { username: 'invagenta', type: 1 });
    await createAccount(t.app, { username: 'invagentb', type: 1 });
    await createAccount(t.app, { username: 'invsuba', type: 1, upline: 'invagenta' });
    await createAccount(t.app, { username: 'invmemb', upline: 'invagentb' });
    a = await signIn(t.app, 'invagenta', true);
    b = await signIn(t.app, 'invagentb', true);
  });
  afterAll(() => t.close());

  const createLink = (headers: Record<string, string>, name: string, kind: 'member' | 'agent') =>
    t.app.inject({
      method: 'POST',
      url: AGENT_SITE_API.invitations,
      headers,
      payload: { name, kind },
    });
  const patchLink = (headers: Record<string, string>, id: number, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: AGENT_SITE_API.invitation.replace(':id', String(id)),
      headers,
      payload,
    });
  const links = async (headers: Record<string, string>) =>
    (await t.app.inject({ url: AGENT_SITE_API.invitations, headers })).json<{
      items: TInvitationLink[];
      ownCode: string | null;
    }>();
  const register = (payload: Record<string, unknown>, ip = ipOf(n)) =>
    t.app.inject({
      method: 'POST',
      url: API.auth.register,
      headers: { 'x-forwarded-for': ip },
      payload: {
        username: `invu${++n}`,
        password: 'goodpass77',
        confirmPassword: 'goodpass77',
        agreeTerms: true,
        ...payload,
      },
    });
  const accountOf = async (username: string) =>
    (await t.app.services.accounts.findByUsername(username))!;
  const open = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: AGENT_SITE_API.downlineAccounts, headers, payload });

  it('creates named links for members and agents, each with its own code and a zero count', async () => {
    const res = await createLink(a, 'Facebook group', 'member');
    expect(res.statusCode, res.body).toBe(201);
    const link = res.json<TInvitationLink>();
    expect(link).toMatchObject({
      name: 'Facebook group',
      kind: 'member',
      enabled: true,
      signups: 0,
    });
    expect(link.code).toMatch(/^[A-Z2-9]{10}$/);
    const agents = (await createLink(a, 'Sub-agents', 'agent')).json<TInvitationLink>();
    expect(agents.code).not.toBe(link.code);
    const list = await links(a);
    expect(list.items.map((l) => l.name)).toEqual(['Facebook group', 'Sub-agents']);
    expect(list.ownCode).toMatch(/^[A-Z0-9]{8}$/);
    // The sign-up form's check knows the link's code and names the agent.
    const check = await t.app.inject({ url: API.auth.affiliate(link.code.toLowerCase()) });
    expect(check.json()).toEqual({ valid: true, agentNickname: 'invagenta' });
  });

  it("a member link's sign-up goes under the agent as a member; an agent link's as an agent", async () => {
    const { items } = await links(a);
    const memberLink = items.find((l) => l.kind === 'member')!;
    const agentLink = items.find((l) => l.kind === 'agent')!;
    const agentA = await accountOf('invagenta');

    const m = await register({ affiliateCode: memberLink.code });
    expect(m.statusCode, m.body).toBe(200);
    const member = await accountOf(m.json().member.account);
    expect(member).toMatchObject({ uplineId: agentA.id, type: 0 });

    const g = await register({ affiliateCode: agentLink.code.toLowerCase() });
    expect(g.statusCode, g.body).toBe(200);
    const agent = await accountOf(g.json().member.account);
    expect(agent).toMatchObject({ uplineId: agentA.id, type: 1 });
    expect(agent.affiliateCode).not.toBeNull();

    const after = await links(a);
    expect(after.items.find((l) => l.id === memberLink.id)!.signups).toBe(1);
    expect(after.items.find((l) => l.id === agentLink.id)!.signups).toBe(1);
    const [row] = await t.app.services.db
      .select()
      .from(agentInvitationSignups)
      .where(eq(agentInvitationSignups.accountId, agent.id));
    expect(row!.linkId).toBe(agentLink.id);
  });

  // 100 argon2 hashes on a shared machine: room for a slow moment (not a timing assertion).
  it('100 parallel sign-ups with one code count 100', { timeout: 120_000 }, async () => {
    const link = (await createLink(a, 'Parallel', 'member')).json<TInvitationLink>();
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => register({ affiliateCode: link.code }, ipOf(1000 + i))),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(100).fill(200));
    const counted = (await links(a)).items.find((l) => l.id === link.id)!;
    expect(counted.signups).toBe(100);
    const agentA = await accountOf('invagenta');
    const rows = await t.app.services.db
      .select({ id: agentInvitationSignups.accountId })
      .from(agentInvitationSignups)
      .where(eq(agentInvitationSignups.linkId, link.id));
    expect(rows).toHaveLength(100);
    const placed = await t.app.services.db
      .select({ upline: accounts.uplineId })
      .from(accounts)
      .where(eq(accounts.uplineId, agentA.id));
    expect(placed.length).toBeGreaterThanOrEqual(100);
  });

  it('a disabled link opens nothing and is not counted; enabling it again works', async () => {
    const link = (await createLink(a, 'Paused', 'member')).json<TInvitationLink>();
    const off = await patchLink(a, link.id, { enabled: false });
    expect(off.json()).toMatchObject({ enabled: false });
    const refused = await register({ affiliateCode: link.code });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('INVALID_INVITATION_CODE');
    expect((await t.app.inject({ url: API.auth.affiliate(link.code) })).json().valid).toBe(false);
    expect((await patchLink(a, link.id, { enabled: true, name: 'Back' })).json()).toMatchObject({
      enabled: true,
      name: 'Back',
    });
    expect((await register({ affiliateCode: link.code })).statusCode).toBe(200);
    expect((await links(a)).items.find((l) => l.id === link.id)!.signups).toBe(1);
  });

  it("agent B neither sees nor changes agent A's links, nor opens accounts under A's team", async () => {
    const aLink = (await links(a)).items[0]!;
    const bList = await links(b);
    expect(bList.items.map((l) => l.id)).not.toContain(aLink.id);
    const patched = await patchLink(b, aLink.id, { enabled: false });
    expect(patched.statusCode).toBe(404);
    expect(patched.json().error.code).toBe('INVITATION_LINK_NOT_FOUND');
    expect((await links(a)).items[0]!.enabled).toBe(true);
    // A's agents and A itself are not B's to open accounts under.
    for (const uplineUsername of ['invsuba', 'invagenta', 'nosuchagent']) {
      const res = await open(b, { username: `bx${++n}x`, kind: 'member', uplineUsername });
      expect(res.statusCode, uplineUsername).toBe(403);
      expect(res.json().error.code).toBe('NOT_IN_DOWNLINE');
    }
    // A member is not an agent: no links, no accounts.
    const member = await signIn(t.app, 'invmemb');
    expect(
      (await t.app.inject({ url: AGENT_SITE_API.invitations, headers: member })).statusCode,
    ).toBe(403);
    const byMember = await open(member, { username: `mx${++n}x`, kind: 'member' });
    expect(byMember.json().error.code).toBe('NOT_AN_AGENT');
    expect((await t.app.inject({ url: AGENT_SITE_API.invitations })).statusCode).toBe(401);
  });

  it('opens a member under the agent with a one-time password that must be changed', async () => {
    const res = await open(a, { username: 'openedmem1', nickname: 'Opened', kind: 'member' });
    expect(res.statusCode, res.body).toBe(201);
    const opened = res.json<{ initialPassword: string; uplineUsername: string; kind: string }>();
    expect(opened).toMatchObject({ uplineUsername: 'invagenta', kind: 'member' });
    expect(opened.initialPassword).toHaveLength(12);
    const row = await accountOf('openedmem1');
    expect(row).toMatchObject({ type: 0, mustChangePassword: true, nickname: 'Opened' });
    const login = await playerLogin(t.app, 'openedmem1', opened.initialPassword);
    expect(login.mustChangePassword).toBe(true);
    const [audit] = await t.app.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(row.id)));
    expect(audit).toMatchObject({
      action: 'agent.open_account',
      operatorUsername: 'agent:invagenta',
    });
  });

  it("opens an agent under its own downline agent, with the agent's typed password", async () => {
    const res = await open(a, {
      username: 'openedagt1',
      password: 'Str0ngpass9',
      kind: 'agent',
      uplineUsername: 'invsuba',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ uplineUsername: 'invsuba', initialPassword: 'Str0ngpass9' });
    const row = await accountOf('openedagt1');
    expect(row).toMatchObject({ type: 1, uplineId: (await accountOf('invsuba')).id });
    expect(
      (await playerLogin(t.app, 'openedagt1', 'Str0ngpass9', 'agent')).mustChangePassword,
    ).toBe(true);
  });

  it('refuses a taken username, a weak password and a member as upline', async () => {
    const taken = await open(a, { username: 'invsuba', kind: 'member' });
    expect(taken.json().error.code).toBe('USERNAME_TAKEN');
    const weak = await open(a, { username: 'weakpw1', password: 'weakpw1', kind: 'member' });
    expect(weak.statusCode).toBe(400);
    await createAccount(t.app, { username: 'invmema', upline: 'invagenta' });
    const underMember = await open(a, {
      username: 'undermem1',
      kind: 'member',
      uplineUsername: 'invmema',
    });
    expect(underMember.statusCode).toBe(409);
    expect(underMember.json().error.code).toBe('INVALID_UPLINE');
    const tooLong = await open(a, { username: 'x'.repeat(80), kind: 'member' });
    expect(tooLong.statusCode).toBe(400);
  });

  it('a sign-up without a code goes under the default sponsor agent, else the house', async () => {
    const current = await t.app.services.settings.get('registration');
    const put = (defaultSponsorAgent: string) =>
      t.app.inject({
        method: 'PUT',
        url: API.admin.settingsSection('registration'),
        headers: admin,
        payload: { ...current, defaultSponsorAgent },
      });
    expect((await put('InvAgentB')).statusCode).toBe(200);
    const sponsored = await register({});
    expect(sponsored.statusCode, sponsored.body).toBe(200);
    const row = await accountOf(sponsored.json().member.account);
    expect(row.uplineId).toBe((await accountOf('invagentb')).id);
    // A code still wins over the sponsor.
    const code = (await links(a)).items[0]!.code;
    const coded = await accountOf((await register({ affiliateCode: code })).json().member.account);
    expect(coded.uplineId).toBe((await accountOf('invagenta')).id);
    // A sponsor that is not an agent: the house, never a refused sign-up.
    expect((await put('invmemb')).statusCode).toBe(200);
    const housed = await accountOf((await register({})).json().member.account);
    expect(housed.uplineId).toBe((await t.app.services.accounts.house()).id);
    await put('');
  });
});
