import {
  FALLBACK_LANGUAGE,
  SHIPPED_LANGUAGES,
  type TLocalizedText,
  type TShippedLanguage,
} from '../localized.js';
import { PATTERN_IDS, isPatternId, type PatternBounds, type TPatternId } from './patterns.js';

/** Which length clause fits the bounds a field has. */
type TLengthCase = 'range' | 'exact' | 'min' | 'max';

interface LanguageGrammar {
  /** Appended to a rule when bounds apply, e.g. ", 6–16 characters". */
  clause: Record<TLengthCase, string>;
  /** A whole sentence for id 0 (length only); `none` is shown only if a caller asks anyway. */
  lengthOnly: Record<TLengthCase | 'none', string>;
  /** Ends a sentence; Thai writes none. */
  end: string;
}

const GRAMMAR: Record<TShippedLanguage, LanguageGrammar> = {
  en: {
    clause: {
      range: ', {{min}}–{{max}} characters',
      exact: ', exactly {{min}} characters',
      min: ', at least {{min}} characters',
      max: ', at most {{max}} characters',
    },
    lengthOnly: {
      range: 'Must be {{min}}–{{max}} characters long.',
      exact: 'Must be exactly {{min}} characters long.',
      min: 'Must be at least {{min}} characters long.',
      max: 'Must be at most {{max}} characters long.',
      none: 'Please enter a valid value.',
    },
    end: '.',
  },
  zh: {
    clause: {
      range: '，长度为{{min}}–{{max}}个字符',
      exact: '，长度须为{{min}}个字符',
      min: '，长度至少为{{min}}个字符',
      max: '，长度不能超过{{max}}个字符',
    },
    lengthOnly: {
      range: '长度须为{{min}}–{{max}}个字符。',
      exact: '长度须为{{min}}个字符。',
      min: '长度至少为{{min}}个字符。',
      max: '长度不能超过{{max}}个字符。',
      none: '请输入有效的内容。',
    },
    end: '。',
  },
  th: {
    clause: {
      range: ' ความยาว {{min}}–{{max}} ตัวอักษร',
      exact: ' ความยาว {{min}} ตัวอักษรพอดี',
      min: ' ความยาวอย่างน้อย {{min}} ตัวอักษร',
      max: ' ความยาวไม่เกิน {{max}} ตัวอักษร',
    },
    lengthOnly: {
      range: 'ต้องมีความยาว {{min}}–{{max}} ตัวอักษร',
      exact: 'ต้องมีความยาว {{min}} ตัวอักษรพอดี',
      min: 'ต้องมีความยาวอย่างน้อย {{min}} ตัวอักษร',
      max: 'ต้องมีความยาวไม่เกิน {{max}} ตัวอักษร',
      none: 'กรุณากรอกข้อมูลให้ถูกต้อง',
    },
    end: '',
  },
};

/**
 * The rule of each pattern id without its length clause or final stop. Rules restricted to ASCII
 * say "English letters", since on a Thai or Chinese site plain "letters" would suggest Thai or
 * Chinese ones are allowed too.
 */
