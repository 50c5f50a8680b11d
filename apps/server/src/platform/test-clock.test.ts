import { ADMIN_TEST_CLOCK_API } from '@lw/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../test/test-app.js';
import { auditLog } from '../db/schema/index.js';
import { eq } from 'drizzle-orm';

const TOKEN = 'e2e-clock-token-0123456789abcdef-xyz';
const DAY_MS = 86_400_000;

describe('the test clock route, off (every real deployment)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 404 to a super admin with any token, and the clock does not move', async () => {
    const headers = await adminHeaders(t.app);
    const before = t.clock.now().getTime();
    const res = await t.app.inject({
      method: 'POST',
      url: ADMIN_TEST_CLOCK_API.advance,
      headers,
      payload: { token: TOKEN, ms: DAY_MS },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
    // Not a day on: only the real time passed.
    expect(t.clock.now().getTime() - before).toBeLessThan(DAY_MS);
  });

  it('asks for an operator session first', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: ADMIN_TEST_CLOCK_API.advance,
      payload: { token: TOKEN, ms: 1 },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('the test clock route, on (TEST_CLOCK_TOKEN)', () => {
  let t: TestApp;
  let headers: { authorization: string };
  const advance = (payload: { token: string; ms: number }, h: Record<string, string> = headers) =>
    t.app.inject({ method: 'POST', url: ADMIN_TEST_CLOCK_API.advance, headers: h, payload });

  beforeAll(async () => {
    t = await createTestApp({ TEST_CLOCK_TOKEN: TOKEN });
    headers = await adminHeaders(t.app);
  });
  afterAll(() => t.close());

  it('moves business time forward for a super admin with the token, audited', async () => {
    const before = t.clock.now().getTime();
    const res = await advance({ token: TOKEN, ms: DAY_MS });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(new Date(body.now).getTime()).toBeGreaterThanOrEqual(before + DAY_MS);
    expect(t.clock.now().getTime()).toBeGreaterThanOrEqual(before + DAY_MS);
    const audit = await t.app.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'testClock.advance'));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.operatorUsername).toBe('admin');
    expect(audit[0]!.after).toMatchObject({ ms: DAY_MS });
  });

  it('refuses a wrong token, a step back, and an operator who is not a super admin', async () => {
    const before = t.clock.now().getTime();
    const wrong = await advance({ token: `${TOKEN}-not`, ms: DAY_MS });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.code).toBe('FORBIDDEN');
    expect((await advance({ token: TOKEN, ms: -1 })).statusCode).toBe(400);
    expect((await advance({ token: TOKEN, ms: 1.5 })).statusCode).toBe(400);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/operators',
      headers,
      payload: {
        username: 'fin.clock',
        displayName: 'Fin',
        role: 'finance',
        password: 'Finance-123x',
      },
    });
    expect(created.statusCode).toBe(201);
    const finance = await adminHeaders(t.app, 'fin.clock', 'Finance-123x');
    expect((await advance({ token: TOKEN, ms: DAY_MS }, finance)).statusCode).toBe(403);
    expect(t.clock.now().getTime() - before).toBeLessThan(DAY_MS);
  });
});
