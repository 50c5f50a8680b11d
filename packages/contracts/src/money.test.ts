import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZMinorUnits } from './cashier-settings.js';
import {
  currencyDigits,
  currencySymbol,
  formatMoney,
  formatMoneyInput,
  parseMoney,
} from './money.js';
import { zMoneyText } from './money-text.js';

const MAX = Number.MAX_SAFE_INTEGER;
const safeMinor = fc.integer({ min: 0, max: MAX });
/** Safe integers, small ones often (where the zero padding happens). */
const anyMinor = fc.oneof(fc.integer({ min: 0, max: 1000 }), safeMinor);
const digitCount = fc.integer({ min: 0, max: 4 });
const LOCALES = ['en', 'th-TH', 'zh-CN', 'th', 'zh'];

describe('parseMoney', () => {
  it('reads typed amounts as integer minor units', () => {
    expect(parseMoney('1,234.5')).toEqual({ ok: true, minor: 123_450 });
    expect(parseMoney('0.29')).toEqual({ ok: true, minor: 29 }); // 0.29 * 100 is 28.999… as a float
    expect(parseMoney(' 7. ')).toEqual({ ok: true, minor: 700 });
    expect(parseMoney('.5')).toEqual({ ok: true, minor: 50 });
    expect(parseMoney('1 000 000.01')).toEqual({ ok: true, minor: 100_000_001 });
    expect(parseMoney('90,071,992,547,409.91')).toEqual({ ok: true, minor: MAX });
    expect(parseMoney('0')).toEqual({ ok: true, minor: 0 });
  });

  it('uses the currency minor-unit digits', () => {
    expect(parseMoney('12.5', { currency: 'THB' })).toEqual({ ok: true, minor: 1250 });
    expect(parseMoney('1,500', { currency: 'JPY' })).toEqual({ ok: true, minor: 1500 });
    expect(parseMoney('1.5', { currency: 'JPY' })).toEqual({ ok: false, error: 'decimals' });
    expect(parseMoney('1.234', { currency: 'KWD' })).toEqual({ ok: true, minor: 1234 });
    expect(parseMoney('1.5', { currency: 'PLAY' })).toEqual({ ok: true, minor: 150 });
    expect(parseMoney('1.5', { digits: 3 })).toEqual({ ok: true, minor: 1500 });
  });

  it('names what is wrong', () => {
    expect(parseMoney('')).toEqual({ ok: false, error: 'empty' });
    expect(parseMoney(' , ')).toEqual({ ok: false, error: 'empty' });
    for (const text of ['abc', '1e3', '.', '-', '1.2.3', '12a', '+5', '0x10', '١٢', 'Infinity']) {
      expect(parseMoney(text), text).toEqual({ ok: false, error: 'format' });
    }
    expect(parseMoney('1.005')).toEqual({ ok: false, error: 'decimals' });
    expect(parseMoney('-5')).toEqual({ ok: false, error: 'negative' });
    expect(parseMoney('99999999999999999')).toEqual({ ok: false, error: 'tooLarge' });
    expect(parseMoney('90071992547409.92')).toEqual({ ok: false, error: 'tooLarge' });
  });

  it('reads a minus only when asked to', () => {
    expect(parseMoney('-2', { allowNegative: true })).toEqual({ ok: true, minor: -200 });
    expect(parseMoney('-.5', { allowNegative: true })).toEqual({ ok: true, minor: -50 });
    const zero = parseMoney('-0', { allowNegative: true });
    expect(zero.ok && Object.is(zero.minor, 0)).toBe(true);
  });

  it('never gives anything but a safe integer, whatever the text', () => {
    const typed = fc.stringMatching(/^[-\d,. ]{0,24}$/);
    fc.assert(
      fc.property(fc.oneof(fc.string(), typed), digitCount, fc.boolean(), (text, digits, neg) => {
        const parsed = parseMoney(text, { digits, allowNegative: neg });
        if (parsed.ok) {
          expect(Number.isSafeInteger(parsed.minor)).toBe(true);
          if (!neg) expect(parsed.minor).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees with exact integer arithmetic on every whole.fraction', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 20n }),
        digitCount,
        fc.nat(),
        (whole, digits, seed) => {
          const fraction = digits === 0 ? '' : String(seed % 10 ** digits).padStart(digits, '0');
          const exact = whole * 10n ** BigInt(digits) + BigInt(fraction || '0');
          const parsed = parseMoney(fraction ? `${whole}.${fraction}` : `${whole}`, { digits });
          if (exact <= BigInt(MAX)) expect(parsed).toEqual({ ok: true, minor: Number(exact) });
          else expect(parsed).toEqual({ ok: false, error: 'tooLarge' });
        },
      ),
    );
  });

  it('refuses one decimal more than the currency has, never rounding it away', () => {
    fc.assert(
      fc.property(fc.nat(), digitCount, fc.integer({ min: 1, max: 9 }), (whole, digits, last) => {
        const text = `${whole}.${'0'.repeat(digits)}${last}`;
        expect(parseMoney(text, { digits })).toEqual({ ok: false, error: 'decimals' });
      }),
    );
  });

  it('refuses a minus unless allowed, and then reads it as the negated amount', () => {
    fc.assert(
      fc.property(
        safeMinor.filter((n) => n > 0),
        (minor) => {
          const text = `-${formatMoneyInput(minor)}`;
          expect(parseMoney(text)).toEqual({ ok: false, error: 'negative' });
          expect(parseMoney(text, { allowNegative: true })).toEqual({ ok: true, minor: -minor });
        },
      ),
    );
  });

  it('refuses anything beyond Number.MAX_SAFE_INTEGER minor units', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: BigInt(MAX) + 1n, max: 10n ** 30n }), (units) => {
        const text = `${units / 100n}.${String(units % 100n).padStart(2, '0')}`;
        expect(parseMoney(text)).toEqual({ ok: false, error: 'tooLarge' });
      }),
    );
  });
});