const RULES: Record<Exclude<TPatternId, 0>, TLocalizedText> = {
  1: {
    en: 'Must start with an English letter and contain only English letters and digits',
    zh: '须以英文字母开头，且只能包含英文字母和数字',
    th: 'ต้องขึ้นต้นด้วยตัวอักษรภาษาอังกฤษ และใช้ได้เฉพาะตัวอักษรภาษาอังกฤษกับตัวเลข',
  },
  2: {
    en: 'Must contain only Chinese characters (kanji) and digits',
    zh: '只能包含汉字和数字',
    th: 'ใช้ได้เฉพาะอักษรจีน (คันจิ) และตัวเลข',
  },
  3: {
    en: 'Must be a valid e-mail address such as name@example.com',
    zh: '请输入有效的电子邮箱地址，例如：name@example.com',
    th: 'กรุณากรอกอีเมลให้ถูกต้อง เช่น name@example.com',
  },
  4: {
    en: 'Must contain only English letters or digits',
    zh: '只能包含英文字母或数字',
    th: 'ใช้ได้เฉพาะตัวอักษรภาษาอังกฤษหรือตัวเลข',
  },
  5: {
    en: 'Must contain both English letters and digits, and nothing else',
    zh: '须同时包含英文字母和数字，且不能含有其他字符',
    th: 'ต้องมีทั้งตัวอักษรภาษาอังกฤษและตัวเลข โดยห้ามมีอักขระอื่น',
  },
  6: {
    en: 'Must contain only digits',
    zh: '只能包含数字',
    th: 'ใช้ได้เฉพาะตัวเลข',
  },
  7: {
    en: 'Must contain only English letters and digits, including at least one uppercase letter',
    zh: '只能包含英文字母和数字，且至少包含一个大写字母',
    th: 'ใช้ได้เฉพาะตัวอักษรภาษาอังกฤษและตัวเลข โดยต้องมีตัวพิมพ์ใหญ่อย่างน้อย 1 ตัว',
  },
  8: {
    en: 'Must contain only English letters and spaces',
    zh: '只能包含英文字母和空格',
    th: 'ใช้ได้เฉพาะตัวอักษรภาษาอังกฤษและช่องว่าง',
  },
  9: {
    en: 'Must not contain spaces',
    zh: '不能包含空格',
    th: 'ห้ามมีช่องว่าง',
  },
  10: {
    en: 'Must contain only Chinese characters and punctuation',
    zh: '只能包含汉字和标点符号',
    th: 'ใช้ได้เฉพาะอักษรจีนและเครื่องหมายวรรคตอน',
  },
  11: {
    en: 'Must be a valid date in the format YYYY-MM-DD, e.g. 1990-01-31',
    zh: '请输入有效日期，格式为YYYY-MM-DD，例如：1990-01-31',
    th: 'กรุณากรอกวันที่ให้ถูกต้องในรูปแบบ YYYY-MM-DD เช่น 1990-01-31',
  },
  12: {
    en: 'Must contain only letters and spaces',
    zh: '只能包含字母和空格',
    th: 'ใช้ได้เฉพาะตัวอักษรและช่องว่าง',
  },
  13: {
    en: 'Must be a valid date in the format MM-DD-YYYY, e.g. 01-31-1990',
    zh: '请输入有效日期，格式为MM-DD-YYYY，例如：01-31-1990',
    th: 'กรุณากรอกวันที่ให้ถูกต้องในรูปแบบ MM-DD-YYYY เช่น 01-31-1990',
  },
  14: {
    en: 'Must contain only letters and digits',
    zh: '只能包含字母和数字',
    th: 'ใช้ได้เฉพาะตัวอักษรและตัวเลข',
  },
  15: {
    en: 'Must contain only Korean (Hangul) characters, without spaces',
    zh: '只能包含韩文字符，且不能有空格',
    th: 'ใช้ได้เฉพาะอักษรเกาหลี (ฮันกึล) โดยห้ามมีช่องว่าง',
  },
  16: {
    en: 'Must contain only Thai characters, without spaces',
    zh: '只能包含泰文字符，且不能有空格',
    th: 'ใช้ได้เฉพาะอักษรไทย โดยห้ามมีช่องว่าง',
  },
  17: {
    en: 'Must contain only Thai or English letters and spaces',
    zh: '只能包含泰文或英文字母及空格',
    th: 'ใช้ได้เฉพาะตัวอักษรภาษาไทยหรือภาษาอังกฤษและช่องว่าง',
  },
  18: {
    en: 'Must contain only uppercase English letters and spaces',
    zh: '只能包含大写英文字母和空格',
    th: 'ใช้ได้เฉพาะตัวพิมพ์ใหญ่ภาษาอังกฤษและช่องว่าง',
  },
  19: {
    en: 'Must contain only English letters, digits and symbols, without spaces',
    zh: '只能包含英文字母、数字和符号，且不能有空格',
    th: 'ใช้ได้เฉพาะตัวอักษรภาษาอังกฤษ ตัวเลข และสัญลักษณ์ โดยห้ามมีช่องว่าง',
  },
  20: {
    en: 'Must include at least one uppercase letter, one lowercase letter, one digit and one symbol, without spaces',
    zh: '须至少包含一个大写字母、一个小写字母、一个数字和一个符号，且不能有空格',
    th: 'ต้องมีตัวพิมพ์ใหญ่ ตัวพิมพ์เล็ก ตัวเลข และสัญลักษณ์ อย่างละอย่างน้อย 1 ตัว โดยห้ามมีช่องว่าง',
  },
  21: {
    en: 'Must be your full name: first and last name separated by a space',
    zh: '请输入完整姓名，名字与姓氏之间用空格分隔',
    th: 'กรุณากรอกชื่อและนามสกุล โดยเว้นวรรคระหว่างชื่อกับนามสกุล',
  },
  22: {
    en: 'Must contain only full-width Hiragana, Katakana or Kanji, without spaces',
    zh: '只能包含全角平假名、片假名或汉字，且不能有空格',
    th: 'ใช้ได้เฉพาะอักษรฮิรางานะ คาตากานะ หรือคันจิแบบเต็มความกว้าง โดยห้ามมีช่องว่าง',
  },
  23: {
    en: 'Must contain only uppercase English letters, without spaces',
    zh: '只能包含大写英文字母，且不能有空格',
    th: 'ใช้ได้เฉพาะตัวพิมพ์ใหญ่ภาษาอังกฤษ โดยห้ามมีช่องว่าง',
  },
  24: {
    en: 'Must contain only digits and start with 9',
    zh: '只能包含数字，且须以9开头',
    th: 'ใช้ได้เฉพาะตัวเลข และต้องขึ้นต้นด้วย 9',
  },
};

