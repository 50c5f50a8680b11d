import { describe, expect, it } from 'vitest';
import { groupSecret } from './group-secret';

describe('groupSecret', () => {
  it('splits into groups of four and keeps a shorter tail', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('ABCDEF')).toBe('ABCD EF');
    expect(groupSecret(' AB CD ')).toBe('ABCD');
    expect(groupSecret('')).toBe('');
  });
});
