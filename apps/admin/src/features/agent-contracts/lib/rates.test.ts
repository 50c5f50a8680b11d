import { describe, expect, it } from 'vitest';
import { bpsToPercentText, formatRate, percentTextToBps } from './rates';

describe('agent contract rates', () => {
  it('reads a percentage as basis points without floating point', () => {
    expect(percentTextToBps('1.5')).toBe(150);
    expect(percentTextToBps('0.29')).toBe(29);
    expect(percentTextToBps('50')).toBe(5_000);
    expect(percentTextToBps('2.1 %'.replace(' ', ''))).toBe(210);
    expect(percentTextToBps('100')).toBe(10_000);
  });

  it('refuses what is no percentage with two decimals', () => {
    expect(percentTextToBps('')).toBeNull();
    expect(percentTextToBps('1.234')).toBeNull();
    expect(percentTextToBps('-1')).toBeNull();
    expect(percentTextToBps('abc')).toBeNull();
  });

  it('writes basis points as a percentage', () => {
    expect(bpsToPercentText(150)).toBe('1.50');
    expect(bpsToPercentText(300)).toBe('3');
    expect(formatRate(150, 'en')).toBe('1.50%');
    expect(formatRate(5_000, 'th')).toBe('50.00%');
  });
});
