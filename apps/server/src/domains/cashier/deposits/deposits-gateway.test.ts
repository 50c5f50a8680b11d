import { DEPOSIT_API, type TGatewayCallback } from '@lw/contracts';
import { signedHeaders, startSandboxGateway, type SandboxGateway } from '@lw/sandbox-gateway';
import { eq, sql } from 'drizzle-orm';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';
import { queryRows } from '../../../db/client.js';
import { deposits } from '../../../db/schema/index.js';
import {
  auditActions,
  creditsOf,
  mainBalance,
  methodInput,
  newMember,
  type Headers,
} from './deposits-test-kit.js';

const MERCHANT = 'lw-merchant';
const SECRET = 'sandbox-test-secret';
const actor = { operatorId: null, username: 'test', ip: null, requestId: null };

describe('gateway deposits through the real sandbox gateway over HTTP', () => {
  let t: TestApp;
  let sandbox: SandboxGateway;
  let admin: Headers;
  let platformHost: string;
  let methodId: number;
  const sandboxLog: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    platformHost = `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    sandbox = await startSandboxGateway({
      port: 0,
      merchants: { [MERCHANT]: SECRET },
      retryDelaysMs: [50, 100, 200],
      log: (line) => sandboxLog.push(line),
    });
    await configureGateway(sandbox.url);
    admin = await adminHeaders(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: DEPOSIT_API.admin.paymentMethods,
      headers: admin,
      payload: methodInput({
        kind: 'gateway',
        gatewayId: 'sandbox',
        name: { th: 'QR ทดสอบ', en: 'Sandbox QR', zh: '沙盒支付' },
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    methodId = res.json().id;
  });
  afterAll(async () => {
    await sandbox.close();
    await t.close();
  });

  const configureGateway = (baseUrl: string) =>
    t.app.services.settings.update(
      'paymentGateways',
      {
        gateways: {
          sandbox: {
            name: 'Sandbox',
            enabled: true,
            baseUrl,
            merchantId: MERCHANT,
            secret: SECRET,
          },
        },
      },
      actor,
    );

  /** Creates a gateway deposit as the browser would (Host = the listening platform). */
  const gatewayDeposit = async (
    headers: Headers,
    amount = 123_450,
    requestId = crypto.randomUUID(),
  ) =>
    t.app.inject({
      method: 'POST',
      url: DEPOSIT_API.member.deposits,
      headers: { ...headers, host: platformHost },
      payload: { paymentMethodId: methodId, amount, requestId, returnPath: '/member/depositv2' },
    });
  const openDeposit = async (headers: Headers, amount = 123_450) => {
    const res = await gatewayDeposit(headers, amount);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      deposit: { id: number; referenceCode: string };
      gateway: { payUrl: string };
    };
  };
  const depositRow = async (id: number) =>
    (await t.app.services.db.select().from(deposits).where(eq(deposits.id, id)))[0]!;
  const callbacksOf = (orderId: string) =>
    queryRows<{ outcome: string; signature_valid: boolean }>(
      t.app.services.db,
      sql`SELECT outcome, signature_valid FROM gateway_callbacks WHERE order_id = ${orderId} ORDER BY id`,
    );
  const postCallback = (body: string, headers: Record<string, string>) =>
    fetch(`http://${platformHost}${DEPOSIT_API.gatewayCallback('sandbox')}`, {
      method: 'POST',
      headers,
      body,
    });

  it('order at the gateway -> pay page -> Pay -> signed callback credits the member once', async () => {
    const member = await newMember(t);
    const { deposit, gateway } = await openDeposit(member.headers);
    expect(gateway.payUrl.startsWith(`${sandbox.url}/pay/`)).toBe(true);
    const row = await depositRow(deposit.id);
    expect(row.gatewayOrderId).toMatch(/^SBX/);

    const page = await fetch(`${gateway.payUrl}?lang=en`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('1,234.50 THB');
    expect(html).toContain(deposit.referenceCode);
    expect(html).toContain('value="paid"');

    const paid = await fetch(gateway.payUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=paid',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get('location')!);
    expect(`${back.host}${back.pathname}`).toBe(`${platformHost}/member/depositv2`);
    expect(back.searchParams.get('status')).toBe('paid');

    expect((await depositRow(deposit.id)).status).toBe('approved');
    expect(await mainBalance(t, member.id)).toBe(123_450);
    expect(await creditsOf(t, deposit.id)).toBe(1);
    expect(await callbacksOf(row.gatewayOrderId!)).toEqual([
      { outcome: 'credited', signature_valid: true },
    ]);
    expect(await auditActions(t, 'deposit', deposit.id)).toEqual(['deposit.approve']);
    const mine = await t.app.inject({
      url: DEPOSIT_API.member.deposit(deposit.id),
      headers: member.headers,
    });
    expect(mine.json()).toMatchObject({
      deposit: { status: 'approved', kind: 'gateway' },
      gateway: null,
    });
  });

  it('the callback delivered 5 times, then 5 times at once, still credits once', async () => {
    const member = await newMember(t);
    const { deposit } = await openDeposit(member.headers, 50_000);
    const orderId = (await depositRow(deposit.id)).gatewayOrderId!;
    const done = await fetch(`${sandbox.url}/orders/${orderId}/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'paid' }),
    });
    expect(await done.json()).toMatchObject({ status: 'paid', callbackStatus: 200 });
    const again = async (concurrent: boolean) => {
      const res = await fetch(`${sandbox.url}/orders/${orderId}/redeliver`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ times: 5, concurrent }),
      });
      return ((await res.json()) as { statuses: number[] }).statuses;
    };
    expect(await again(false)).toEqual([200, 200, 200, 200, 200]);
    expect(await again(true)).toEqual([200, 200, 200, 200, 200]);
    expect(await mainBalance(t, member.id)).toBe(50_000);
    expect(await creditsOf(t, deposit.id)).toBe(1);
    const outcomes = (await callbacksOf(orderId)).map((c) => c.outcome);
    expect(outcomes).toHaveLength(11);
    expect(outcomes.filter((o) => o === 'credited')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(10);
    expect((await t.app.services.ledger.verify()).ok).toBe(true);
  });

  it('5 concurrent first deliveries of a paid callback credit once', async () => {
    const member = await newMember(t);
    const { deposit } = await openDeposit(member.headers, 40_000);
    const row = await depositRow(deposit.id);
    const body = JSON.stringify(callbackFor(row, 'paid'));
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => postCallback(body, signedHeaders(SECRET, body))),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await mainBalance(t, member.id)).toBe(40_000);
    expect(await creditsOf(t, deposit.id)).toBe(1);
  });

  it('a forged signature is refused (401), stored as evidence and logged; nothing is credited', async () => {
    const warn = vi.spyOn(t.app.log, 'warn');
    const member = await newMember(t);
    const { deposit } = await openDeposit(member.headers, 60_000);
    const row = await depositRow(deposit.id);
    const body = JSON.stringify(callbackFor(row, 'paid'));
    const forged = await postCallback(body, signedHeaders('not-the-secret', body));
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({
      error: {
        code: 'UNAUTHORIZED',
        message: 'Callback signature refused',
        details: { outcome: 'refused' },
      },
    });
    // A genuine signature over another body does not sign this one.
    const other = JSON.stringify({ ...callbackFor(row, 'paid'), amount: 1 });
    expect((await postCallback(body, signedHeaders(SECRET, other))).status).toBe(401);
    expect((await postCallback(body, { 'content-type': 'application/json' })).status).toBe(401);
    expect((await depositRow(deposit.id)).status).toBe('pending');
    expect(await mainBalance(t, member.id)).toBe(0);
    expect(await callbacksOf(row.gatewayOrderId!)).toEqual([
      { outcome: 'refused', signature_valid: false },
      { outcome: 'refused', signature_valid: false },
      { outcome: 'refused', signature_valid: false },
    ]);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ gatewayId: 'sandbox', reason: 'signature mismatch' }),
      'gateway callback refused',
    );
    // The operator sees the evidence beside the deposit.
    const detail = await t.app.inject({
      url: DEPOSIT_API.admin.deposit(deposit.id),
      headers: admin,
    });
    expect(detail.json().callbacks).toHaveLength(3);
    warn.mockRestore();
  });

  it('an amount mismatch is not credited and is logged; a Fail on the pay page rejects the deposit', async () => {
    const warn = vi.spyOn(t.app.log, 'warn');
    const member = await newMember(t);
    const { deposit } = await openDeposit(member.headers, 70_000);
    const orderId = (await depositRow(deposit.id)).gatewayOrderId!;
    const res = await fetch(`${sandbox.url}/orders/${orderId}/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'paid', amount: 7_000 }),
    });
    expect(await res.json()).toMatchObject({ callbackStatus: 200 });
    expect(await callbacksOf(orderId)).toEqual([{ outcome: 'rejected', signature_valid: true }]);
    expect((await depositRow(deposit.id)).status).toBe('pending');
    expect(await mainBalance(t, member.id)).toBe(0);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ expected: 70_000, reported: 7_000 }),
      'gateway callback amount mismatch; not credited',
    );
    warn.mockRestore();

    const failing = await openDeposit(member.headers, 80_000);
    const failed = await fetch(failing.gateway.payUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=failed',
      redirect: 'manual',
    });
    expect(failed.status).toBe(303);
    const rejected = await depositRow(failing.deposit.id);
    expect(rejected).toMatchObject({ status: 'rejected', reason: expect.stringMatching(/failed/) });
    expect(await mainBalance(t, member.id)).toBe(0);
    expect(await auditActions(t, 'deposit', failing.deposit.id)).toEqual(['deposit.reject']);
  });

  it('an unreachable gateway answers SERVICE_UNAVAILABLE; the same requestId later gets its order', async () => {
    const member = await newMember(t);
    await configureGateway('http://127.0.0.1:9');
    const requestId = crypto.randomUUID();
    const down = await gatewayDeposit(member.headers, 30_000, requestId);
    expect(down.statusCode).toBe(503);
    expect(down.json().error.code).toBe('SERVICE_UNAVAILABLE');
    await configureGateway(sandbox.url);
    const retried = await gatewayDeposit(member.headers, 30_000, requestId);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().gateway.payUrl.startsWith(sandbox.url)).toBe(true);
    const rows = await t.app.services.db
      .select()
      .from(deposits)
      .where(eq(deposits.accountId, member.id));
    expect(rows).toHaveLength(1);
  });

  it('the sandbox refuses unsigned orders and retries a callback the platform did not take', async () => {
    const order = {
      merchantId: MERCHANT,
      orderRef: `T${Date.now()}`,
      amount: 10_000,
      currency: 'THB',
      callbackUrl: 'http://127.0.0.1:9/cb',
      returnUrl: 'http://127.0.0.1:9/',
    };
    const body = JSON.stringify(order);
    const unsigned = await fetch(`${sandbox.url}/orders`, {
      method: 'POST',
      headers: signedHeaders('wrong', body),
      body,
    });
    expect(unsigned.status).toBe(401);

    // A platform stand-in that fails twice before taking the callback.
    let calls = 0;
    const flaky = http.createServer((req, res) => {
      calls += 1;
      req.resume();
      res.statusCode = calls <= 2 ? 503 : 200;
      res.end();
    });
    await new Promise<void>((resolve) => flaky.listen(0, '127.0.0.1', resolve));
    const port = (flaky.address() as AddressInfo).port;
    const flakyOrder = JSON.stringify({ ...order, callbackUrl: `http://127.0.0.1:${port}/cb` });
    const created = await fetch(`${sandbox.url}/orders`, {
      method: 'POST',
      headers: signedHeaders(SECRET, flakyOrder),
      body: flakyOrder,
    });
    expect(created.status).toBe(201);
    const { orderId } = (await created.json()) as { orderId: string };
    await fetch(`${sandbox.url}/orders/${orderId}/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'paid' }),
    });
    await vi.waitFor(
      () => expect(sandbox.orders.get(orderId)!.deliveries).toEqual([503, 503, 200]),
      {
        timeout: 5_000,
      },
    );
    flaky.close();
  });
});

function callbackFor(
  row: { gatewayOrderId: string | null; referenceCode: string; amount: number; currency: string },
  status: 'paid' | 'failed',
): TGatewayCallback {
  return {
    merchantId: MERCHANT,
    orderId: row.gatewayOrderId!,
    orderRef: row.referenceCode,
    amount: row.amount,
    currency: row.currency,
    status,
    eventId: `EVT${crypto.randomBytes(4).toString('hex')}`,
    occurredAt: new Date().toISOString(),
  };
}
