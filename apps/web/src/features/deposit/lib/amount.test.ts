import { describe, expect, it } from 'vitest';
import { amountProblem, minorToInput, parseAmountToMinor, quickAmounts } from './amount';

describe('amount in minor units', () => {
  it('parses typed amounts without floats', () => {
    expect(parseAmountToMinor('100')).toBe(10_000);
    expect(parseAmountToMinor('1,234.5')).toBe(123_450);
    expect(parseAmountToMinor('0.1')).toBe(10);
    expect(parseAmountToMinor('19.99')).toBe(1_999);
    expect(parseAmountToMinor('1.005')).toBeNull();
    expect(parseAmountToMinor('-5')).toBeNull();
    expect(parseAmountToMinor('1e3')).toBeNull();
    expect(parseAmountToMinor('')).toBeNull();
  });

  it('writes minor units back as input text', () => {
    expect(minorToInput(150_000)).toBe('1500');
    expect(minorToInput(12_345)).toBe('123.45');
    expect(minorToInput(5)).toBe('0.05');
  });

  it('names the broken limit', () => {
    expect(amountProblem('', 10_000, 50_000)).toBe('required');
    expect(amountProblem('abc', 10_000, 50_000)).toBe('format');
    expect(amountProblem('99.99', 10_000, 50_000)).toBe('min');
    expect(amountProblem('500.01', 10_000, 50_000)).toBe('max');
    expect(amountProblem('500', 10_000, 50_000)).toBeNull();
  });

  it('offers quick amounts inside the limits', () => {
    expect(quickAmounts(50_000, 200_000)).toEqual([50_000, 100_000, 200_000]);
  });
});
