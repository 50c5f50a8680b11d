/**
 * The one money library of the clients: money is integer minor units (satang, cents) everywhere;
 * text typed by a person becomes minor units here, and minor units become text here, at the
 * edge. The digit work is done on strings and integers (BigInt where a value could pass
 * Number.MAX_SAFE_INTEGER), so no floating-point arithmetic ever touches an amount.
 */

/** Minor-unit digits when the currency is not known (or is no ISO 4217 code, e.g. PLAY). */
export const DEFAULT_MONEY_DIGITS = 2;

/** Why a typed amount is not an amount. */
export type TMoneyParseError =
  /** Nothing but blanks and separators. */
  | 'empty'
  /** Not a plain decimal number (letters, exponent, a lone point, two points…). */
  | 'format'
  /** More decimals than the currency has minor-unit digits. */
  | 'decimals'
  /** A leading minus where only amounts of zero or more are allowed. */
  | 'negative'
  /** More minor units than Number.MAX_SAFE_INTEGER. */
  | 'tooLarge';

export const MONEY_PARSE_ERRORS: readonly TMoneyParseError[] = [
  'empty',
  'format',
  'decimals',
  'negative',
  'tooLarge',
];

export type TMoneyParseResult =
  { ok: true; minor: number } | { ok: false; error: TMoneyParseError };

/** How many minor-unit digits: `digits` when given, else the currency's, else 2. */
export interface TMoneyDigitsOptions {
  /** ISO 4217 code (THB, USD, JPY…): its minor-unit digits (THB 2, JPY 0, KWD 3). */
  currency?: string | undefined;
  /** Minor-unit digits, overriding the currency's. */
  digits?: number | undefined;
}

export interface TParseMoneyOptions extends TMoneyDigitsOptions {
  /** Accept a leading minus (signed amounts such as adjustments); refused by default. */
  allowNegative?: boolean;
}

export interface TFormatMoneyInputOptions extends TMoneyDigitsOptions {
  /** A whole amount without its zero decimals: "1500" instead of "1500.00". */
  trimZeroFraction?: boolean;
}

export interface TFormatMoneyOptions extends TMoneyDigitsOptions {
  /** BCP 47 locale for the grouping and decimal signs ("en", "th-TH", "zh-CN"); default "en". */
  locale?: string | undefined;
  /** A symbol put before the figure, e.g. the operator's ฿: "฿1,234.50", "-฿1.50". */
  symbol?: string | undefined;
  /** Put the currency code after the figure: "1,234.50 THB". */
  showCurrency?: boolean;
}

const ISO_CODE = /^[A-Z]{3}$/;
/** Separators people type between groups of thousands: commas and blanks (NBSP included). */
const GROUP_SEPARATORS = /[,\s]/g;
const PLAIN_DECIMAL = /^(-?)(\d*)(?:\.(\d*))?$/;
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * Minor-unit digits and narrow symbols of the currencies operators here run in, as Intl answers
 * them (money.test.ts checks every entry against Intl): a page's first Intl.NumberFormat starts
 * ICU, tens of milliseconds on a phone, which the lobby's jackpot paid before it could draw.
 */
const KNOWN_CURRENCIES: Readonly<Record<string, { digits: number; symbol: string }>> = {
  THB: { digits: 2, symbol: '฿' },
  USD: { digits: 2, symbol: '$' },
  EUR: { digits: 2, symbol: '€' },
  GBP: { digits: 2, symbol: '£' },
  CNY: { digits: 2, symbol: '¥' },
  JPY: { digits: 0, symbol: '¥' },
  KRW: { digits: 0, symbol: '₩' },
  VND: { digits: 0, symbol: '₫' },
  MYR: { digits: 2, symbol: 'RM' },
  PHP: { digits: 2, symbol: '₱' },
  SGD: { digits: 2, symbol: '$' },
  HKD: { digits: 2, symbol: '$' },
  INR: { digits: 2, symbol: '₹' },
  AUD: { digits: 2, symbol: '$' },
};

const digitsCache = new Map<string, number>();

/**
 * Minor-unit digits of an ISO 4217 currency as Intl knows them (THB 2, USD 2, JPY 0, KWD 3);
 * 2 for anything else, or when no currency is given.
 */
export function currencyDigits(currency?: string): number {
  if (!currency || !ISO_CODE.test(currency)) return DEFAULT_MONEY_DIGITS;
  const known = KNOWN_CURRENCIES[currency];
  if (known) return known.digits;
  let digits = digitsCache.get(currency);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits;
    } catch {
      digits = DEFAULT_MONEY_DIGITS;
    }
    digits ??= DEFAULT_MONEY_DIGITS;
    digitsCache.set(currency, digits);
  }
  return digits;
}

// A new Intl.NumberFormat is costly (the jackpot and balances ask for the symbol every frame).
const symbolCache = new Map<string, string | null>();

/** The symbol of an ISO 4217 currency (THB -> ฿, USD -> $), or null for anything else (PLAY). */
export function currencySymbol(currency: string): string | null {
  if (!ISO_CODE.test(currency)) return null;
  const known = KNOWN_CURRENCIES[currency];
  if (known) return known.symbol;
  let symbol = symbolCache.get(currency);
  if (symbol === undefined) {
    try {
      const parts = new Intl.NumberFormat('en', {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
      }).formatToParts(0);
      symbol = parts.find((part) => part.type === 'currency')?.value ?? null;
    } catch {
      symbol = null;
    }
    symbolCache.set(currency, symbol);
  }
  return symbol;
}

