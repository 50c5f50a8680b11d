import { OPERATOR_ROLES, SETTINGS_SECTION_NAMES, type TOperatorRole } from '@lw/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';

/** The server enforces every role on every admin operation (the UI hiding a button is not the control). */
describe('operator roles', () => {
  let t: TestApp;
  const headersByRole = {} as Record<TOperatorRole, { authorization: string }>;

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await adminHeaders(t.app);
    for (const role of OPERATOR_ROLES) {
      if (role === 'super_admin') {
        headersByRole[role] = admin;
        continue;
      }
      const username = `op_${role}`;
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/operators',
        headers: admin,
        payload: { username, displayName: role, role, password: 'Role-Pass-123' },
      });
      headersByRole[role] = await adminHeaders(t.app, username, 'Role-Pass-123');
    }
  });
  afterAll(() => t.close());

  const systemSections = [
    'maintenance',
    'region',
    'modules',
    'registration',
    'accountPolicy',
    'email',
    'sms',
    'identityProviders',
    'cashier',
    'paymentGateways',
    'agentPulls',
    'spendLimits',
    'riskRules',
    'realityChecks',
    'agentContracts',
  ];
  const expectedWrite = (role: TOperatorRole, section: string) =>
    role === 'super_admin' || (role === 'content' && !systemSections.includes(section));

  for (const role of OPERATOR_ROLES) {
    it(`${role}: reads settings, writes only what the role allows`, async () => {
      const headers = headersByRole[role];
      const all = await t.app.inject({ url: '/api/admin/settings', headers });
      expect(all.statusCode).toBe(200);
      const settings = all.json();
      for (const section of SETTINGS_SECTION_NAMES) {
        const res = await t.app.inject({
          method: 'PUT',
          url: `/api/admin/settings/${section}`,
          headers,
          payload: settings[section],
        });
        expect([section, res.statusCode]).toEqual([
          section,
          expectedWrite(role, section) ? 200 : 403,
        ]);
        if (res.statusCode === 403) expect(res.json().error.code).toBe('FORBIDDEN');
      }
    });

    it(`${role}: operators and audit log only for super admin`, async () => {
      const headers = headersByRole[role];
      const expected = role === 'super_admin' ? 200 : 403;
      expect((await t.app.inject({ url: '/api/admin/operators', headers })).statusCode).toBe(
        expected,
      );
      expect((await t.app.inject({ url: '/api/admin/audit-log', headers })).statusCode).toBe(
        expected,
      );
      const create = await t.app.inject({
        method: 'POST',
        url: '/api/admin/operators',
        headers,
        payload: {
          username: `new_${role}`,
          displayName: 'x',
          role: 'super_admin',
          password: 'Escalate-123',
        },
      });
      expect(create.statusCode).toBe(role === 'super_admin' ? 201 : 403);
    });
  }
});
