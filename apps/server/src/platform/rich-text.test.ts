import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.js';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('sanitizeRichText', () => {
  it('stores scripts, event handlers, styles, frames, SVG and javascript: links inert', () => {
    const payload =
      '<p style="color:red" onclick="x()">Hi<script>alert(1)</script></p>' +
      '<img src=x onerror="alert(1)"><svg onload="alert(1)"></svg><iframe src="https://e.x"></iframe>' +
      '<a href="javascript:alert(1)">go</a>';
    for (const kind of ['announcement', 'article', 'message'] as const) {
      const clean = sanitizeRichText(payload, kind);
      expect(clean).not.toMatch(/script|onerror|onclick|onload|style=|svg|iframe|javascript:/i);
      expect(clean).toContain('<p>Hi</p>');
    }
  });

  it('outside links open in a new tab without our window; site links stay in the page', () => {
    const html = '<a href="https://example.com" target="_self">out</a> <a href="/fairness">in</a>';
    expect(sanitizeRichText(html, 'article')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">out</a> ' +
        '<a href="/fairness">in</a>',
    );
  });

  it("headings above the kind's top level come down to it", () => {
    expect(sanitizeRichText('<h1>A</h1>', 'announcement')).toBe('<h1>A</h1>');
    expect(sanitizeRichText('<h1>A</h1>', 'article')).toBe('<h2>A</h2>');
    expect(sanitizeRichText('<h1>A</h1><h2>B</h2>', 'message')).toBe('<h3>A</h3><h3>B</h3>');
  });

  it('images only in announcements: https or a raster data: URL, never an SVG one', () => {
    expect(sanitizeRichText(`<img src="${PNG}">`, 'announcement')).toBe(`<img src="${PNG}" />`);
    expect(sanitizeRichText('<img src="https://cdn.example/a.png">', 'announcement')).toContain(
      'https://cdn.example/a.png',
    );
    expect(sanitizeRichText('<img src="data:image/svg+xml;base64,PHN2Zz4=">', 'announcement')).toBe(
      '',
    );
    expect(sanitizeRichText('<img src="http://cdn.example/a.png">', 'announcement')).not.toContain(
      'http://',
    );
    expect(sanitizeRichText(`<img src="${PNG}">`, 'message')).toBe('');
  });
});
