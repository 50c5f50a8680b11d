import { DEPOSIT_API } from '@lw/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';
import {
  auditActions,
  bankAccountInput,
  methodInput,
  newMember,
  operatorHeaders,
  type Headers,
} from '../deposits/deposits-test-kit.js';

describe('back office: operator bank accounts and payment methods', () => {
  let t: TestApp;
  let admin: Headers;
  let support: Headers;
  let finance: Headers;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminHeaders(t.app);
    support = await operatorHeaders(t, 'support');
    finance = await operatorHeaders(t, 'finance');
    await t.app.services.settings.update(
      'paymentGateways',
      {
        gateways: {
          sandbox: {
            name: 'Sandbox',
            enabled: true,
            baseUrl: 'http://127.0.0.1:9',
            merchantId: 'm1',
            secret: 's3cret',
          },
          off: {
            name: 'Off',
            enabled: false,
            baseUrl: 'http://127.0.0.1:9',
            merchantId: 'm2',
            secret: 's3cret',
          },
        },
      },
      { operatorId: null, username: 'test', ip: null, requestId: null },
    );
  });
  afterAll(() => t.close());

  const send = (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Headers,
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it('creates, updates and deletes a bank account, each change audited', async () => {
    const created = await send('POST', DEPOSIT_API.admin.bankAccounts, finance, bankAccountInput());
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect(created.json()).toMatchObject({
      bankCode: 'KBANK',
      accountNumber: '123-4-56789-0',
      promptPayId: '0105561234567',
      enabled: true,
    });
    const updated = await send(
      'PUT',
      DEPOSIT_API.admin.bankAccount(id),
      finance,
      bankAccountInput({ promptPayId: null, enabled: false }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ promptPayId: null, enabled: false });
    const list = await t.app.inject({ url: DEPOSIT_API.admin.bankAccounts, headers: support });
    expect(list.json().items.map((b: { id: number }) => b.id)).toContain(id);
    expect((await send('DELETE', DEPOSIT_API.admin.bankAccount(id), finance)).statusCode).toBe(204);
    expect(await auditActions(t, 'operator_bank_account', id)).toEqual([
      'cashier.bank_account.create',
      'cashier.bank_account.update',
      'cashier.bank_account.delete',
    ]);
  });

  it('refuses invalid bank accounts and methods with VALIDATION_ERROR', async () => {
    for (const bad of [
      bankAccountInput({ bankCode: 'kbank' }),
      bankAccountInput({ accountNumber: 'abc' }),
      bankAccountInput({ promptPayId: '12345' }),
      bankAccountInput({ accountName: '' }),
    ]) {
      const res = await send('POST', DEPOSIT_API.admin.bankAccounts, admin, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    const bank = (
      await send('POST', DEPOSIT_API.admin.bankAccounts, admin, bankAccountInput())
    ).json();
    for (const bad of [
      methodInput({ operatorBankAccountId: bank.id, minAmount: 500, maxAmount: 100 }),
      methodInput({ operatorBankAccountId: bank.id, minAmount: 0 }),
      methodInput({ operatorBankAccountId: bank.id, minAmount: 10.5 }),
      methodInput({ operatorBankAccountId: null }),
      methodInput({ kind: 'gateway', gatewayId: null }),
      methodInput({ kind: 'gateway', gatewayId: 'nowhere' }),
      methodInput({ operatorBankAccountId: 999_999 }),
      methodInput({ operatorBankAccountId: bank.id, name: { th: 'x', en: '', zh: 'y' } }),
      methodInput({ operatorBankAccountId: bank.id, code: 'Bad Code' }),
    ]) {
      const res = await send('POST', DEPOSIT_API.admin.paymentMethods, admin, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    const dup = methodInput({ operatorBankAccountId: bank.id });
    expect((await send('POST', DEPOSIT_API.admin.paymentMethods, admin, dup)).statusCode).toBe(201);
    const again = await send('POST', DEPOSIT_API.admin.paymentMethods, admin, dup);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('CONFLICT');
  });

  it('support reads but cannot change; signed-out and content operators are refused', async () => {
    expect(
      (await t.app.inject({ url: DEPOSIT_API.admin.paymentMethods, headers: support })).statusCode,
    ).toBe(200);
    const denied = await send('POST', DEPOSIT_API.admin.bankAccounts, support, bankAccountInput());
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.code).toBe('FORBIDDEN');
    const content = await operatorHeaders(t, 'content');
    expect(
      (await t.app.inject({ url: DEPOSIT_API.admin.bankAccounts, headers: content })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: DEPOSIT_API.admin.bankAccounts })).statusCode).toBe(401);
  });

  it('a bank account used by a method cannot be deleted; members see only usable methods in order', async () => {
    const bank = (
      await send('POST', DEPOSIT_API.admin.bankAccounts, admin, bankAccountInput())
    ).json();
    const create = async (over: object) => {
      const res = await send('POST', DEPOSIT_API.admin.paymentMethods, admin, methodInput(over));
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: number; code: string };
    };
    const second = await create({ operatorBankAccountId: bank.id, displayOrder: 20 });
    const first = await create({ kind: 'gateway', gatewayId: 'sandbox', displayOrder: 10 });
    const disabled = await create({ operatorBankAccountId: bank.id, enabled: false });
    const gatewayOff = await create({ kind: 'gateway', gatewayId: 'off', displayOrder: 5 });
    const otherCurrency = await create({ operatorBankAccountId: bank.id, currency: 'USD' });

    const inUse = await send('DELETE', DEPOSIT_API.admin.bankAccount(bank.id), admin);
    expect(inUse.statusCode).toBe(409);

    const member = await newMember(t);
    const res = await t.app.inject({
      url: DEPOSIT_API.member.paymentMethods,
      headers: member.headers,
    });
    expect(res.statusCode).toBe(200);
    const ids = res.json().items.map((m: { id: number }) => m.id);
    expect(ids.indexOf(first.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    for (const hidden of [disabled, gatewayOff, otherCurrency])
      expect(ids).not.toContain(hidden.id);
    const shown = res.json().items.find((m: { id: number }) => m.id === second.id);
    expect(shown).toMatchObject({ kind: 'bank_transfer', bankCode: 'KBANK', minAmount: 10_000 });
    expect(shown.name).toEqual({ th: 'โอนผ่านธนาคาร', en: 'Bank transfer', zh: '银行转账' });

    // Disabling the account hides its methods.
    await send(
      'PUT',
      DEPOSIT_API.admin.bankAccount(bank.id),
      admin,
      bankAccountInput({ enabled: false }),
    );
    const after = await t.app.inject({
      url: DEPOSIT_API.member.paymentMethods,
      headers: member.headers,
    });
    expect(after.json().items.map((m: { id: number }) => m.id)).not.toContain(second.id);

    const upd = await send(
      'PUT',
      DEPOSIT_API.admin.paymentMethod(first.id),
      admin,
      methodInput({ code: first.code, kind: 'gateway', gatewayId: 'sandbox', maxAmount: 20_000 }),
    );
    expect(upd.json()).toMatchObject({ maxAmount: 20_000 });
    expect(
      (await send('DELETE', DEPOSIT_API.admin.paymentMethod(first.id), admin)).statusCode,
    ).toBe(204);
    expect(await auditActions(t, 'payment_method', first.id)).toEqual([
      'cashier.payment_method.create',
      'cashier.payment_method.update',
      'cashier.payment_method.delete',
    ]);
  });
});
