import { errorMessages, EXCLUSIONS_API, IDENTITY_MATCHES_API } from '@lw/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';
import {
  accounts,
  identityMatches,
  memberBankAccounts,
  outboxEvents,
} from '../../../db/schema/index.js';
import { nameKey } from './name-key.js';

const PASSWORD = 'goodpass77';

describe('re-registration of excluded or closed members', () => {
  let t: TestApp;
  let admin: { authorization: string };
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminHeaders(t.app);
    const current = (
      await t.app.inject({ url: '/api/admin/settings/registration', headers: admin })
    ).json();
    const birthday = {
      shown: true,
      required: false,
      patternId: 11,
      min: 10,
      max: 10,
      acceptedPattern: '*',
    };
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/registration',
      headers: admin,
      payload: { ...current, fields: { ...current.fields, birthday } },
    });
    expect(put.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  /** A distinct Thai mobile number (national form without the trunk 0). */
  const phone = () => `8${String(10_000_000 + n++).slice(-8)}`;
  const device = () => `device-${String(n++).padStart(12, '0')}`;
  const register = (
    payload: Record<string, unknown>,
    options: { deviceId?: string; ip?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: options.ip ?? '10.0.0.1',
      headers: options.deviceId ? { 'x-device-id': options.deviceId } : {},
      payload: {
        username: `idm${n++}x`,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        agreeTerms: true,
        ...payload,
      },
    });

  /** A member registered with these details, then put under a self-exclusion or closed. */
  async function restrictedMember(
    details: { payeeName: string; birthday: string; mobileNum?: string },
    how: 'excluded' | 'closed',
    deviceId?: string,
  ) {
    const res = await register(details, { deviceId });
    expect(res.statusCode).toBe(200);
    const { member, token } = res.json();
    const headers = { authorization: `Bearer ${token}` };
    if (how === 'excluded') {
      const applied = await t.app.inject({
        method: 'POST',
        url: EXCLUSIONS_API.admin.exclusions.replace(':id', String(member.id)),
        headers: admin,
        payload: { period: '6m', reason: 'member e-mail' },
      });
      expect(applied.statusCode).toBe(201);
    } else {
      const closed = await t.app.inject({
        method: 'POST',
        url: `/api/admin/accounts/${member.id}/status`,
        headers: admin,
        payload: { status: 'disabled', reason: 'closed on request' },
      });
      expect(closed.statusCode).toBe(200);
    }
    return { id: member.id as number, headers };
  }

  const matchesOf = async (accountId: number) => {
    const res = await t.app.inject({
      url: IDENTITY_MATCHES_API.admin.matches.replace(':id', String(accountId)),
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    return res.json().items as Array<Record<string, unknown>>;
  };

  const expectRefused = (res: { statusCode: number; json: () => unknown }) => {
    expect(res.statusCode).toBe(403);
    // Neutral: the answer names no account and no reason.
    expect(res.json()).toEqual({
      error: { code: 'REGISTRATION_REFUSED', message: errorMessages.REGISTRATION_REFUSED.en },
    });
  };

  it.each(['excluded', 'closed'] as const)(
    'refuses the phone number of a %s member, before MOBILE_TAKEN, and records it',
    async (how) => {
      const mobileNum = phone();
      const old = await restrictedMember(
        { payeeName: `Phone Owner ${how}`, birthday: '1990-01-01', mobileNum },
        how,
      );
      const res = await register({ payeeName: 'Someone Else', mobileNum: `0${mobileNum}` });
      expectRefused(res);
      const [match] = await matchesOf(old.id);
      expect(match).toMatchObject({
        source: 'registration',
        decision: 'blocked',
        fields: ['phone'],
        accountId: null,
        matchedAccountId: old.id,
        matchedReason: how,
      });
      expect(match!.attemptUsername).toMatch(/^idm/);
      const [event] = await t.app.services.db
        .select()
        .from(outboxEvents)
        .where(
          and(eq(outboxEvents.key, `account:${old.id}`), eq(outboxEvents.type, 'identity.matched')),
        );
      expect(event).toMatchObject({
        type: 'identity.matched',
        payload: { matchId: match!.id, decision: 'blocked', fields: ['phone'], accountId: null },
      });
    },
  );

  it.each(['excluded', 'closed'] as const)('refuses the device of a %s member', async (how) => {
    const deviceId = device();
    const old = await restrictedMember(
      { payeeName: `Device Owner ${how}`, birthday: '1991-02-02' },
      how,
      deviceId,
    );
    expectRefused(await register({ payeeName: 'Other Person' }, { deviceId }));
    expect((await matchesOf(old.id))[0]).toMatchObject({ fields: ['device'], decision: 'blocked' });
    // Another browser with other details is let through.
    expect((await register({ payeeName: 'Other Person' }, { deviceId: device() })).statusCode).toBe(
      200,
    );
  });

  it('knows the device of a sign-in, not only of the registration', async () => {
    const res = await register({ payeeName: 'Signs In Later' });
    const { member } = res.json();
    const deviceId = device();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-device-id': deviceId },
      payload: { username: member.account, password: PASSWORD, site: 'member' },
    });
    expect(login.statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: EXCLUSIONS_API.admin.exclusions.replace(':id', String(member.id)),
      headers: admin,
      payload: { period: '1y', reason: 'member e-mail' },
    });
    expectRefused(await register({ payeeName: 'Fresh Name' }, { deviceId }));
    // A malformed device header is ignored, never a 500.
    const odd = await register({ payeeName: 'Fresh Name' }, { deviceId: 'short' });
    expect(odd.statusCode).toBe(200);
  });

  it.each(['excluded', 'closed'] as const)(
    'refuses a near-miss name with the same birth date of a %s member',
    async (how) => {
      const old = await restrictedMember(
        { payeeName: `น้องแก้ว ใจดี${how === 'closed' ? 'มาก' : ''}`, birthday: '1985-07-15' },
        how,
      );
      // Tone marks left out: the same person.
      const name = `นองแกว ใจดี${how === 'closed' ? 'มาก' : ''}`;
      expectRefused(await register({ payeeName: name, birthday: '1985-07-15' }));
      const [match] = await matchesOf(old.id);
      expect(match).toMatchObject({ fields: ['name', 'birthday'], decision: 'blocked' });
    },
  );

  it('lets the same name with another birth date through, flagged on the new account', async () => {
    const old = await restrictedMember(
      { payeeName: 'John SMITH', birthday: '1970-03-03' },
      'excluded',
    );
    const res = await register({ payeeName: 'john smith', birthday: '1971-03-03' });
    expect(res.statusCode).toBe(200);
    const newId = res.json().member.id as number;
    const [fromOld] = await matchesOf(old.id);
    expect(fromOld).toMatchObject({
      decision: 'flagged',
      fields: ['name'],
      accountId: newId,
      matchedAccountId: old.id,
    });
    // The card lists it from both sides.
    expect((await matchesOf(newId)).map((m) => m.id)).toEqual([fromOld!.id]);
  });

  it('does not block the details of an active, unrestricted member; phone uniqueness is unchanged', async () => {
    const mobileNum = phone();
    const deviceId = device();
    const first = await register(
      { payeeName: 'Active Member', birthday: '1992-04-04', mobileNum },
      { deviceId },
    );
    expect(first.statusCode).toBe(200);
    const sameNameAndDevice = await register(
      { payeeName: 'Active Member', birthday: '1992-04-04' },
      { deviceId },
    );
    expect(sameNameAndDevice.statusCode).toBe(200);
    const samePhone = await register({ payeeName: 'Third One', mobileNum });
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json().error.code).toBe('MOBILE_TAKEN');
    expect(await matchesOf(first.json().member.id)).toEqual([]);
  });

  it('matches a time-out in force, not one an operator lifted', async () => {
    const mobileNum = phone();
    const res = await register({ payeeName: 'Time Out', mobileNum });
    const id = res.json().member.id as number;
    const timeOut = await t.app.inject({
      method: 'POST',
      url: EXCLUSIONS_API.admin.exclusions.replace(':id', String(id)),
      headers: admin,
      payload: { period: '24h', reason: 'phone call' },
    });
    expect(timeOut.statusCode).toBe(201);
    expectRefused(await register({ mobileNum }));
    // An operator's lift clears the restriction: the number is just taken again.
    await t.app.services.db
      .update(accounts)
      .set({ playRestriction: null, playRestrictedUntil: null })
      .where(eq(accounts.id, id));
    expect((await register({ mobileNum })).json().error.code).toBe('MOBILE_TAKEN');
  });

  it('refuses a bank account number of an excluded member and flags a payee name', async () => {
    const old = await restrictedMember(
      { payeeName: 'Bank Owner', birthday: '1980-05-05' },
      'excluded',
    );
    // The old member had bound a card before the exclusion.
    await t.app.services.db.insert(memberBankAccounts).values({
      accountId: old.id,
      bankCode: 'KBANK',
      accountNumber: '5550001112',
      accountName: 'Bank Owner',
    });
    const other = await register({ payeeName: 'Other Holder' });
    const headers = { authorization: `Bearer ${other.json().token}` };
    const add = (accountNumber: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/members/me/bank-accounts',
        headers,
        payload: { bankCode: 'SCB', accountNumber, accountName: 'Other Holder' },
      });
    expectRefused(await add('5550001112'));
    expect((await add('5550001113')).statusCode).toBe(201);
    const [match] = await matchesOf(old.id);
    expect(match).toMatchObject({
      source: 'bank_account',
      decision: 'blocked',
      fields: ['bankAccount'],
      accountId: other.json().member.id,
    });

    // A member whose real name is the excluded member's: the card is added, the match flagged.
    const namesake = await register({ payeeName: 'bank owner' });
    const namesakeAdd = await t.app.inject({
      method: 'POST',
      url: '/api/members/me/bank-accounts',
      headers: { authorization: `Bearer ${namesake.json().token}` },
      payload: { bankCode: 'KBANK', accountNumber: '7770001112', accountName: 'Bank Owner' },
    });
    expect(namesakeAdd.statusCode).toBe(201);
    const bankFlags = (await matchesOf(old.id)).filter((m) => m.source === 'bank_account');
    expect(bankFlags[0]).toMatchObject({ decision: 'flagged', fields: ['payeeName'] });
  });

  it("refuses binding an excluded member's number to another account, and records it", async () => {
    const mobileNum = phone();
    const old = await restrictedMember(
      { payeeName: 'Bound Number', birthday: '1981-06-06', mobileNum },
      'excluded',
    );
    const other = await register({ payeeName: 'Binder Person' });
    const bind = await t.app.inject({
      method: 'POST',
      url: '/api/members/me/mobile',
      headers: { authorization: `Bearer ${other.json().token}` },
      payload: { countryDialingCode: '66', mobileNum: `0${mobileNum}`, verificationCode: '123456' },
    });
    expectRefused(bind);
    expect((await matchesOf(old.id))[0]).toMatchObject({
      source: 'mobile_binding',
      decision: 'blocked',
      fields: ['phone'],
      accountId: other.json().member.id,
    });
  });

  it("100 parallel registrations with an excluded member's phone: none succeeds", async () => {
    const mobileNum = phone();
    const old = await restrictedMember(
      { payeeName: 'Parallel Owner', birthday: '1979-09-09', mobileNum },
      'excluded',
    );
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        register({ mobileNum }, { ip: `10.1.${Math.floor(i / 250)}.${i % 250}` }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(100).fill(403));
    const rows = await t.app.services.db
      .select()
      .from(identityMatches)
      .where(eq(identityMatches.matchedAccountId, old.id));
    expect(rows).toHaveLength(100);
    const made = await t.app.services.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.mobile, mobileNum));
    expect(made).toEqual([{ id: old.id }]);
  });

  it('the card needs members.read', async () => {
    const res = await t.app.inject({
      url: IDENTITY_MATCHES_API.admin.matches.replace(':id', '1'),
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('name keys', () => {
  it('fold case, spacing, Latin diacritics and Thai tone marks, keep Thai vowels', () => {
    expect(nameKey('José  ÁLVAREZ-Núñez')).toBe(nameKey('jose alvareznunez'));
    expect(nameKey('น้องแก้ว')).toBe(nameKey('นองแกว'));
    expect(nameKey("O'Brien")).toBe(nameKey('obrien'));
    // A vowel changes the name: กา and กี are different people.
    expect(nameKey('กา')).not.toBe(nameKey('กี'));
    expect(nameKey('  ')).toBe('');
  });
});
