import { describe, expect, it } from 'vitest';
import { presetRange } from './date-presets';
import { minorToInput, parseAmount } from './money-input';
import { pageItems } from '../../../components/ui/page-items';

describe('parseAmount', () => {
  it('reads amounts as integer minor units without floats', () => {
    expect(parseAmount('1,234.5')).toEqual({ ok: true, minor: 123450 });
    expect(parseAmount('0.07')).toEqual({ ok: true, minor: 7 });
    expect(parseAmount('.5')).toEqual({ ok: true, minor: 50 });
    expect(parseAmount('19.99')).toEqual({ ok: true, minor: 1999 });
  });

  it('refuses empty, malformed, over-precise and non-positive amounts', () => {
    expect(parseAmount(' ')).toEqual({ ok: false, problem: 'required' });
    expect(parseAmount('1e3')).toEqual({ ok: false, problem: 'format' });
    expect(parseAmount('-5')).toEqual({ ok: false, problem: 'format' });
    expect(parseAmount('1.234')).toEqual({ ok: false, problem: 'decimals' });
    expect(parseAmount('0.00')).toEqual({ ok: false, problem: 'positive' });
    expect(parseAmount('99999999999999999')).toEqual({ ok: false, problem: 'tooLarge' });
  });

  it('writes minor units back as a plain input value', () => {
    expect(minorToInput(123405)).toBe('1234.05');
    expect(minorToInput(0)).toBe('0.00');
  });
});

describe('presetRange', () => {
  // 21 November, 00:30 in Bangkok: still 20 November in UTC.
  const now = new Date('2025-11-20T17:30:00.000Z');
  it('counts today (of the site time zone) in previous and next ranges', () => {
    expect(presetRange('previous7', 'UTC', now)).toEqual({ from: '2025-11-14', to: '2025-11-20' });
    expect(presetRange('previous7', 'Asia/Bangkok', now)).toEqual({
      from: '2025-11-15',
      to: '2025-11-21',
    });
    expect(presetRange('previous30', 'Asia/Bangkok', now)).toEqual({
      from: '2025-10-23',
      to: '2025-11-21',
    });
    expect(presetRange('next7', 'Asia/Bangkok', now)).toEqual({
      from: '2025-11-21',
      to: '2025-11-27',
    });
    expect(presetRange('next30', 'Asia/Bangkok', now)).toEqual({
      from: '2025-11-21',
      to: '2025-12-20',
    });
  });
});

describe('pageItems', () => {
  const pages = (current: number, total: number) =>
    pageItems(current, total).map((item) => (item.kind === 'page' ? item.page : '…'));
  it('shows 2 margin pages and a range of 5 around the current page', () => {
    expect(pages(1, 3)).toEqual([1, 2, 3]);
    expect(pages(1, 20)).toEqual([1, 2, 3, 4, 5, '…', 19, 20]);
    expect(pages(10, 20)).toEqual([1, 2, '…', 8, 9, 10, 11, 12, '…', 19, 20]);
    expect(pages(20, 20)).toEqual([1, 2, '…', 16, 17, 18, 19, 20]);
  });
});
