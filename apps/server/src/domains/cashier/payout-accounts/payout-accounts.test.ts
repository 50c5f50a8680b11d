import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { accounts } from '../../../db/schema/index.js';
import { createMember, expectLedgerVerified } from '../withdrawals/cashier-test-kit.js';
import { normalisePersonName, payeeNameMatches } from './payee-name.js';

describe('member bank accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await expectLedgerVerified(t);
    await t.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const add = (headers: Record<string, string>, accountNumber: string, accountName: string) =>
    call('POST', '/api/members/me/bank-accounts', headers, {
      bankCode: 'KBANK',
      accountNumber,
      accountName,
    });

  it('compares payee names ignoring case, spacing and Unicode form', () => {
    expect(payeeNameMatches('  john   SMITH ', 'John Smith')).toBe(true);
    // "é" composed and decomposed are the same name.
    expect(payeeNameMatches('Ren\u0065\u0301 Dupont', 'Ren\u00e9 Dupont')).toBe(true);
    expect(normalisePersonName('สมชาย\u00a0 ใจดี')).toBe('สมชาย ใจดี');
    expect(payeeNameMatches('John Smyth', 'John Smith')).toBe(false);
  });

  it('lists the fixed Thai banks with names in three languages', async () => {
    const banks = (await t.app.inject({ url: '/api/cashier/banks' })).json();
    expect(banks).toHaveLength(14);
    expect(banks[0]).toEqual({
      code: 'KBANK',
      name: { th: 'ธนาคารกสิกรไทย', en: 'Kasikornbank', zh: '开泰银行' },
    });
  });

  it('asks for the real name first, then requires the payee name to match it', async () => {
    const nameless = await createMember(t, 'bankless01');
    const res = await add(nameless.headers, '1234567890', 'Somchai Jaidee');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('REAL_NAME_REQUIRED');

    const m = await createMember(t, 'banker01', { realName: 'สมชาย ใจดี' });
    const wrong = await add(m.headers, '1234567890', 'สมหญิง ใจดี');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('PAYEE_NAME_MISMATCH');
    const badNumber = await add(m.headers, '12345-678', 'สมชาย ใจดี');
    expect(badNumber.json().error.code).toBe('VALIDATION_ERROR');

    const ok = await add(m.headers, '1234567890', '  สมชาย   ใจดี ');
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({
      bankCode: 'KBANK',
      accountName: 'สมชาย ใจดี',
      accountNumberMasked: '******7890',
      isDefault: true,
    });
    const dup = await add(m.headers, '1234567890', 'สมชาย ใจดี');
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.code).toBe('CONFLICT');
  });

  it('keeps at most 5, switches the default and removes softly', async () => {
    const m = await createMember(t, 'banker02', { realName: 'Jane Doe' });
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await add(m.headers, `100000000${i}`, 'jane doe');
      expect(res.statusCode).toBe(201);
      ids.push(res.json().id);
    }
    const sixth = await add(m.headers, '1000000009', 'Jane Doe');
    expect(sixth.json().error.code).toBe('BANK_ACCOUNT_LIMIT');

    const def = await call('POST', `/api/members/me/bank-accounts/${ids[2]}/default`, m.headers);
    expect(def.json().isDefault).toBe(true);
    let list = (await call('GET', '/api/members/me/bank-accounts', m.headers)).json();
    expect(
      list.filter((b: { isDefault: boolean }) => b.isDefault).map((b: { id: number }) => b.id),
    ).toEqual([ids[2]]);

    // Removing the default hands it to the newest remaining account and frees a slot.
    expect(
      (await call('DELETE', `/api/members/me/bank-accounts/${ids[2]}`, m.headers)).statusCode,
    ).toBe(204);
    list = (await call('GET', '/api/members/me/bank-accounts', m.headers)).json();
    expect(list).toHaveLength(4);
    expect(list[0]).toMatchObject({ id: ids[4], isDefault: true });
    expect((await add(m.headers, '1000000009', 'Jane Doe')).statusCode).toBe(201);

    // Another member cannot touch these.
    const other = await createMember(t, 'banker03', { realName: 'Other One' });
    const foreign = await call('DELETE', `/api/members/me/bank-accounts/${ids[0]}`, other.headers);
    expect(foreign.statusCode).toBe(404);
    expect((await call('GET', '/api/members/me/bank-accounts', {})).statusCode).toBe(401);
  });

  it('refuses trial accounts (play money only)', async () => {
    const m = await createMember(t, 'trialbank01', { realName: 'Trial Person' });
    await t.app.services.db.update(accounts).set({ type: 4 }).where(eq(accounts.id, m.id));
    const res = await add(m.headers, '1234567890', 'Trial Person');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('TRIAL_NOT_ALLOWED');
    const info = await call('GET', '/api/members/me/withdrawals/info', m.headers);
    expect(info.json().error.code).toBe('TRIAL_NOT_ALLOWED');
  });
});
