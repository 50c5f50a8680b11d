import type { OpenAPIV3_1 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { MONEY_AREAS, openApiOfTestApp, operations } from './openapi-operations.js';

/**
 * How a repeat of each money-moving operation is kept from moving money twice (a retry after a
 * timeout, a double click, a replayed request):
 * - `requestId`: the body carries the client's idempotency key; a replay answers the first result
 *   and the key with another request is IDEMPOTENCY_CONFLICT;
 * - `decision`: one decision on one record by its id, through that record's state machine (a
 *   repeat finds it decided and moves nothing);
 * - `round-step`: the next step of one open round (a repeat finds the round moved on);
 * - `gateway`: the gateway's signed callback, applied through the deposit's decision (any number
 *   of deliveries credit once);
 * - `no-money`: in a money area of the API but moves none (seeds, settings).
 */
type Guard = 'requestId' | 'decision' | 'round-step' | 'gateway' | 'no-money';

const MONEY_OPERATIONS: Record<string, Guard> = {
  // Player cashier and wallet.
  createDeposit: 'requestId',
  createWithdrawal: 'requestId',
  confirmWithdrawalReceived: 'decision',
  reportWithdrawalNotReceived: 'decision',
  transferUpline: 'requestId',
  transferDownline: 'requestId',
  // Issue 22 item 4: the member's answer to an agent's pull, once per request.
  confirmPullRequest: 'decision',
  declinePullRequest: 'decision',
  createVendorTransfer: 'requestId',
  transferAllToMain: 'requestId',
  receiveGatewayCallback: 'gateway',
  // House games.
  spinHouseSlot: 'requestId',
  rollHouseDice: 'requestId',
  startHouseMines: 'requestId',
  revealHouseMinesTile: 'round-step',
  cashOutHouseMines: 'round-step',
  placeCrashBet: 'requestId',
  cashOutCrash: 'round-step',
  rotateHouseSeeds: 'no-money',
  setHouseClientSeed: 'no-money',
  // Back office.
  createAdjustment: 'requestId',
  approveAdjustment: 'decision',
  rejectAdjustment: 'decision',
  approveDeposit: 'decision',
  rejectDeposit: 'decision',
  approveWithdrawal: 'decision',
  rejectWithdrawal: 'decision',
  cancelWithdrawalPayout: 'decision',
  payWithdrawal: 'decision',
  repayWithdrawal: 'decision',
  forceWithdrawalReceived: 'decision',
  updateHouseJackpot: 'no-money',
};

const CHANGING = ['post', 'put', 'patch', 'delete'] as const;

type Schema = OpenAPIV3_1.SchemaObject | OpenAPIV3_1.ReferenceObject;

describe('money-moving operations of the OpenAPI document', () => {
  const api = openApiOfTestApp();

  const resolve = (schema: Schema | undefined): OpenAPIV3_1.SchemaObject | undefined =>
    schema && '$ref' in schema
      ? (api.doc.components?.schemas?.[schema.$ref.split('/').pop()!] as OpenAPIV3_1.SchemaObject)
      : schema;

  const changing = () => operations(api.doc, CHANGING);

  it('lists every changing operation of a money area with how a repeat is kept safe', () => {
    const unlisted = changing()
      .filter(({ path }) => MONEY_AREAS.some((area) => area.test(path)))
      .filter(({ op }) => !(op.operationId! in MONEY_OPERATIONS))
      .map(({ method, path, op }) => `${op.operationId} (${method.toUpperCase()} ${path})`);
    expect(unlisted).toEqual([]);
    const known = new Set(changing().map(({ op }) => op.operationId));
    expect(Object.keys(MONEY_OPERATIONS).filter((id) => !known.has(id))).toEqual([]);
  });

  it('asks a required, bounded requestId of every operation that creates a money movement', () => {
    const lacking = changing()
      .filter(({ op }) => MONEY_OPERATIONS[op.operationId!] === 'requestId')
      .filter(({ op }) => {
        const body = op.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
        const schema = resolve(body?.content['application/json']?.schema);
        const key = resolve(schema?.properties?.requestId);
        // A UUID, or a token of bounded length and letters (house games, withdrawals).
        const bounded = key?.format === 'uuid' || (key?.type === 'string' && !!key.pattern);
        return !(schema?.required?.includes('requestId') && bounded);
      })
      .map(({ op }) => op.operationId);
    expect(lacking).toEqual([]);
  });

  it('acts on one record by its id where a decision or a round step is the guard', () => {
    const unkeyed = changing()
      .filter(({ op }) => {
        const guard = MONEY_OPERATIONS[op.operationId!];
        return guard === 'decision' || guard === 'round-step';
      })
      .filter(({ path, op }) => {
        // A record in the path, or the one open round of the session (crash and mines).
        if (/\{\w+\}/.test(path)) return false;
        const body = op.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
        const schema = resolve(body?.content['application/json']?.schema);
        return !Object.keys(schema?.properties ?? {}).some((p) => /round|bet|id$/i.test(p));
      })
      .map(({ op }) => op.operationId);
    expect(unkeyed).toEqual([]);
  });
});
