import { LIMIT_API, limitPath } from '@lw/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { newMember } from '../../cashier/deposits/deposits-test-kit.js';
import { limitOf, myLimits, setLimit, spendLimited } from './limits-test-kit.js';

/* A member's limits through the API: a decrease at once, an increase or removal after the cooling-off
 * and a confirmation, the history, the prompt and the account flag. */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-04T05:00:00Z')); // a Wednesday, 12:00 in Bangkok
});
afterAll(async () => {
  await t?.close();
});

const HOUR = 3_600_000;

async function post(
  headers: Record<string, string>,
  pattern: string,
  kind = 'deposit',
  period = 'day',
) {
  const res = await t.app.inject({
    method: 'POST',
    url: limitPath(pattern, { kind: kind as 'deposit', period: period as 'day' }),
    headers,
  });
  return { status: res.statusCode, body: res.json() };
}

describe('member limits', () => {
  it('a new limit and a decrease apply at once; the account becomes spend-limited', async () => {
    const m = await newMember(t, 'lim');
    expect(await spendLimited(t, m.id)).toBe(false);
    const set = await setLimit(t, m.headers, 'deposit', 'day', 100_000);
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(limitOf(set.body, 'deposit', 'day')).toMatchObject({
      amount: 100_000,
      pending: null,
      used: 0,
      remaining: 100_000,
      periodStart: '2026-03-03T17:00:00.000Z',
      resetsAt: '2026-03-04T17:00:00.000Z',
    });
    expect(await spendLimited(t, m.id)).toBe(true);
    const lower = await setLimit(t, m.headers, 'deposit', 'day', 50_000);
    expect(limitOf(lower.body, 'deposit', 'day')).toMatchObject({ amount: 50_000, pending: null });
  });

  it('an increase waits 24 hours, then needs a confirmation; until then the old limit stays', async () => {
    const m = await newMember(t, 'lim');
    await setLimit(t, m.headers, 'wager', 'week', 10_000);
    const asked = await setLimit(t, m.headers, 'wager', 'week', 30_000);
    const pending = limitOf(asked.body, 'wager', 'week');
    expect(pending).toMatchObject({ amount: 10_000, pending: { amount: 30_000 } });
    const requestedAt = new Date(pending.pending!.requestedAt).getTime();
    expect(new Date(pending.pending!.confirmableAt).getTime() - requestedAt).toBe(24 * HOUR);
    t.clock.set(new Date(requestedAt + 24 * HOUR - 60_000));
    const early = await post(m.headers, LIMIT_API.confirm, 'wager', 'week');
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('LIMIT_CHANGE_NOT_PENDING');
    expect(limitOf(await myLimits(t, m.headers), 'wager', 'week').amount).toBe(10_000);
    t.clock.set(new Date(requestedAt + 24 * HOUR));
    // The wait alone changes nothing: the member must confirm afresh.
    expect(limitOf(await myLimits(t, m.headers), 'wager', 'week').amount).toBe(10_000);
    const confirmed = await post(m.headers, LIMIT_API.confirm, 'wager', 'week');
    expect(confirmed.status).toBe(200);
    expect(limitOf(confirmed.body, 'wager', 'week')).toMatchObject({
      amount: 30_000,
      pending: null,
    });
  });

  it('a removal waits and is confirmed likewise; a cancel keeps the limit; a decrease drops a pending increase', async () => {
    const m = await newMember(t, 'lim');
    await setLimit(t, m.headers, 'loss', 'month', 20_000);
    const removal = await setLimit(t, m.headers, 'loss', 'month', null);
    expect(limitOf(removal.body, 'loss', 'month')).toMatchObject({
      amount: 20_000,
      pending: { amount: null },
    });
    const cancelled = await post(m.headers, LIMIT_API.cancel, 'loss', 'month');
    expect(limitOf(cancelled.body, 'loss', 'month')).toMatchObject({
      amount: 20_000,
      pending: null,
    });
    expect((await post(m.headers, LIMIT_API.cancel, 'loss', 'month')).status).toBe(409);

    await setLimit(t, m.headers, 'loss', 'month', 90_000);
    const lowered = await setLimit(t, m.headers, 'loss', 'month', 15_000);
    expect(limitOf(lowered.body, 'loss', 'month')).toMatchObject({ amount: 15_000, pending: null });

    await setLimit(t, m.headers, 'loss', 'month', null);
    t.clock.advance(24 * HOUR);
    const removed = await post(m.headers, LIMIT_API.confirm, 'loss', 'month');
    expect(limitOf(removed.body, 'loss', 'month')).toMatchObject({ amount: null, pending: null });
    expect(await spendLimited(t, m.id)).toBe(false);

    const history = await t.app.inject({
      method: 'GET',
      url: LIMIT_API.history,
      headers: m.headers,
    });
    expect(
      history
        .json()
        .items.map((c: { action: string; from: number | null; to: number | null }) => [
          c.action,
          c.from,
          c.to,
        ])
        .reverse(),
    ).toEqual([
      ['set', null, 20_000],
      ['removal_requested', 20_000, null],
      ['cancelled', 20_000, 20_000],
      ['increase_requested', 20_000, 90_000],
      ['decreased', 20_000, 15_000],
      ['removal_requested', 15_000, null],
      ['confirmed', 15_000, null],
    ]);
  });

  it('a session limit counts minutes and has no money flag; the operator maximum is refused', async () => {
    const m = await newMember(t, 'lim');
    const session = await setLimit(t, m.headers, 'session', 'day', 120);
    expect(limitOf(session.body, 'session', 'day').amount).toBe(120);
    expect(await spendLimited(t, m.id)).toBe(false);
    const tooLong = await setLimit(t, m.headers, 'session', 'month', 31 * 24 * 60 + 1);
    expect(tooLong.status).toBe(400);

    const spend = await t.app.services.settings.get('spendLimits');
    await t.app.services.settings.update(
      'spendLimits',
      { ...spend, maximums: { ...spend.maximums, deposit: 500_000 } },
      { operatorId: null, username: 'test', ip: null, requestId: null },
    );
    const above = await setLimit(t, m.headers, 'deposit', 'day', 500_001);
    expect(above.status).toBe(400);
    expect(above.body.error?.code).toBe('LIMIT_ABOVE_MAXIMUM');
    await t.app.services.settings.update('spendLimits', spend, {
      operatorId: null,
      username: 'test',
      ip: null,
      requestId: null,
    });
  });

  it('a "not now" at registration is asked again at the first deposit; a set limit is not', async () => {
    const answer = (headers: Record<string, string>, where: string, reply: string) =>
      t.app.inject({
        method: 'POST',
        url: LIMIT_API.prompt,
        headers,
        payload: { where, answer: reply },
      });
    const skipper = await newMember(t, 'lrs');
    const skipped = (await answer(skipper.headers, 'registration', 'skipped')).json();
    expect(skipped).toMatchObject({ registrationPromptAnswered: true, promptAnswered: false });
    const atDeposit = (await answer(skipper.headers, 'first_deposit', 'skipped')).json();
    expect(atDeposit).toMatchObject({ registrationPromptAnswered: true, promptAnswered: true });
    // The first deposit's answer stays: a later registration answer changes nothing.
    expect((await answer(skipper.headers, 'registration', 'set')).json().promptAnswered).toBe(true);

    const setter = await newMember(t, 'lrt');
    const set = (await answer(setter.headers, 'registration', 'set')).json();
    expect(set).toMatchObject({ registrationPromptAnswered: true, promptAnswered: true });
  });

  it('the prompt is shown until answered once; refused input is a 400, never a 500', async () => {
    const m = await newMember(t, 'lim');
    expect((await myLimits(t, m.headers)).promptAnswered).toBe(false);
    const answered = await t.app.inject({
      method: 'POST',
      url: LIMIT_API.prompt,
      headers: m.headers,
      payload: { where: 'first_deposit', answer: 'skipped' },
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().promptAnswered).toBe(true);
    expect(answered.json().registrationPromptAnswered).toBe(true);
    for (const amount of [0, -1, 1.5, Number.MAX_SAFE_INTEGER + 1, 'x']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: limitPath(LIMIT_API.limit, { kind: 'deposit', period: 'day' }),
        headers: m.headers,
        payload: { amount },
      });
      expect(res.statusCode).toBe(400);
    }
    const badKind = await t.app.inject({
      method: 'PUT',
      url: '/api/responsible-gaming/limits/bets/day',
      headers: m.headers,
      payload: { amount: 1 },
    });
    expect(badKind.statusCode).toBe(400);
  });
});