describe('formatMoneyInput', () => {
  it('writes minor units as plain input text', () => {
    expect(formatMoneyInput(123_405)).toBe('1234.05');
    expect(formatMoneyInput(5)).toBe('0.05');
    expect(formatMoneyInput(0)).toBe('0.00');
    expect(formatMoneyInput(-150)).toBe('-1.50');
    expect(formatMoneyInput(150_000, { trimZeroFraction: true })).toBe('1500');
    expect(formatMoneyInput(12_340, { trimZeroFraction: true })).toBe('123.40');
    expect(formatMoneyInput(1500, { currency: 'JPY' })).toBe('1500');
    expect(formatMoneyInput(1234, { currency: 'KWD' })).toBe('1.234');
    expect(formatMoneyInput(Number.NaN)).toBe('');
    expect(formatMoneyInput(1.5)).toBe('');
  });

  it('is read back by parseMoney as the same minor units, for every safe amount', () => {
    fc.assert(
      fc.property(anyMinor, digitCount, fc.boolean(), (minor, digits, trimZeroFraction) => {
        const text = formatMoneyInput(minor, { digits, trimZeroFraction });
        expect(parseMoney(text, { digits })).toEqual({ ok: true, minor });
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(anyMinor, fc.constantFrom('THB', 'USD', 'JPY', 'KWD'), (minor, currency) => {
        expect(parseMoney(formatMoneyInput(minor, { currency }), { currency })).toEqual({
          ok: true,
          minor,
        });
      }),
    );
  });

  it('round-trips signed amounts too', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX, max: MAX }), (minor) => {
        const parsed = parseMoney(formatMoneyInput(minor), { allowNegative: true });
        expect(parsed).toEqual({ ok: true, minor });
      }),
    );
  });
});

