import { ageOn, AGREEMENT_MIN_AGE, minimumAge } from '@lw/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';

describe('age at registration (the agreement: 18; the birthday rule: the setting)', () => {
  let t: TestApp;
  let admin: { authorization: string };
  let settings: Record<string, unknown> & { fields: Record<string, unknown> };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminHeaders(t.app);
    settings = (
      await t.app.inject({ url: '/api/admin/settings/registration', headers: admin })
    ).json();
  });
  afterAll(() => t.close());

  const putSettings = (patch: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/registration',
      headers: admin,
      payload: {
        ...settings,
        fields: {
          ...settings.fields,
          birthday: {
            shown: true,
            required: true,
            patternId: 11,
            min: 10,
            max: 10,
            acceptedPattern: '*',
          },
        },
        ...patch,
      },
    });
  let n = 0;
  const register = (birthday: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        username: `age${n++}x`,
        password: 'goodpass77',
        confirmPassword: 'goodpass77',
        agreeTerms: true,
        birthday,
      },
    });

  it('counts full years, a 29 February birthday turning over on 1 March', () => {
    expect(ageOn('2008-03-05', { year: 2026, month: 3, day: 5 })).toBe(18);
    expect(ageOn('2008-03-06', { year: 2026, month: 3, day: 5 })).toBe(17);
    expect(ageOn('2008-02-29', { year: 2026, month: 2, day: 28 })).toBe(17);
    expect(ageOn('2008-02-29', { year: 2026, month: 3, day: 1 })).toBe(18);
    expect(minimumAge(21)).toBe(21);
    expect(minimumAge(16)).toBe(AGREEMENT_MIN_AGE);
  });

  it('refuses a setting below 18 at the contract', async () => {
    for (const patch of [{ birthdayMinAge: 17 }, { agreementMinAge: 17 }]) {
      const res = await putSettings(patch);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('refuses 17 years and 364 days and accepts 18 exactly, at midnight in the operator zone', async () => {
    expect((await putSettings({ birthdayMinAge: 18 })).statusCode).toBe(200);
    // 00:00:30 on 5 March 2026 in Bangkok is still 4 March in UTC: the operator's day counts.
    t.clock.set(new Date('2026-03-05T00:00:30+07:00'));
    const young = await register('2008-03-06');
    expect(young.statusCode).toBe(400);
    expect(young.json().error).toMatchObject({ code: 'AGE_RESTRICTED', details: { minAge: 18 } });
    expect((await register('2008-03-05')).statusCode).toBe(200);

    // Half a minute before midnight in Bangkok the same birthday is one day short.
    t.clock.set(new Date('2026-03-04T23:59:30+07:00'));
    expect((await register('2008-03-05')).json().error.code).toBe('AGE_RESTRICTED');
    t.clock.set(new Date('2026-03-05T00:00:00+07:00'));
    expect((await register('2008-03-05')).statusCode).toBe(200);
  });

  it('keeps the birthday rule of the setting above 18 (spec §5: 21)', async () => {
    expect((await putSettings({ birthdayMinAge: 21 })).statusCode).toBe(200);
    t.clock.set(new Date('2026-03-05T12:00:00+07:00'));
    const twenty = await register('2005-03-06');
    expect(twenty.json().error).toMatchObject({ code: 'AGE_RESTRICTED', details: { minAge: 21 } });
    expect((await register('2005-03-05')).statusCode).toBe(200);
  });
});
