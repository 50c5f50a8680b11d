import { describe, expect, it } from 'vitest';
import { minorToText, textToMinor } from './money';

describe('money text <-> minor units', () => {
  it('shows minor units with two decimals', () => {
    expect(minorToText(200_000)).toBe('2000.00');
    expect(minorToText(5)).toBe('0.05');
    expect(minorToText(0)).toBe('0.00');
    expect(minorToText(-150)).toBe('-1.50');
  });

  it('reads up to two decimals without floating-point error', () => {
    expect(textToMinor('1234.5')).toBe(123_450);
    expect(textToMinor('0.29')).toBe(29); // 0.29 * 100 is 28.999… in floating point
    expect(textToMinor('1,000,000.01')).toBe(100_000_001);
    expect(textToMinor('7')).toBe(700);
    expect(textToMinor('7.')).toBe(700);
    expect(textToMinor('-2')).toBe(-200);
    expect(textToMinor('.5')).toBe(50);
  });

  it('gives NaN for text that is not an amount', () => {
    for (const bad of ['', 'abc', '1.234', '1e3', '.', '99999999999999999']) {
      expect(textToMinor(bad), bad).toBeNaN();
    }
  });
});