function resolveDigits(options: TMoneyDigitsOptions): number {
  const digits = options.digits ?? currencyDigits(options.currency);
  if (!Number.isInteger(digits) || digits < 0 || digits > 20) {
    throw new RangeError(`minor-unit digits must be an integer from 0 to 20, not ${digits}`);
  }
  return digits;
}

/**
 * Text typed by a person ("1,234.5", " 7.", ".25") as integer minor units (123450, 700, 25),
 * read digit by digit: never a float, never a fraction of a minor unit. Commas and blanks
 * between digits are taken as thousands separators and the point as the decimal point.
 * Refused: empty text, anything but a plain decimal number, more decimals than the currency
 * has, a minus (unless `allowNegative`), and more than Number.MAX_SAFE_INTEGER minor units.
 */
export function parseMoney(input: string, options: TParseMoneyOptions = {}): TMoneyParseResult {
  const text = input.replace(GROUP_SEPARATORS, '');
  if (text === '') return { ok: false, error: 'empty' };
  const match = PLAIN_DECIMAL.exec(text);
  const [, sign = '', whole = '', fraction = ''] = match ?? [];
  if (!match || (whole === '' && fraction === '')) return { ok: false, error: 'format' };
  if (sign && !options.allowNegative) return { ok: false, error: 'negative' };
  const digits = resolveDigits(options);
  if (fraction.length > digits) return { ok: false, error: 'decimals' };
  // Whole and fraction digits side by side are the minor units: "12" "5" (2 digits) -> 1250.
  const units = BigInt(`${whole}${fraction.padEnd(digits, '0')}`);
  if (units > MAX_SAFE) return { ok: false, error: 'tooLarge' };
  const minor = Number(units);
  // -0 is 0: the sign of nothing is no sign.
  return { ok: true, minor: sign && minor !== 0 ? -minor : minor };
}

/** Splits safe-integer minor units into sign, whole and fraction digit strings. */
function splitMinor(minor: number, digits: number) {
  const sign = minor < 0 ? '-' : '';
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  const cut = text.length - digits;
  return { sign, whole: text.slice(0, cut), fraction: text.slice(cut) };
}

/**
 * Minor units as the plain text of an input (no grouping, a point, all the currency's
 * decimals): 123450 -> "1234.50", 5 -> "0.05", -150 -> "-1.50"; with `trimZeroFraction`,
 * 150000 -> "1500". The empty string for anything but a safe integer (nothing to edit).
 * `parseMoney` reads it back to the same minor units.
 */
export function formatMoneyInput(minor: number, options: TFormatMoneyInputOptions = {}): string {
  if (!Number.isSafeInteger(minor)) return '';
  const digits = resolveDigits(options);
  const { sign, whole, fraction } = splitMinor(minor, digits);
  if (digits === 0 || (options.trimZeroFraction && /^0+$/.test(fraction))) return sign + whole;
  return `${sign}${whole}.${fraction}`;
}

/**
 * Locales that write amounts in Latin digits grouped by three with "," and a "." decimal point,
 * as Intl does (money.test.ts checks them against Intl): the site's three languages. Formatted
 * here without Intl, whose start-up costs a phone tens of milliseconds on the first screen.
 */
const COMMA_POINT_LOCALES: ReadonlySet<string> = new Set([
  'en',
  'en-US',
  'en-GB',
  'th',
  'th-TH',
  'zh',
  'zh-CN',
]);

/** "-1234567" "50" -> "-1,234,567.50". */
function commaPoint(minor: number, digits: number): string {
  const { sign, whole, fraction } = splitMinor(minor, digits);
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return digits === 0 ? sign + grouped : `${sign}${grouped}.${fraction}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, digits: number): Intl.NumberFormat {
  const key = `${locale}|${digits}`;
  let format = formatters.get(key);
  if (!format) {
    const options = {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      useGrouping: true,
    } as const;
    try {
      format = new Intl.NumberFormat(locale, options);
    } catch {
      // A tag Intl cannot read (an empty language while i18n starts): English signs.
      format = new Intl.NumberFormat('en', options);
    }
    formatters.set(key, format);
  }
  return format;
}

/**
 * Minor units for display: the language's grouping and decimal signs and exactly the
 * currency's decimals (123456789 -> "1,234,567.89" in en), from a decimal string so Intl never
 * sees a float; optionally a symbol before ("฿1,234.50") or the currency code after
 * ("1,234.50 THB"). "—" for anything but a safe integer.
 */
export function formatMoney(minor: number, options: TFormatMoneyOptions = {}): string {
  if (!Number.isSafeInteger(minor)) return '—';
  const digits = resolveDigits(options);
  const locale = options.locale || 'en';
  const plain = COMMA_POINT_LOCALES.has(locale)
    ? (units: number) => commaPoint(units, digits)
    : (units: number) =>
        numberFormat(locale, digits).format(
          formatMoneyInput(units, { digits }) as Intl.StringNumericLiteral,
        );
  let text = options.symbol
    ? `${minor < 0 ? '-' : ''}${options.symbol}${plain(Math.abs(minor))}`
    : plain(minor);
  if (options.showCurrency && options.currency) text = `${text} ${options.currency}`;
  return text;
}

/** Whether a form issue message is one of `zMoneyText`'s parse errors. */
export function isMoneyParseError(message: string | undefined): message is TMoneyParseError {
  return MONEY_PARSE_ERRORS.includes(message as TMoneyParseError);
}
