import {
  CRASH_API,
  DEPOSIT_API,
  HOUSE_API,
  WALLET_API,
  type TErrorCode,
  type TLimitKind,
  type TGatewayCallback,
} from '@lw/contracts';
import { signedHeaders, startSandboxGateway, type SandboxGateway } from '@lw/sandbox-gateway';
import { startVendorSim, type VendorSim } from '@lw/vendor-sim';
import { eq } from 'drizzle-orm';
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deposits } from '../src/db/schema/index.js';
import {
  bankTransferMethod,
  methodInput,
} from '../src/domains/cashier/deposits/deposits-test-kit.js';
import {
  createAccount,
  fund,
  mainBalance,
  signIn,
} from '../src/domains/cashier/wallet/wallet-test-kit.js';
import { createVendor, syncVendor } from '../src/domains/games/catalogue/catalogue-test-kit.js';
import { seedChain, bettingRound } from '../src/domains/games/house-crash/crash-test-kit.js';
import { houseSession } from '../src/domains/games/house/house-test-kit.js';
import { MONEY_AREAS, operations } from './openapi-operations.js';
import { adminHeaders, createTestApp, type TestApp } from './test-app.js';

/*
 * Issue 24: every money-moving operation of the OpenAPI document, for a member under an
 * exclusion, answers the same refusal (PLAY_RESTRICTED) where money would reach the member's play,
 * and goes on where it must (money out: the balance stays withdrawable; a round opened before
 * settles; an operator's decision on an existing record). A new money operation without a case
 * here fails the first test. The member keeps a session on purpose: the sign-out already keeps
 * an excluded member out, and these cases prove each money path refuses by itself (a session
 * that slipped through, an agent, an operator, a gateway). The same operations at each kind of
 * limit that applies answer LIMIT_EXCEEDED (`LIMITED_BY`, below).
 */

type Headers = Record<string, string>;
type Answer = { statusCode: number; json: () => unknown };

interface Member {
  id: number;
  username: string;
  headers: Headers;
}

interface RefusedCase {
  /**
   * Prepares what the operation needs, calls `restrict()` (the exclusion starts: the balance is
   * taken then) and answers the operation's response. `expected` overrides the refusal check
   * (a gateway is answered in its own protocol).
   */
  refused: (m: Member, restrict: () => Promise<void>) => Promise<Answer>;
  expected?: (res: Answer, m: Member) => Promise<void>;
}
type Case = RefusedCase | { passes: string };

const SANDBOX = { merchant: 'lw-merchant', secret: 'sandbox-test-secret' };
const CHANGING = ['post', 'put', 'patch', 'delete'] as const;

let t: TestApp;
let admin: Headers;
let sim: VendorSim;
let sandbox: SandboxGateway;
let transferVendor: string;
let bankMethodId: number;
let gatewayMethodId: number;
let platformHost: string;
let n = 0;