describe('formatMoney', () => {
  it('shows the language grouping and exactly the currency decimals', () => {
    expect(formatMoney(123_456_789)).toBe('1,234,567.89');
    expect(formatMoney(123_456, { locale: 'th-TH' })).toBe('1,234.56');
    expect(formatMoney(123_456, { locale: 'zh-CN', currency: 'THB' })).toBe('1,234.56');
    expect(formatMoney(5)).toBe('0.05');
    expect(formatMoney(-150)).toBe('-1.50');
    expect(formatMoney(MAX)).toBe('90,071,992,547,409.91');
    expect(formatMoney(123_456, { locale: 'de' })).toBe('1.234,56');
    expect(formatMoney(1500, { currency: 'JPY' })).toBe('1,500');
    expect(formatMoney(1_234_567, { currency: 'KWD' })).toBe('1,234.567');
    expect(formatMoney(Number.NaN)).toBe('—');
    expect(formatMoney(10, { locale: '' })).toBe('0.10');
  });

  it('puts a symbol before the figure and the currency code after it', () => {
    expect(formatMoney(123_450, { symbol: '฿' })).toBe('฿1,234.50');
    expect(formatMoney(-150, { symbol: '฿' })).toBe('-฿1.50');
    expect(formatMoney(123_450, { currency: 'THB', showCurrency: true })).toBe('1,234.50 THB');
  });

  it('is stable and reads back to the same minor units in every language', () => {
    fc.assert(
      fc.property(anyMinor, fc.constantFrom(...LOCALES), digitCount, (minor, locale, digits) => {
        const text = formatMoney(minor, { locale, digits });
        expect(formatMoney(minor, { locale, digits })).toBe(text);
        expect(text).toMatch(digits === 0 ? /^[\d,]+$/ : new RegExp(`^[\\d,]+\\.\\d{${digits}}$`));
        expect(parseMoney(text, { digits })).toEqual({ ok: true, minor });
      }),
      { numRuns: 2000 },
    );
  });
});

/** What Intl answers, to check the answers given without it. */
function intlCurrency(currency: string) {
  const format = new Intl.NumberFormat('en', {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  });
  return {
    digits: format.resolvedOptions().maximumFractionDigits,
    symbol: format.formatToParts(0).find((part) => part.type === 'currency')?.value,
  };
}

describe('currencies', () => {
  it('answers as Intl does, for the currencies it knows without Intl and for any other', () => {
    const codes = ['THB', 'USD', 'EUR', 'GBP', 'CNY', 'JPY', 'KRW', 'VND', 'MYR', 'PHP', 'SGD'];
    for (const code of [...codes, 'HKD', 'INR', 'AUD', 'CHF', 'BHD', 'LAK']) {
      expect({ code, digits: currencyDigits(code), symbol: currencySymbol(code) }).toEqual({
        code,
        ...intlCurrency(code),
      });
    }
  });

  it('knows the minor-unit digits and symbols of ISO codes, and 2 / none for the rest', () => {
    expect(currencyDigits('THB')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('KWD')).toBe(3);
    expect(currencyDigits('PLAY')).toBe(2);
    expect(currencyDigits()).toBe(2);
    expect(currencySymbol('THB')).toBe('฿');
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('PLAY')).toBeNull();
  });
});

describe('formatMoney without Intl', () => {
  it('writes the site languages (and their regional tags) exactly as Intl does', () => {
    const locales = ['en', 'en-US', 'en-GB', 'th', 'th-TH', 'zh', 'zh-CN', 'de', 'en-IN'];
    fc.assert(
      fc.property(
        fc.maxSafeInteger().map((n) => (n % 2 === 0 ? n : -n)),
        fc.constantFrom(...locales),
        fc.constantFrom(0, 2, 3),
        (minor, locale, digits) => {
          const intl = new Intl.NumberFormat(locale, {
            minimumFractionDigits: digits,
            maximumFractionDigits: digits,
          }).format(formatMoneyInput(minor, { digits }) as Intl.StringNumericLiteral);
          expect(formatMoney(minor, { locale, digits })).toBe(intl);
        },
      ),
      { numRuns: 3000 },
    );
    expect(formatMoney(-123_456, { locale: 'th-TH', currency: 'THB', symbol: '฿' })).toBe(
      '-฿1,234.56',
    );
    expect(formatMoney(1_500_000, { locale: 'zh-CN', currency: 'JPY' })).toBe('1,500,000');
    expect(formatMoney(5, { locale: 'en', currency: 'KWD' })).toBe('0.005');
  });
});

describe('zMoneyText', () => {
  it('turns a typed amount into minor units for a request schema, or names the problem', () => {
    const schema = zMoneyText({ currency: 'THB' }).pipe(ZMinorUnits.min(1));
    expect(schema.parse('1,234.50')).toBe(123_450);
    const issue = (text: string) => schema.safeParse(text).error?.issues[0];
    expect(issue('')?.message).toBe('empty');
    expect(issue('1.234')?.message).toBe('decimals');
    expect(issue('-1')?.message).toBe('negative');
    expect(issue('0')?.code).toBe('too_small');
  });
});
