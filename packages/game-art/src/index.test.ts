import { describe, expect, it } from 'vitest';
import { escapeXml, vendorLogoSvg, wrapName } from './index.js';

describe('escapeXml', () => {
  it('drops characters XML forbids', () => {
    expect(escapeXml('a\u0000b\u001fc')).toBe('abc');
  });
});

describe('wrapName', () => {
  it('wraps on spaces and cuts long words, with an ellipsis past the last line', () => {
    expect(wrapName('Fortune Ox Deluxe', 10, 3)).toEqual(['Fortune Ox', 'Deluxe']);
    expect(wrapName('abcdefghijklmnop', 5, 2)).toEqual(['abcde', 'fghi…']);
  });

  it('counts wide characters double', () => {
    expect(wrapName('金牛运财金牛运财', 8, 3)).toEqual(['金牛运财', '金牛运财']);
  });
});

describe('vendorLogoSvg', () => {
  it('is deterministic and escaped', () => {
    const logo = vendorLogoSvg({ code: 'PG', name: 'Pocket <Games>' });
    expect(logo).toBe(vendorLogoSvg({ code: 'PG', name: 'Pocket <Games>' }));
    expect(logo).toContain('Pocket &lt;Games&gt;');
    expect(logo).not.toContain('<Games>');
  });
});