const post = (url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

async function pendingDeposit(m: Member, methodId = bankMethodId) {
  const res = await post(
    DEPOSIT_API.member.deposits,
    { ...m.headers, host: platformHost },
    { paymentMethodId: methodId, amount: 20_000, requestId: crypto.randomUUID() },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ deposit: { id: number } }>().deposit.id;
}

const CASES: Record<string, Case> = {
  // Money reaching the member's play: refused.
  createDeposit: {
    refused: async (m, restrict) => {
      await restrict();
      return post(DEPOSIT_API.member.deposits, m.headers, {
        paymentMethodId: bankMethodId,
        amount: 20_000,
        requestId: crypto.randomUUID(),
      });
    },
  },
  approveDeposit: {
    refused: async (m, restrict) => {
      const id = await pendingDeposit(m);
      await restrict();
      return post(DEPOSIT_API.admin.approveDeposit(id), admin);
    },
  },
  receiveGatewayCallback: {
    refused: async (m, restrict) => {
      const id = await pendingDeposit(m, gatewayMethodId);
      await restrict();
      const [row] = await t.app.services.db.select().from(deposits).where(eq(deposits.id, id));
      const callback: TGatewayCallback = {
        merchantId: SANDBOX.merchant,
        orderId: row!.gatewayOrderId!,
        orderRef: row!.referenceCode,
        amount: row!.amount,
        currency: row!.currency,
        status: 'paid',
        eventId: `evt-${crypto.randomUUID()}`,
        occurredAt: new Date().toISOString(),
      };
      const body = JSON.stringify(callback);
      return t.app.inject({
        method: 'POST',
        url: DEPOSIT_API.gatewayCallback('sandbox'),
        headers: signedHeaders(SANDBOX.secret, body),
        payload: body,
      });
    },
    // The gateway is told it was received (it stops retrying); nothing is credited.
    expected: async (res) => {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true, outcome: 'ignored' });
    },
  },
  createVendorTransfer: {
    refused: async (m, restrict) => {
      await restrict();
      return post(WALLET_API.vendorTransfers, m.headers, {
        vendor: transferVendor,
        direction: 'in',
        amount: 10_000,
        requestId: crypto.randomUUID(),
      });
    },
  },
  transferDownline: {
    refused: async (m, restrict) => {
      const agent = await createAccount(t.app, {
        username: `rgagent${++n}`,
        type: 1,
        paymentPassword: '135790',
      });
      await fund(t.app, agent.id, 50_000);
      const member = await createAccount(t.app, { username: `rgdown${n}`, upline: agent.username });
      const agentHeaders = await signIn(t.app, agent.username, true);
      // The agent pays the excluded member (`m` is the member under the agent here).
      m.id = member.id;
      await restrict();
      return post(WALLET_API.downlineTransfers, agentHeaders, {
        downlineUsername: member.username,
        amount: 10_000,
        direction: 'down',
        paymentPassword: '135790',
        requestId: crypto.randomUUID(),
      });
    },
  },
  spinHouseSlot: {
    refused: async (m, restrict) => {
      const s = await houseSession(t.app, { accountId: m.id, gameCode: 'golden-dragon' });
      await restrict();
      return post(HOUSE_API.spin('golden-dragon'), s.headers, {
        requestId: crypto.randomUUID(),
        stake: 400,
      });
    },
  },
  rollHouseDice: {
    refused: async (m, restrict) => {
      const s = await houseSession(t.app, { accountId: m.id, gameCode: 'dice' });
      await restrict();
      return post(HOUSE_API.dice, s.headers, {
        requestId: crypto.randomUUID(),
        stake: 1_000,
        direction: 'under',
        target: 5_000,
      });
    },
  },
  startHouseMines: {
    refused: async (m, restrict) => {
      const s = await houseSession(t.app, { accountId: m.id, gameCode: 'mines' });
      await restrict();
      return post(HOUSE_API.minesStart, s.headers, {
        requestId: crypto.randomUUID(),
        stake: 1_000,
        mines: 3,
      });
    },
  },
  placeCrashBet: {
    refused: async (m, restrict) => {
      await bettingRound(t);
      await restrict();
      return post(CRASH_API.bets, m.headers, {
        amount: 5_000,
        requestId: `req-${crypto.randomUUID()}`,
      });
    },
  },
  // Money out, or no new money in: goes on (the balance stays withdrawable).
  createWithdrawal: {
    passes: 'money out: the balance stays withdrawable (exclusion-session test)',
  },
  confirmWithdrawalReceived: { passes: "the member's answer on a withdrawal already paid" },
  reportWithdrawalNotReceived: { passes: "the member's answer on a withdrawal already paid" },
  transferUpline: { passes: 'money leaves the member for its upline agent' },
  confirmPullRequest: { passes: 'an agent takes money back: money leaves the member' },
  declinePullRequest: { passes: 'an answer to a pull: no money reaches the member' },
  transferAllToMain: { passes: 'vendor wallets back to the main wallet, where it is withdrawable' },
  revealHouseMinesTile: { passes: 'a round opened before the exclusion settles (a win pays)' },
  cashOutHouseMines: { passes: 'a round opened before the exclusion settles (a win pays)' },
  cashOutCrash: { passes: 'a bet placed before the exclusion settles (a win pays)' },
  rotateHouseSeeds: { passes: 'no money' },
  setHouseClientSeed: { passes: 'no money' },
  updateHouseJackpot: { passes: 'no money (the jackpot pool settings)' },
  createAdjustment: { passes: "an operator's audited correction of a balance, not a reward" },
  approveAdjustment: { passes: "the checker's decision on an operator's correction" },
  rejectAdjustment: { passes: 'no money' },
  rejectDeposit: { passes: 'no money moves' },
  approveWithdrawal: { passes: 'a withdrawal already requested continues' },
  rejectWithdrawal: { passes: 'the held amount returns to the main wallet' },
  cancelWithdrawalPayout: { passes: 'the held amount returns to the main wallet' },
  payWithdrawal: { passes: 'a withdrawal already requested is paid out' },
  repayWithdrawal: { passes: 'a withdrawal re-sent outside' },
  forceWithdrawalReceived: { passes: 'a withdrawal already paid' },
};

