/**
 * Registration validation patterns (spec §5 "Pattern ids", §3 "Registration validation map").
 *
 * The same module runs in the browser form and on the API server, so it is pure TypeScript: no
 * Node or DOM APIs, only JavaScript regular expressions with the `u` flag. Every pattern refuses
 * the empty string except id 0 (length only); whether an empty optional field is skipped is the
 * caller's decision, and a required field's emptiness is reported by the `min` bound.
 *
 * Spaces in "letters and spaces" rules mean U+0020 only, never at the start or end: a trailing
 * space is nearly always a typing slip and would otherwise be stored on the server.
 */

/** Every pattern id the server validation config may name, in spec order. */
export const PATTERN_IDS = [
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24,
] as const;

/** A pattern id from spec §5 (0–24). */
export type TPatternId = (typeof PATTERN_IDS)[number];

/** Inclusive length bounds in code points; `null` or `undefined` means no bound on that side. */
export interface PatternBounds {
  min?: number | null;
  max?: number | null;
}

/** Why a value failed: the character rule, or one of the length bounds. */
export type TPatternFailure = 'pattern' | 'tooShort' | 'tooLong';

/** The outcome of {@link checkPattern}. */
export type TPatternCheck = { ok: true } | { ok: false; reason: TPatternFailure };

/** Tells whether `value` (for example a number read from server config) is a known pattern id. */
export function isPatternId(value: unknown): value is TPatternId {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 24;
}

// Building blocks, kept as class bodies so they can be combined inside `[...]`.
/** Thai consonants, vowels, tone and other marks; Thai digits and ๏ ๚ ๛ signs left out. */
const THAI = '\\u0E01-\\u0E3A\\u0E40-\\u0E4E';
/** Hangul jamo and syllables without the invisible filler characters (a spoofing risk). */
const HANGUL =
  '\\u1100-\\u115E\\u1161-\\u11FF\\u3131-\\u3163\\u3165-\\u318E\\uA960-\\uA97F\\uAC00-\\uD7A3\\uD7B0-\\uD7FF';
/** Full-width Hiragana (with ゝゞゟ iteration marks and the combining voicing marks). */
const HIRAGANA = '\\u3041-\\u3096\\u3099\\u309A\\u309D-\\u309F';
/** Full-width Katakana (with ー ヽヾヿ and the small Ainu kana); half-width forms excluded. */
const KATAKANA = '\\u30A1-\\u30FA\\u30FC-\\u30FF\\u31F0-\\u31FF';
/**
 * Punctuation ranges a Chinese text may use: ASCII, the middle dots · and ・, general
 * punctuation (dashes, curly quotes, ‧, …), CJK punctuation, vertical/compatibility/small forms
 * and full-width forms. Each character must also be `\p{P}`, which drops the spaces, symbols such
 * as $ + < > and the ideographic space that live in the same ranges.
 */
const CJK_PUNCT_RANGES =
  '\\u0021-\\u007E\\u00B7\\u2010-\\u205E\\u3000-\\u303F\\u30FB\\uFE10-\\uFE1F\\uFE30-\\uFE6F\\uFF00-\\uFFEF';

/** A word of letters in any script; it may not begin with a combining mark. */
const ANY_WORD = '\\p{L}[\\p{L}\\p{M}]*';
/** A word of Thai or English letters; it may not begin with a Thai combining mark. */
const THAI_EN_WORD = `(?!\\p{M})[A-Za-z${THAI}]+`;
/** A name part: letters of any script, with ' ’ - . joining pieces and an optional final period. */
const NAME_WORD = `${ANY_WORD}(?:['’.-]${ANY_WORD})*\\.?`;

/** Words separated by runs of U+0020, never leading or trailing (no backtracking blow-up). */
function spacedWords(word: string): string {
  return `^${word}(?: +${word})*$`;
}

function re(source: string): RegExp {
  return new RegExp(source, 'u');
}

/**
 * The character rule of each pattern id. Dates (11, 13) also need the calendar check in
 * {@link testPattern}, so use that function rather than these expressions alone. None has the
 * `g` or `y` flag, so sharing them is safe (`test` keeps no state).
 */
