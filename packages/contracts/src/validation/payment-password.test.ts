import { describe, expect, it } from 'vitest';
import { weakPaymentPasswordReason } from './payment-password.js';

describe('weakPaymentPasswordReason', () => {
  it('refuses runs up and down', () => {
    for (const pw of ['123456', '654321', '345678', 'abcdef']) {
      expect(weakPaymentPasswordReason(pw)).toBe('sequence');
    }
  });

  it('refuses one digit or a short block repeated', () => {
    for (const pw of ['111111', '000000', '121212', '123123', '909090']) {
      expect(weakPaymentPasswordReason(pw)).toBe('repeated');
    }
  });

  it("refuses the owner's birthday in common orders, CE and Buddhist-era years", () => {
    const owner = { birthday: '1990-07-15' };
    for (const pw of ['150790', '900715', '071590', '15072533', '150733', '19900715']) {
      expect(weakPaymentPasswordReason(pw, owner)).toBe('birthday');
    }
  });

  it("refuses digits of the owner's mobile number", () => {
    const owner = { mobile: '081 234 5678' };
    expect(weakPaymentPasswordReason('812345', owner)).toBe('mobile');
    expect(weakPaymentPasswordReason('345678', owner)).toBe('sequence');
    expect(weakPaymentPasswordReason('234567', { mobile: '0899999999' })).toBe('sequence');
    expect(weakPaymentPasswordReason('125678', owner)).toBeNull();
  });

  it('accepts a password with none of those', () => {
    expect(
      weakPaymentPasswordReason('583920', { birthday: '1990-07-15', mobile: '0812345678' }),
    ).toBeNull();
    expect(weakPaymentPasswordReason('135790')).toBeNull();
  });
});
