import { describe, expect, it } from 'vitest';
import { ForwardOnlyClock, knownTimeZone, startOfDay, startOfNextDay, TestClock } from './clock.js';

const at = (iso: string) => new Date(iso);

describe('startOfDay', () => {
  it('is local midnight in the operator time zone, not UTC midnight', () => {
    // 00:28 UTC is 07:28 in Bangkok: the day began at 17:00 UTC the evening before.
    expect(startOfDay(at('2026-03-05T00:28:00Z'), 'Asia/Bangkok').toISOString()).toBe(
      '2026-03-04T17:00:00.000Z',
    );
    // 16:59:59.999 UTC is still the same Bangkok day; 17:00 UTC starts the next one.
    expect(startOfDay(at('2026-03-05T16:59:59.999Z'), 'Asia/Bangkok').toISOString()).toBe(
      '2026-03-04T17:00:00.000Z',
    );
    expect(startOfDay(at('2026-03-05T17:00:00Z'), 'Asia/Bangkok').toISOString()).toBe(
      '2026-03-05T17:00:00.000Z',
    );
    expect(startOfDay(at('2026-03-05T00:28:00Z'), 'UTC').toISOString()).toBe(
      '2026-03-05T00:00:00.000Z',
    );
  });

  it('handles daylight-saving days and a midnight that does not exist', () => {
    // New York springs forward at 02:00 on 2026-03-08 (the day is 23 hours) …
    expect(startOfDay(at('2026-03-08T20:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-03-08T05:00:00.000Z',
    );
    expect(startOfNextDay(at('2026-03-08T20:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-03-09T04:00:00.000Z',
    );
    // … and falls back on 2026-11-01 (25 hours).
    expect(startOfNextDay(at('2026-11-01T12:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-11-02T05:00:00.000Z',
    );
    // Chile skipped from 24:00 to 01:00 on 2024-09-08: that day began at 01:00 local (04:00Z).
    expect(startOfDay(at('2024-09-08T15:00:00Z'), 'America/Santiago').toISOString()).toBe(
      '2024-09-08T04:00:00.000Z',
    );
    // Samoa skipped 2011-12-30 altogether.
    expect(startOfNextDay(at('2011-12-29T12:00:00Z'), 'Pacific/Apia').toISOString()).toBe(
      '2011-12-30T10:00:00.000Z',
    );
  });

  it('counts an unknown time zone as UTC', () => {
    expect(knownTimeZone('Mars/Olympus')).toBe('UTC');
    expect(knownTimeZone('Asia/Bangkok')).toBe('Asia/Bangkok');
    expect(startOfDay(at('2026-03-05T00:28:00Z'), 'Mars/Olympus').toISOString()).toBe(
      '2026-03-05T00:00:00.000Z',
    );
  });
});

describe('TestClock', () => {
  it('starts where told, runs on, and moves when set or advanced', async () => {
    const clock = new TestClock(at('2030-01-01T00:00:00Z'));
    const first = clock.now().getTime();
    expect(first - Date.parse('2030-01-01T00:00:00Z')).toBeLessThan(1000);
    await new Promise((r) => setTimeout(r, 20));
    expect(clock.now().getTime()).toBeGreaterThan(first);
    clock.advance(60_000);
    expect(clock.now().getTime() - first).toBeGreaterThanOrEqual(60_000);
    clock.set(at('2031-06-01T12:00:00Z'));
    expect(Math.abs(clock.now().getTime() - Date.parse('2031-06-01T12:00:00Z'))).toBeLessThan(1000);
  });
});

describe('ForwardOnlyClock (the e2e server clock)', () => {
  it('reads the real time until moved, then runs on ahead by exactly the steps taken', () => {
    const clock = new ForwardOnlyClock();
    const real = Date.now();
    // No timing: the clock reads the real time at or after the moment before the call.
    expect(clock.now().getTime()).toBeGreaterThanOrEqual(real);
    expect(clock.offsetMs).toBe(0);
    clock.advance(86_400_000);
    clock.advance(0);
    clock.advance(5 * 60_000);
    expect(clock.offsetMs).toBe(86_400_000 + 300_000);
    const before = Date.now();
    const read = clock.now().getTime();
    expect(read).toBeGreaterThanOrEqual(before + 86_700_000);
  });

  it('never moves back, nor by a fraction or a non-number', () => {
    const clock = new ForwardOnlyClock();
    clock.advance(1000);
    expect(() => clock.advance(-1)).toThrow(RangeError);
    expect(() => clock.advance(0.5)).toThrow(RangeError);
    expect(() => clock.advance(Number.NaN)).toThrow(RangeError);
    expect(() => clock.advance(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(clock.offsetMs).toBe(1000);
  });
});
