import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PATTERN_IDS,
  PATTERN_MESSAGES,
  checkPattern,
  isPatternId,
  matchesAcceptedPattern,
  patternLength,
  patternMessage,
  testPattern,
  type TPatternId,
} from './index.js';

/** Values each pattern must accept and refuse, without length bounds. */
const SAMPLES: Record<TPatternId, { accept: string[]; reject: string[] }> = {
  0: {
    accept: ['', 'anything goes', ' lead and trail ', '😀', 'สมชาย', '王小明', '김민수', 'a\nb'],
    reject: [],
  },
  1: {
    accept: ['a', 'player01', 'Abc123', 'Z9'],
    reject: [
      '',
      '1abc',
      '_abc',
      'ab c',
      ' abc',
      'abc ',
      'abc!',
      'ａbc',
      'สมชาย',
      '王小明',
      'user😀',
    ],
  },
  2: {
    accept: ['王小明', '山田太郎', '王小明123', '2024', '佐々木', '𠀀'],
    reject: [
      '',
      'やまだ',
      'ヤマダ',
      'abc',
      '王 小明',
      '王小明!',
      '１２３',
      '김민수',
      'สมชาย',
      '王😀',
    ],
  },
  3: {
    accept: [
      'name@example.com',
      'first.last+tag@sub.example.co.th',
      'A_B-c@x-y.io',
      "o'neil@example.org",
      `${'a'.repeat(64)}@example.com`,
    ],
    reject: [
      '',
      'plainaddress',
      'a@b',
      'a@b.c',
      'a@@example.com',
      'a@b@example.com',
      'a b@example.com',
      ' a@example.com',
      'a@example.com ',
      '.a@example.com',
      'a.@example.com',
      'a..b@example.com',
      'a@-example.com',
      'a@example-.com',
      'a@example..com',
      'a@example.c0m',
      'สมชาย@example.com',
      'wang@例子.com',
      '😀@example.com',
      `${'a'.repeat(65)}@example.com`,
    ],
  },
  4: {
    accept: ['abc', '123', 'abc123', 'ABC'],
    reject: ['', 'abc 123', 'abc_123', 'สมชาย', '王', '😀', 'abc '],
  },
  5: {
    accept: ['abc123', '1a', 'A1', '9Z9'],
    reject: ['', 'abc', '123', 'abc-123', 'abc 123', 'ก1', '王1', 'a1😀'],
  },
  6: {
    accept: ['0', '0123456789'],
    reject: ['', '12a', '12 3', ' 12', '-1', '1.5', '١٢٣', '๑๒๓', '１２３'],
  },
  7: {
    accept: ['Abc123', 'ABC', 'aB1', 'Z'],
    reject: ['', 'abc123', '123', 'Abc 123', 'Abc王', 'Abc_1', 'Éabc', 'Aสมชาย'],
  },
  8: {
    accept: ['John', 'John Smith', 'Mary Ann Lee', 'John  Smith'],
    reject: [
      '',
      ' ',
      ' John',
      'John ',
      'John3',
      'José',
      'สมชาย',
      '王小明',
      'John\tSmith',
      'John\u00A0Smith',
      'John😀',
    ],
  },
  9: {
    accept: ['abc', 'สมชาย', 'ใจดี', '王小明', '김민수', 'a!@#', '😀'],
    reject: ['', 'a b', ' abc', 'abc ', 'a\tb', 'a\u3000b', 'a\u00A0b', 'a\nb'],
  },
  10: {
    accept: [
      '王小明',
      '欧阳·娜娜',
      '约翰・史密斯',
      '《三国演义》',
      '你好，世界。',
      '“引号”（括号）',
      '甲、乙',
      '李-明',
      '王小明!',
    ],
    reject: [
      '',
      '王 小明',
      '·',
      '，。',
      'abc',
      '王abc',
      '王1',
      'やまだ',
      '김민수',
      'สมชาย',
      '王$',
      '王\u3000明',
    ],
  },
  11: {
    accept: ['2024-02-29', '2000-02-29', '1990-01-31', '2023-12-31', '0001-01-01'],
    reject: [
      '',
      '2023-02-29',
      '2023-02-30',
      '1900-02-29',
      '2023-04-31',
      '2023-13-01',
      '2023-00-10',
      '2023-01-00',
      '0000-01-01',
      '2023-1-5',
      '23-01-05',
      '2023/01/05',
      '01-31-2023',
      ' 2023-01-05',
      '2023-01-05 ',
      '２０２３-01-05',
    ],
  },
  12: {
    accept: [
      'John',
      'John Smith',
      'José María',
      'Zoë',
      'e\u0301clair',
      'สมชาย ใจดี',
      '王小明',
      '김민수',
      'やまだ',
    ],
    reject: ['', ' ', ' John', 'John ', 'John3', "O'Neil", 'John-Smith', '😀', '\u0301e', 'a\tb'],
  },
  13: {
    accept: ['02-29-2024', '01-31-1990', '12-31-2023'],
    reject: [
      '',
      '02-30-2023',
      '02-29-2023',
      '13-01-2023',
      '00-10-2023',
      '04-31-2023',
      '01-01-0000',
      '2024-02-29',
      '2-9-2024',
      '02/29/2024',
    ],
  },
  14: {
    accept: ['abc123', 'สมชาย123', 'ใจดี', '王小明2', '김민수', 'José', 'やまだ', '๑๒๓', '2024'],
    reject: ['', 'abc 123', 'abc_1', 'abc!', '😀', '\u0E48ก', 'สมชาย ใจดี', '欧阳·娜娜'],
  },
  15: {
    accept: ['김민수', '한국어', 'ㄱㄴㄷ'],
    reject: [
      '',
      '김 민수',
      ' 김민수',
      'kim',
      '김민수1',
      '王',
      'สมชาย',
      'やまだ',
      '\u3164',
      '김\u3164',
    ],
  },
  16: {
    accept: ['สมชาย', 'ใจดี', 'น้ำ', 'ที่นี่', 'กรุงเทพฯ'],
    reject: [
      '',
      'สมชาย ใจดี',
      ' สมชาย',
      'สมชาย ',
      'สมชาย1',
      'สมชาย๑',
      'somchai',
      '\u0E48',
      '\u0E49ก',
      '฿',
      'ก.',
      '王',
    ],
  },
  17: {
    accept: ['สมชาย', 'สมชาย ใจดี', 'John Smith', 'สมชาย Smith', 'น้ำ ใจ'],
    reject: ['', ' สมชาย', 'สมชาย ', 'สมชาย1', '王小明', 'José', '김민수', 'สมชาย-ใจดี', '\u0E48ก'],
  },
  18: {
    accept: ['JOHN SMITH', 'A', 'JOHN', 'MARY ANN LEE'],
    reject: ['', '   ', 'John Smith', ' JOHN', 'JOHN ', 'JOHN1', 'JOHN-SMITH', 'ÉLAN', 'สมชาย'],
  },
  19: {
    accept: ['abc', 'Abc123!@#', '~`[]{}', 'P@ssw0rd', '123'],
    reject: ['', 'abc def', 'abc\t', 'สมชาย', 'pass😀', '王', 'pässword', '\u00A0'],
  },
  20: {
    accept: ['Abcdef1!', 'P@ssw0rd', 'aA1~', 'x_Y9'],
    reject: [
      '',
      'abcdef1!',
      'ABCDEF1!',
      'Abcdefg!',
      'Abcdef12',
      'Abc def1!',
      'Abcdef1!ก',
      'Abcdef1!😀',
      'Abcdef1ß',
    ],
  },
  21: {
    accept: [
      'John Smith',
      'Mary Ann Lee',
      "Conan O'Brien",
      'Conan O’Brien',
      'Jean-Luc Picard',
      'J.R.R. Tolkien',
      'Martin Luther King Jr.',
      'José María',
      'สมชาย ใจดี',
      '김 민수',
      '山田 太郎',
    ],
    reject: [
      '',
      'John',
      '王小明',
      'John  Smith',
      ' John Smith',
      'John Smith ',
      'John 3rd',
      'John -Smith',
      "John Smith'",
      'John--Smith Lee',
      'John\tSmith',
      'John😀 Smith',
    ],
  },
  22: {
    accept: [
      'やまだ',
      'ヤマダ',
      '山田太郎',
      'やまだタロウ',
      'ラーメン',
      'ー',
      '佐々木',
      'スーパー',
    ],
    reject: [
      '',
      'やまだ たろう',
      '山田\u3000太郎',
      'ﾔﾏﾀﾞ',
      'yamada',
      '山田1',
      'ジョン・スミス',
      '김민수',
      'สมชาย',
      '\u3099か',
    ],
  },
  23: {
    accept: ['ABC', 'A'],
    reject: ['', 'AbC', 'ABC DEF', 'ABC1', 'ＡＢＣ', 'É', ' ABC'],
  },
  24: {
    accept: ['9', '912345678', '9000'],
    reject: ['', '812345678', '09', '9a', '9 1', '９１', ' 91', '-9'],
  },
};