beforeAll(async () => {
  t = await createTestApp({ HOUSE_CATALOGUE: 'on', CRASH_CHAIN_LENGTH: '2500' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  platformHost = address.replace('http://', '');
  admin = await adminHeaders(t.app);
  await seedChain(t);
  sim = await startVendorSim({ platformUrl: address, port: 0, log: () => undefined });
  const entry = sim.manifest.vendors.find((v) => v.mode === 'transfer')!;
  transferVendor = entry.code;
  await createVendor(t.app, admin, {
    code: entry.code,
    url: entry.baseUrl,
    secret: entry.secret,
    walletMode: 'transfer',
  });
  await syncVendor(t.app, admin, entry.code);
  ({ methodId: bankMethodId } = await bankTransferMethod(t, admin));
  sandbox = await startSandboxGateway({
    port: 0,
    merchants: { [SANDBOX.merchant]: SANDBOX.secret },
    log: () => undefined,
  });
  const actor = { operatorId: null, username: 'test', ip: null, requestId: null };
  await t.app.services.settings.update(
    'paymentGateways',
    {
      gateways: {
        sandbox: {
          name: 'Sandbox',
          enabled: true,
          baseUrl: sandbox.url,
          merchantId: SANDBOX.merchant,
          secret: SANDBOX.secret,
        },
      },
    },
    actor,
  );
  const gateway = await post(
    DEPOSIT_API.admin.paymentMethods,
    admin,
    methodInput({ kind: 'gateway', gatewayId: 'sandbox' }),
  );
  expect(gateway.statusCode, gateway.body).toBe(201);
  gatewayMethodId = gateway.json<{ id: number }>().id;
});
afterAll(async () => {
  await sandbox?.close();
  await sim?.close();
  await t?.close();
});

describe('every money-moving operation for an excluded member (issue 24)', () => {
  it('each changing operation of a money area has a case: refused, or why it goes on', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json<OpenAPIV3_1.Document>();
    const money = operations(doc, CHANGING)
      .filter(({ path }) => MONEY_AREAS.some((area) => area.test(path)))
      .map(({ op }) => op.operationId!);
    expect(money.filter((id) => !(id in CASES))).toEqual([]);
    expect(Object.keys(CASES).filter((id) => !money.includes(id))).toEqual([]);
  });

  const refused = Object.entries(CASES).filter(
    (entry): entry is [string, RefusedCase] => 'refused' in entry[1],
  );
  it.each(refused)('%s answers PLAY_RESTRICTED and moves no money', async (_id, c) => {
    const username = `rgwalk${++n}x${Date.now() % 100_000}`;
    const account = await createAccount(t.app, { username });
    await fund(t.app, account.id, 100_000);
    const m: Member = { ...account, headers: await signIn(t.app, username) };
    let before = 0;
    const restrict = async () => {
      const until = new Date(t.clock.now().getTime() + 7 * 86_400_000);
      await t.app.services.accounts.setPlayRestriction(
        m.id,
        { kind: 'time_out', until },
        t.app.services.db,
      );
      before = await mainBalance(t.app, m.id);
    };
    const res = await c.refused(m, restrict);
    if (c.expected) await c.expected(res, m);
    else {
      const body = res.json() as { error?: { code: TErrorCode; details?: unknown } };
      expect(res.statusCode, JSON.stringify(body)).toBe(403);
      expect(body.error?.code).toBe('PLAY_RESTRICTED');
    }
    expect(await mainBalance(t.app, m.id)).toBe(before);
  });
});

/**
 * The limits that apply to each refused operation: money in counts against the deposit limit
 * (an agent's transfer down is a deposit); play against the wager and loss limits. The session
 * time limit refuses the sign-in and the game launch, not a money operation (session-limit test).
 */
const LIMITED_BY: Record<string, readonly TLimitKind[]> = {
  createDeposit: ['deposit'],
  approveDeposit: ['deposit'],
  receiveGatewayCallback: ['deposit'],
  transferDownline: ['deposit'],
  createVendorTransfer: ['wager', 'loss'],
  spinHouseSlot: ['wager', 'loss'],
  rollHouseDice: ['wager', 'loss'],
  startHouseMines: ['wager', 'loss'],
  placeCrashBet: ['wager', 'loss'],
};

describe('every money-moving operation for a member at each kind of limit (issue 24)', () => {
  const refusedIds = Object.keys(CASES).filter((id) => 'refused' in CASES[id]!);
  it('each refused operation names the limits that apply to it', () => {
    expect(refusedIds.filter((id) => !LIMITED_BY[id]?.length)).toEqual([]);
  });

  const pairs = refusedIds.flatMap((id) =>
    (LIMITED_BY[id] ?? []).map((kind) => [id, kind] as [string, TLimitKind]),
  );
  it.each(pairs)(
    '%s at a daily %s limit answers LIMIT_EXCEEDED and moves no money',
    async (id, kind) => {
      const c = CASES[id] as RefusedCase;
      const username = `rglim${++n}x${Date.now() % 100_000}`;
      const account = await createAccount(t.app, { username });
      await fund(t.app, account.id, 100_000);
      const m: Member = { ...account, headers: await signIn(t.app, username) };
      let before = 0;
      const limit = async () => {
        // Set after what the operation needs was prepared (a pending deposit, an open game): a
        // limit set mid-session applies to the next operation.
        const actor = { operatorId: null, username: 'test', ip: null, requestId: null };
        await t.app.services.limits.lowerByOperator(m.id, kind, 'day', 1, actor);
        before = await mainBalance(t.app, m.id);
      };
      const res = await c.refused(m, limit);
      if (id === 'receiveGatewayCallback') {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ received: true, outcome: 'limit_exceeded' });
      } else {
        const body = res.json() as { error?: { code: TErrorCode; details?: { limit?: string } } };
        expect(res.statusCode, JSON.stringify(body)).toBe(403);
        expect(body.error?.code).toBe('LIMIT_EXCEEDED');
        expect(body.error?.details?.limit).toBe(kind);
      }
      expect(await mainBalance(t.app, m.id)).toBe(before);
    },
  );
});
