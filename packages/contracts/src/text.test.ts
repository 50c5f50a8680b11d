import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER, findControlCharacter, zText } from './text.js';

describe('control characters', () => {
  it('finds NUL, escape and C1 controls anywhere, keys included', () => {
    expect(findControlCharacter({ a: 'ok', b: ['x', 'y\u0000'] })).toEqual(['b', 1]);
    expect(findControlCharacter({ deep: { er: '\u001b[31mred' } })).toEqual(['deep', 'er']);
    expect(findControlCharacter({ 'k\u0085': 1 })).toEqual(['k\u0085']);
    expect(findControlCharacter('\u007f')).toEqual([]);
  });

  it('lets tabs, line breaks and every printable script through', () => {
    expect(
      findControlCharacter({ note: 'line 1\r\nline 2\tend', th: 'สวัสดี', zh: '你好' }),
    ).toBeNull();
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const clean = text.replace(new RegExp(CONTROL_CHARACTER.source, 'g'), '');
        expect(findControlCharacter({ text: clean })).toBeNull();
        expect(zText().safeParse(clean).success).toBe(true);
      }),
    );
  });

  it('survives nesting deeper than any stack', () => {
    let value: unknown = 'bad\u0000';
    for (let i = 0; i < 100_000; i += 1) value = [value];
    expect(findControlCharacter(value)?.length).toBe(100_000);
  });

  it('zText refuses what the database or a log reader must not get', () => {
    expect(zText().safeParse('a\u0000b').success).toBe(false);
    expect(zText().safeParse('plain').success).toBe(true);
  });
});