export const PATTERN_REGEXES: Readonly<Record<TPatternId, RegExp>> = {
  // 0: length only; any characters, the bounds do the work.
  0: re('^[^]*$'),
  // 1: username; an ASCII letter, then ASCII letters and digits.
  1: re('^[A-Za-z][A-Za-z0-9]*$'),
  // 2: kanji (Han script, incl. 々 〇 and the CJK extensions) and ASCII digits, in any mix.
  2: re('^[\\p{Script=Han}0-9]+$'),
  // 3: practical e-mail: dot-atom local part (≤ 64), one @, LDH domain labels, alphabetic TLD ≥ 2.
  3: re(
    "^(?=[^@]{1,64}@)[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*" +
      '@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$',
  ),
  // 4: ASCII letters or digits, in any mix (all letters or all digits is fine).
  4: re('^[A-Za-z0-9]+$'),
  // 5: ASCII letters and digits combined: at least one of each, nothing else.
  5: re('^(?=[A-Za-z0-9]*[A-Za-z])(?=[A-Za-z0-9]*[0-9])[A-Za-z0-9]+$'),
  // 6: ASCII digits only.
  6: re('^[0-9]+$'),
  // 7: ASCII letters and digits with at least one uppercase letter; so no Chinese characters.
  7: re('^(?=[A-Za-z0-9]*[A-Z])[A-Za-z0-9]+$'),
  // 8: ASCII letters and spaces; at least one letter, spaces only between words.
  8: re(spacedWords('[A-Za-z]+')),
  // 9: no whitespace of any kind (Unicode \s: spaces, tabs, NBSP, ideographic space, newlines).
  9: re('^\\S+$'),
  // 10: Han characters and CJK/ASCII punctuation (e.g. 欧阳·娜娜), at least one Han character.
  10: re(`^(?=.*\\p{Script=Han})(?:\\p{Script=Han}|(?=\\p{P})[${CJK_PUNCT_RANGES}])+$`),
  // 11: yyyy-MM-dd; the calendar check rejects impossible days such as 2023-02-30.
  11: re('^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  // 12: letters of any script (with combining marks) and spaces between words.
  12: re(spacedWords(ANY_WORD)),
  // 13: MM-dd-yyyy; the calendar check rejects impossible days such as 02-30-2023.
  13: re('^[0-9]{2}-[0-9]{2}-[0-9]{4}$'),
  // 14: letters of any script (with marks) and decimal digits of any script; not led by a mark.
  14: re('^(?!\\p{M})[\\p{L}\\p{M}\\p{Nd}]+$'),
  // 15: Hangul syllables and jamo only, no spaces.
  15: re(`^[${HANGUL}]+$`),
  // 16: Thai letters with their vowel and tone marks, no spaces; not led by a combining mark.
  16: re(`^(?!\\p{M})[${THAI}]+$`),
  // 17: Thai or ASCII letters (mixing allowed, e.g. สมชาย Smith) and spaces between words.
  17: re(spacedWords(THAI_EN_WORD)),
  // 18: uppercase ASCII letters and spaces between words; at least one letter.
  18: re(spacedWords('[A-Z]+')),
  // 19: printable ASCII without the space: letters, digits and symbols in any mix.
  19: re('^[\\u0021-\\u007E]+$'),
  // 20: printable ASCII without the space, with ≥ 1 uppercase, lowercase, digit and symbol.
  20: re(
    '^(?=[^A-Z]*[A-Z])(?=[^a-z]*[a-z])(?=[^0-9]*[0-9])(?=[A-Za-z0-9]*[^A-Za-z0-9])[\\u0021-\\u007E]+$',
  ),
  // 21: full name; two or more words of any-script letters split by single spaces.
  21: re(`^${NAME_WORD}(?: ${NAME_WORD})+$`),
  // 22: full-width Hiragana, Katakana or Kanji (incl. ー and 々), no spaces or ・.
  22: re(`^(?!\\p{M})[${HIRAGANA}${KATAKANA}\\p{Script=Han}]+$`),
  // 23: uppercase ASCII letters only.
  23: re('^[A-Z]+$'),
  // 24: ASCII digits, the first being 9.
  24: re('^9[0-9]*$'),
};

/** True when year/month/day name a day that exists in the proleptic Gregorian calendar. */
function isCalendarDate(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return day <= (days[month - 1] ?? 0);
}

/** Extra checks a regular expression cannot express; run only after the expression matched. */
const EXTRA_CHECKS: Partial<Record<TPatternId, (value: string) => boolean>> = {
  // Year 0000 is refused: it is a typing slip, never a real birthday or document date.
  11: (value) =>
    isCalendarDate(Number(value.slice(0, 4)), Number(value.slice(5, 7)), Number(value.slice(8))),
  13: (value) =>
    isCalendarDate(Number(value.slice(6)), Number(value.slice(0, 2)), Number(value.slice(3, 5))),
};

/**
 * Length as people perceive it, closely enough: code points, so an emoji or a rare Han character
 * outside the BMP counts once. Thai and Korean combining marks count as their own code points.
 */
export function patternLength(value: string): number {
  return Array.from(value).length;
}

/** A bound that is missing or not a finite number imposes nothing. */
function boundOf(bound: number | null | undefined): number | null {
  return typeof bound === 'number' && Number.isFinite(bound) ? bound : null;
}

/**
 * Checks `value` against pattern `id` and the inclusive length `bounds`, telling why it failed.
 * Length is checked first: it is cheap, caps the work done on oversized input, and reports an
 * empty value as `tooShort` when a minimum applies. An unknown id answers `pattern` rather than
 * throwing, since ids come from server config.
 */
export function checkPattern(id: TPatternId, value: string, bounds?: PatternBounds): TPatternCheck {
  const length = patternLength(value);
  const min = boundOf(bounds?.min);
  const max = boundOf(bounds?.max);
  if (min !== null && length < min) return { ok: false, reason: 'tooShort' };
  if (max !== null && length > max) return { ok: false, reason: 'tooLong' };
  if (!isPatternId(id)) return { ok: false, reason: 'pattern' };
  if (!PATTERN_REGEXES[id].test(value)) return { ok: false, reason: 'pattern' };
  const extra = EXTRA_CHECKS[id];
  if (extra && !extra(value)) return { ok: false, reason: 'pattern' };
  return { ok: true };
}

/** Whether `value` satisfies pattern `id` and the inclusive length `bounds`. */
export function testPattern(id: TPatternId, value: string, bounds?: PatternBounds): boolean {
  return checkPattern(id, value, bounds).ok;
}

/** Compiled accepted patterns; `null` remembers a source that does not compile. */
const acceptedCache = new Map<string, RegExp | null>();
const ACCEPTED_CACHE_LIMIT = 200;

function compileAccepted(accepted: string): RegExp | null {
  const cached = acceptedCache.get(accepted);
  if (cached !== undefined) return cached;
  let compiled: RegExp | null;
  try {
    // The group keeps alternations such as `a|b` anchored as a whole.
    compiled = new RegExp(`^(?:${accepted})$`, 'u');
  } catch {
    compiled = null;
  }
  // Config holds a handful of sources; the limit only stops unbounded growth.
  if (acceptedCache.size >= ACCEPTED_CACHE_LIMIT) acceptedCache.clear();
  acceptedCache.set(accepted, compiled);
  return compiled;
}

/**
 * Applies a field's `acceptedPattern` from the registration validation map (spec §3): `'*'`
 * accepts anything; any other string is a regular expression source, matched against the whole
 * value with the `u` flag. A source that does not compile answers false, so a bad server config
 * refuses input instead of throwing. Write the source without slashes or flags.
 */
export function matchesAcceptedPattern(accepted: string, value: string): boolean {
  if (accepted === '*') return true;
  const compiled = compileAccepted(accepted);
  return compiled !== null && compiled.test(value);
}