describe('PATTERN_IDS', () => {
  it('lists ids 0 to 24 in order, and isPatternId agrees', () => {
    expect(PATTERN_IDS).toEqual(Array.from({ length: 25 }, (_, i) => i));
    for (const id of PATTERN_IDS) expect(isPatternId(id)).toBe(true);
    for (const bad of [-1, 25, 1.5, '1', null, undefined, Number.NaN]) {
      expect(isPatternId(bad)).toBe(false);
    }
  });
});

describe.each(PATTERN_IDS)('pattern %i', (id) => {
  const { accept, reject } = SAMPLES[id];
  it.each(accept)('accepts %j', (value) => {
    expect(checkPattern(id, value)).toEqual({ ok: true });
    expect(testPattern(id, value)).toBe(true);
  });
  if (reject.length > 0) {
    it.each(reject)('rejects %j', (value) => {
      expect(checkPattern(id, value)).toEqual({ ok: false, reason: 'pattern' });
      expect(testPattern(id, value)).toBe(false);
    });
  }
});

describe('length bounds', () => {
  it('counts code points, not UTF-16 units', () => {
    expect(patternLength('abc')).toBe(3);
    expect(patternLength('😀😀')).toBe(2);
    expect(patternLength('𠀀')).toBe(1);
    // Thai and Korean: every code point counts once, marks included.
    expect(patternLength('ใจดี')).toBe(4);
    expect(patternLength('น้ำ')).toBe(3);
    expect(patternLength('ที่นี่')).toBe(6);
    expect(patternLength('김민수')).toBe(3);
  });

  it('reports tooShort and tooLong with inclusive bounds', () => {
    expect(checkPattern(1, 'abc', { min: 4 })).toEqual({ ok: false, reason: 'tooShort' });
    expect(checkPattern(1, 'abcd', { min: 4, max: 4 })).toEqual({ ok: true });
    expect(checkPattern(1, 'abcdefg', { max: 6 })).toEqual({ ok: false, reason: 'tooLong' });
    expect(checkPattern(1, 'abcdef', { min: 6, max: 6 })).toEqual({ ok: true });
  });

  it('counts a Thai word with combining marks consistently', () => {
    // ใจดี is ใ จ ด ี: four code points, four UTF-16 units.
    expect(checkPattern(16, 'ใจดี', { min: 4, max: 4 })).toEqual({ ok: true });
    expect(checkPattern(16, 'ใจดี', { max: 3 })).toEqual({ ok: false, reason: 'tooLong' });
    expect(checkPattern(16, 'ใจดี', { min: 5 })).toEqual({ ok: false, reason: 'tooShort' });
    expect(checkPattern(16, 'ที่นี่', { min: 6, max: 6 })).toEqual({ ok: true });
    expect(checkPattern(17, 'สมชาย ใจดี', { max: 10 })).toEqual({ ok: true });
    expect(checkPattern(17, 'สมชาย ใจดี', { max: 9 })).toEqual({ ok: false, reason: 'tooLong' });
  });

  it('does not over-count emoji, astral Han characters or Hangul', () => {
    expect(checkPattern(9, '😀😀', { max: 2 })).toEqual({ ok: true });
    expect(checkPattern(9, '😀😀', { max: 1 })).toEqual({ ok: false, reason: 'tooLong' });
    expect(checkPattern(2, '𠀀1', { min: 2, max: 2 })).toEqual({ ok: true });
    expect(checkPattern(15, '김민수', { min: 2, max: 3 })).toEqual({ ok: true });
  });

  it('treats null, undefined and non-finite bounds as no bound', () => {
    expect(testPattern(6, '123', { min: null, max: null })).toBe(true);
    expect(testPattern(6, '123', { min: undefined, max: undefined })).toBe(true);
    expect(testPattern(6, '123', { min: Number.NaN, max: Number.POSITIVE_INFINITY })).toBe(true);
    expect(testPattern(6, '123', {})).toBe(true);
  });

  it('checks length before the character rule, so empty input is tooShort', () => {
    expect(checkPattern(1, '', { min: 1 })).toEqual({ ok: false, reason: 'tooShort' });
    expect(checkPattern(1, '', {})).toEqual({ ok: false, reason: 'pattern' });
    expect(checkPattern(0, '', {})).toEqual({ ok: true });
    expect(checkPattern(0, '', { min: 1 })).toEqual({ ok: false, reason: 'tooShort' });
    expect(checkPattern(0, 'x'.repeat(17), { max: 16 })).toEqual({ ok: false, reason: 'tooLong' });
    expect(checkPattern(1, '1ab', { min: 6 })).toEqual({ ok: false, reason: 'tooShort' });
    expect(checkPattern(1, '1abcdef', { min: 6 })).toEqual({ ok: false, reason: 'pattern' });
  });

  it('answers pattern for an unknown id instead of throwing', () => {
    expect(checkPattern(99 as TPatternId, 'abc')).toEqual({ ok: false, reason: 'pattern' });
  });
});