/** Dates have a fixed shape, so their bounds never help the reader and are left unsaid. */
const WITHOUT_LENGTH: ReadonlySet<TPatternId> = new Set<TPatternId>([11, 13]);

/**
 * Each pattern's message as a template with both bounds, `{{min}}` and `{{max}}` where the length
 * matters. For text with real numbers (and wording that suits missing bounds) use
 * {@link patternMessage}.
 */
export const PATTERN_MESSAGES: Readonly<Record<TPatternId, TLocalizedText>> = Object.fromEntries(
  PATTERN_IDS.map((id) => [
    id,
    {
      en: compose(id, 'en', 'range'),
      zh: compose(id, 'zh', 'range'),
      th: compose(id, 'th', 'range'),
    },
  ]),
) as Record<TPatternId, TLocalizedText>;

function compose(id: TPatternId, language: TShippedLanguage, lengthCase: TLengthCase | 'none') {
  const grammar = GRAMMAR[language];
  if (id === 0) return grammar.lengthOnly[lengthCase];
  const rule = RULES[id][language];
  const clause = lengthCase === 'none' || WITHOUT_LENGTH.has(id) ? '' : grammar.clause[lengthCase];
  return `${rule}${clause}${grammar.end}`;
}

/** Maps any language tag to a shipped language: `zh-CN` → `zh`, unknown ones → English. */
function shippedLanguage(language: string): TShippedLanguage {
  const primary = language.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (SHIPPED_LANGUAGES as readonly string[]).includes(primary)
    ? (primary as TShippedLanguage)
    : FALLBACK_LANGUAGE;
}

/** Usable bound: a finite number, shown as a whole number of characters. */
function shownBound(bound: number | null | undefined): number | null {
  return typeof bound === 'number' && Number.isFinite(bound) ? Math.trunc(bound) : null;
}

function lengthCaseOf(min: number | null, max: number | null): TLengthCase | 'none' {
  if (min !== null && max !== null) return min === max ? 'exact' : 'range';
  if (min !== null) return 'min';
  if (max !== null) return 'max';
  return 'none';
}

/**
 * The message for pattern `id` in `language` ('en', 'zh', 'th'; region tags such as 'zh-CN' are
 * reduced to their language, anything else falls back to English), with the bounds filled in.
 * A missing bound changes the wording ("at least 6 characters") rather than leaving a gap; a
 * minimum of 0 or less says nothing useful and is treated as missing. An unknown id gets the
 * generic "please enter a valid value".
 */
export function patternMessage(
  id: TPatternId,
  // The intersection keeps editor completion for the shipped codes while accepting any tag.
  language: TShippedLanguage | (string & Record<never, never>),
  bounds?: PatternBounds,
): string {
  const lang = shippedLanguage(language);
  const rawMin = shownBound(bounds?.min);
  const min = rawMin !== null && rawMin > 0 ? rawMin : null;
  const max = shownBound(bounds?.max);
  const lengthCase = isPatternId(id) ? lengthCaseOf(min, max) : 'none';
  const template = isPatternId(id) ? compose(id, lang, lengthCase) : GRAMMAR[lang].lengthOnly.none;
  return template.replaceAll('{{min}}', String(min ?? '')).replaceAll('{{max}}', String(max ?? ''));
}
