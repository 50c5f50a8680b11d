import { describe, expect, it } from 'vitest';
import { diffJson } from '../features/audit/components/json-diff';
import { csvCell, toCsv } from './csv';
import { joinLines, parseLines } from './lines';
import { issueToMessage } from './validation';

describe('parseLines / joinLines', () => {
  it('keeps trimmed, non-empty lines in order', () => {
    expect(parseLines(' 10.0.0.1 \n\n  \r\n10.0.0.0/8\n')).toEqual(['10.0.0.1', '10.0.0.0/8']);
    expect(joinLines(['a', 'b'])).toBe('a\nb');
  });
});

describe('CSV', () => {
  it('quotes separators and neutralises formulas', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell(null)).toBe('');
    expect(toCsv(['x', 'y'], [[1, { a: 1 }]])).toBe('x,y\r\n1,"{""a"":1}"');
  });
});

describe('diffJson', () => {
  it('lists changed, added and removed fields by path', () => {
    const rows = diffJson(
      { enabled: false, message: { en: 'a', th: 'b' }, ips: ['1'] },
      { enabled: true, message: { en: 'a', th: 'c' }, extra: 1, ips: ['1'] },
    );
    const byPath = Object.fromEntries(rows.map((r) => [r.path, r.kind]));
    expect(byPath).toEqual({
      enabled: 'changed',
      extra: 'added',
      ips: 'same',
      'message.en': 'same',
      'message.th': 'changed',
    });
    expect(diffJson(null, { a: 1 })).toEqual([
      { path: 'a', before: undefined, after: 1, kind: 'added' },
    ]);
  });
});

describe('issueToMessage', () => {
  it('maps contract messages and zod codes to translation keys', () => {
    expect(
      issueToMessage({ code: 'invalid_format', message: 'must be an IP address or CIDR range' }),
    ).toBe('@@validation.ipOrCidr');
    expect(issueToMessage({ code: 'invalid_format', format: 'cidrv6' })).toBe(
      '@@validation.ipOrCidr',
    );
    expect(issueToMessage({ code: 'too_small', origin: 'string', minimum: 1 })).toBe(
      '@@validation.required',
    );
    expect(issueToMessage({ code: 'too_big', origin: 'array', maximum: 200 })).toBe(
      '@@validation.tooManyItems|{"max":200}',
    );
  });
});