/**
 * Any UTF-16 code unit (lone surrogates included) or any astral code point: what the 'binary'
 * unit draws, without the ~3 s fast-check spends building that unit's table on first use.
 */
const anyCodeUnitOrPoint = fc.oneof(
  fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit)),
  fc.integer({ min: 0x10000, max: 0x10ffff }).map((point) => String.fromCodePoint(point)),
);

describe('properties', () => {
  it('never throws and agrees with testPattern for any string and id', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PATTERN_IDS),
        fc.string({ unit: anyCodeUnitOrPoint, maxLength: 40 }),
        (id, value) => {
          const check = checkPattern(id, value, { min: 1, max: 30 });
          expect(testPattern(id, value, { min: 1, max: 30 })).toBe(check.ok);
        },
      ),
    );
  });

  it('accepts yyyy-MM-dd and MM-dd-yyyy exactly when the date exists', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (year, month, day) => {
          const date = new Date(0);
          date.setUTCFullYear(year, month - 1, day);
          const exists = date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
          const y = String(year).padStart(4, '0');
          const m = String(month).padStart(2, '0');
          const d = String(day).padStart(2, '0');
          expect(testPattern(11, `${y}-${m}-${d}`)).toBe(exists);
          expect(testPattern(13, `${m}-${d}-${y}`)).toBe(exists);
        },
      ),
    );
  });

  it('handles long hostile input quickly', () => {
    const long = `${'a'.repeat(5000)}!`;
    const started = Date.now();
    for (const id of PATTERN_IDS) {
      testPattern(id, long);
      testPattern(id, `${'a '.repeat(2500)}!`);
      testPattern(id, `${'a.'.repeat(2500)}@`);
    }
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('matchesAcceptedPattern', () => {
  it("accepts anything for '*'", () => {
    for (const value of ['', 'abc', ' ', '😀', 'สมชาย']) {
      expect(matchesAcceptedPattern('*', value)).toBe(true);
    }
  });

  it('matches a regular expression source against the whole value', () => {
    expect(matchesAcceptedPattern('[0-9]{6,}', '123456')).toBe(true);
    expect(matchesAcceptedPattern('[0-9]{6,}', '12345a')).toBe(false);
    expect(matchesAcceptedPattern('abc', 'xabcx')).toBe(false);
    // Alternation stays anchored as a whole.
    expect(matchesAcceptedPattern('a|b', 'ab')).toBe(false);
    expect(matchesAcceptedPattern('a|b', 'b')).toBe(true);
    expect(matchesAcceptedPattern('^abc$', 'abc')).toBe(true);
    expect(matchesAcceptedPattern('\\p{Script=Thai}+', 'สมชาย')).toBe(true);
    expect(matchesAcceptedPattern('.', '😀')).toBe(true);
  });

  it('answers false for an invalid source, repeatedly, without throwing', () => {
    for (const bad of ['(', '[', 'a{2,1}', '\\p{NoSuchScript}', '\\-', '*a']) {
      expect(matchesAcceptedPattern(bad, 'a')).toBe(false);
      expect(matchesAcceptedPattern(bad, 'a')).toBe(false);
    }
  });
});

describe('patternMessage', () => {
  const RULE_1 = {
    en: 'Must start with an English letter and contain only English letters and digits',
    zh: '须以英文字母开头，且只能包含英文字母和数字',
    th: 'ต้องขึ้นต้นด้วยตัวอักษรภาษาอังกฤษ และใช้ได้เฉพาะตัวอักษรภาษาอังกฤษกับตัวเลข',
  };

  it('substitutes both bounds in every shipped language', () => {
    const bounds = { min: 6, max: 16 };
    expect(patternMessage(1, 'en', bounds)).toBe(`${RULE_1.en}, 6–16 characters.`);
    expect(patternMessage(1, 'zh', bounds)).toBe(`${RULE_1.zh}，长度为6–16个字符。`);
    expect(patternMessage(1, 'th', bounds)).toBe(`${RULE_1.th} ความยาว 6–16 ตัวอักษร`);
  });

  it('words a missing bound naturally', () => {
    expect(patternMessage(1, 'en', { min: 6 })).toBe(`${RULE_1.en}, at least 6 characters.`);
    expect(patternMessage(1, 'en', { max: 16 })).toBe(`${RULE_1.en}, at most 16 characters.`);
    expect(patternMessage(1, 'en', { min: 8, max: 8 })).toBe(`${RULE_1.en}, exactly 8 characters.`);
    expect(patternMessage(1, 'en')).toBe(`${RULE_1.en}.`);
    expect(patternMessage(1, 'en', { min: null, max: null })).toBe(`${RULE_1.en}.`);
    expect(patternMessage(1, 'zh', { min: 6 })).toBe(`${RULE_1.zh}，长度至少为6个字符。`);
    expect(patternMessage(1, 'zh', { max: 16 })).toBe(`${RULE_1.zh}，长度不能超过16个字符。`);
    expect(patternMessage(1, 'zh', {})).toBe(`${RULE_1.zh}。`);
    expect(patternMessage(1, 'th', { min: 6 })).toBe(`${RULE_1.th} ความยาวอย่างน้อย 6 ตัวอักษร`);
    expect(patternMessage(1, 'th', { max: 16 })).toBe(`${RULE_1.th} ความยาวไม่เกิน 16 ตัวอักษร`);
    expect(patternMessage(1, 'th')).toBe(RULE_1.th);
    // A minimum of 0 says nothing, so only the maximum is mentioned.
    expect(patternMessage(1, 'en', { min: 0, max: 16 })).toBe(
      `${RULE_1.en}, at most 16 characters.`,
    );
  });

  it('phrases id 0 (length only) as a whole sentence', () => {
    expect(patternMessage(0, 'en', { min: 2, max: 50 })).toBe('Must be 2–50 characters long.');
    expect(patternMessage(0, 'en', { max: 50 })).toBe('Must be at most 50 characters long.');
    expect(patternMessage(0, 'zh', { min: 2, max: 50 })).toBe('长度须为2–50个字符。');
    expect(patternMessage(0, 'th', { min: 2 })).toBe('ต้องมีความยาวอย่างน้อย 2 ตัวอักษร');
    expect(patternMessage(0, 'en')).toBe('Please enter a valid value.');
  });

  it('leaves the length out of date messages', () => {
    expect(patternMessage(11, 'en', { min: 10, max: 10 })).toBe(
      'Must be a valid date in the format YYYY-MM-DD, e.g. 1990-01-31.',
    );
    expect(patternMessage(13, 'zh', { min: 10, max: 10 })).not.toContain('10个字符');
  });

  it('falls back to English for unknown languages and reduces region tags', () => {
    const bounds = { min: 6, max: 16 };
    const en = patternMessage(1, 'en', bounds);
    expect(patternMessage(1, 'fr', bounds)).toBe(en);
    expect(patternMessage(1, '', bounds)).toBe(en);
    expect(patternMessage(1, 'zh-CN', bounds)).toBe(patternMessage(1, 'zh', bounds));
    expect(patternMessage(1, 'TH', bounds)).toBe(patternMessage(1, 'th', bounds));
    expect(patternMessage(1, 'en_US', bounds)).toBe(en);
  });

  it('has a non-empty message for every id in every shipped language, placeholders all filled', () => {
    const boundSets = [{ min: 3, max: 20 }, { min: 3 }, { max: 20 }, { min: 5, max: 5 }, {}];
    for (const id of PATTERN_IDS) {
      for (const language of ['en', 'zh', 'th'] as const) {
        expect(PATTERN_MESSAGES[id][language].trim()).not.toBe('');
        for (const bounds of boundSets) {
          const text = patternMessage(id, language, bounds);
          expect(text.trim()).not.toBe('');
          expect(text).not.toContain('{{');
        }
      }
    }
  });

  it('exposes templates with {{min}} and {{max}} wherever the length matters', () => {
    for (const id of PATTERN_IDS) {
      for (const language of ['en', 'zh', 'th'] as const) {
        const template = PATTERN_MESSAGES[id][language];
        const hasLength = id !== 11 && id !== 13;
        expect(template.includes('{{min}}')).toBe(hasLength);
        expect(template.includes('{{max}}')).toBe(hasLength);
      }
    }
    expect(PATTERN_MESSAGES[1].en).toBe(`${RULE_1.en}, {{min}}–{{max}} characters.`);
  });

  it('gives each id its own wording', () => {
    for (const language of ['en', 'zh', 'th'] as const) {
      const texts = PATTERN_IDS.map((id) => PATTERN_MESSAGES[id][language]);
      expect(new Set(texts).size).toBe(PATTERN_IDS.length);
    }
  });
});
