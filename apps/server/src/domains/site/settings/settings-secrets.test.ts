import { SECRET_PLACEHOLDER } from '@lw/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';

/** SMTP passwords and SMS API keys never leave the server, nor reach the audit log. */
describe('secret settings', () => {
  let t: TestApp;
  let headers: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    headers = await adminHeaders(t.app);
  });
  afterAll(() => t.close());

  const put = (section: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/settings/${section}`, headers, payload });
  const get = async (section: string) =>
    (await t.app.inject({ url: `/api/admin/settings/${section}`, headers })).json();

  it('masks the SMTP password on read, in the answer and in the audit log, and keeps it on a placeholder save', async () => {
    const email = await get('email');
    const saved = await put('email', {
      ...email,
      smtp: { ...email.smtp, password: 'smtp-s3cret' },
    });
    expect(saved.json().smtp.password).toBe(SECRET_PLACEHOLDER);
    expect((await get('email')).smtp.password).toBe(SECRET_PLACEHOLDER);
    expect(
      (await t.app.inject({ url: '/api/admin/settings', headers })).json().email.smtp.password,
    ).toBe(SECRET_PLACEHOLDER);
    expect((await t.app.services.settings.get('email')).smtp.password).toBe('smtp-s3cret');

    await put('email', { ...(await get('email')), fromName: 'Renamed' });
    expect((await t.app.services.settings.get('email')).smtp.password).toBe('smtp-s3cret');

    const audit = await t.app.inject({ url: '/api/admin/audit-log?targetId=email', headers });
    expect(audit.body).not.toContain('smtp-s3cret');
    expect(audit.json().items[0].before.smtp.password).toBe(SECRET_PLACEHOLDER);

    await put('email', { ...(await get('email')), smtp: { ...email.smtp, password: '' } });
    expect((await t.app.services.settings.get('email')).smtp.password).toBe('');
  });

  it('masks every SMS provider header value', async () => {
    const sms = await get('sms');
    await put('sms', {
      ...sms,
      http: { ...sms.http, headers: { Authorization: 'Bearer key-123', 'X-Plain': 'x' } },
    });
    expect((await get('sms')).http.headers).toEqual({
      Authorization: SECRET_PLACEHOLDER,
      'X-Plain': SECRET_PLACEHOLDER,
    });
    await put('sms', await get('sms'));
    expect((await t.app.services.settings.get('sms')).http.headers).toEqual({
      Authorization: 'Bearer key-123',
      'X-Plain': 'x',
    });
  });
});
