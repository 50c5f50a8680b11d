import {
  DEPOSIT_API,
  DEPOSIT_TRANSITIONS,
  type TDepositStep,
  type TLiveServerEvent,
} from '@lw/contracts';
import { eq, sql } from 'drizzle-orm';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';
import { deposits } from '../../../db/schema/index.js';
import type { Decider } from './deposit-decisions.js';
import {
  auditActions,
  bankTransferMethod,
  creditsOf,
  mainBalance,
  newMember,
  operatorHeaders,
  type Headers,
} from './deposits-test-kit.js';

/*
 * Every pair of racing deposit decisions (issue 22 item 9): 100 parallel attempts, half one step
 * and half the other, on one pending deposit. Exactly one wins; every other answers
 * DEPOSIT_ALREADY_DECIDED with the status the winner left; the credit moved at most once; the
 * member's pages heard the decision once. Operators decide through the API; the gateway's
 * decision is the one its callback makes (the same service call, with the gateway as decider).
 */

type Attempt = TDepositStep | 'gatewayApprove';
const ATTEMPTS: Attempt[] = [
  ...(Object.keys(DEPOSIT_TRANSITIONS) as TDepositStep[]),
  'gatewayApprove',
];
const stepOf = (a: Attempt): TDepositStep => (a === 'gatewayApprove' ? 'approve' : a);
const AMOUNT = 70_000;
const PARALLEL = 100;

const GATEWAY: Decider = {
  actor: { operatorId: null, username: 'gateway:test', ip: null, requestId: 'race' },
  operatorId: null,
  ledgerActor: 'gateway:test',
};

describe('racing deposit decisions: one wins, the rest change nothing', () => {
  let t: TestApp;
  let admin: Headers;
  let finance: Headers;
  let methodId: number;
  const published: { accountId: number; event: TLiveServerEvent }[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminHeaders(t.app);
    finance = await operatorHeaders(t, 'finance');
    ({ methodId } = await bankTransferMethod(t, admin));
    const live = t.app.services.live;
    const publish = live.publish.bind(live);
    live.publish = async (accountId, event) => {
      published.push({ accountId, event });
      await publish(accountId, event);
    };
  });
  afterAll(async () => {
    expect((await t.app.services.ledger.verify()).ok).toBe(true);
    await t.close();
  });

  /** One attempt: true when it won, else the refusal's code and details. */
  const attempt = async (
    what: Attempt,
    id: number,
  ): Promise<true | { code: string; details?: { status?: string } }> => {
    const { decisions, expireDue } = t.app.services.deposits;
    const refusal = (err: unknown) => err as { code: string; details?: { status?: string } };
    switch (what) {
      case 'expire':
        return ((await expireDue()) ?? []).includes(id) ? true : { code: 'NOT_MOVED' };
      case 'gatewayApprove':
        return decisions.approve(id, GATEWAY).then(() => true as const, refusal);
      default: {
        const res = await t.app.inject({
          method: 'POST',
          url:
            what === 'approve'
              ? DEPOSIT_API.admin.approveDeposit(id)
              : DEPOSIT_API.admin.rejectDeposit(id),
          headers: finance,
          ...(what === 'reject' ? { payload: { reason: 'race' } } : {}),
        });
        return res.statusCode === 200 ? true : res.json().error;
      }
    }
  };

  const race = async (a: Attempt, b: Attempt) => {
    const member = await newMember(t);
    const made = await t.app.inject({
      method: 'POST',
      url: DEPOSIT_API.member.deposits,
      headers: member.headers,
      payload: { paymentMethodId: methodId, amount: AMOUNT, requestId: crypto.randomUUID() },
    });
    const id = made.json().deposit.id as number;
    // Due, so the expiry job may take it too.
    await t.app.services.db
      .update(deposits)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(deposits.id, id));
    const eventsBefore = published.length;
    const attempts = Array.from({ length: PARALLEL }, (_, i) => (i % 2 === 0 ? a : b));
    const results = await Promise.all(attempts.map((what) => attempt(what, id)));

    const winners = attempts.filter((_, i) => results[i] === true);
    expect(winners, `${a}/${b}`).toHaveLength(1);
    const step = stepOf(winners[0]!);
    const final = DEPOSIT_TRANSITIONS[step].to;
    const [row] = await t.app.services.db.select().from(deposits).where(eq(deposits.id, id));
    expect(row!.status).toBe(final);
    for (const [i, result] of results.entries()) {
      if (result === true) continue;
      if (attempts[i] === 'expire') expect(result.code).toBe('NOT_MOVED');
      else
        expect(result).toMatchObject({
          code: 'DEPOSIT_ALREADY_DECIDED',
          details: { status: final },
        });
    }
    const credited = step === 'approve' ? 1 : 0;
    expect(await creditsOf(t, id)).toBe(credited);
    expect(await mainBalance(t, member.id)).toBe(credited * AMOUNT);
    // The expiry job does not audit (no operator); a decision is audited once.
    expect(await auditActions(t, 'deposit', id)).toEqual(
      step === 'expire' ? [] : [`deposit.${step}`],
    );
    const told = published
      .slice(eventsBefore)
      .filter((p) => p.event.type === 'deposit.status' && p.event.depositId === id);
    expect(told).toEqual([
      { accountId: member.id, event: { type: 'deposit.status', depositId: id, status: final } },
    ]);
  };

  for (const [i, a] of ATTEMPTS.entries()) {
    for (const b of ATTEMPTS.slice(i)) {
      it(`${a} against ${b} on a pending deposit`, () => race(a, b));
    }
  }
});
