import { describe, expect, it } from 'vitest';
import { cleanRichHtml } from './rich-html';

describe('cleanRichHtml', () => {
  it('renders payloads inert with the allow-list of the kind', () => {
    const clean = cleanRichHtml(
      '<p onclick="x()">Hi</p><img src=x onerror="alert(1)"><script>alert(1)</script>' +
        '<a href="javascript:alert(1)">go</a><a href="data:text/html,x">d</a>',
      'announcement',
    );
    expect(clean).not.toMatch(/onclick|onerror|script|javascript:|data:text/i);
    expect(clean).toContain('<p>Hi</p>');
    expect(cleanRichHtml('<img src="https://cdn.example/a.png">', 'message')).toBe('');
  });

  it('outside links open in a new tab without our window; site links stay', () => {
    const clean = cleanRichHtml(
      '<a href="https://example.com">out</a><a href="/help#deposit" target="_blank">in</a>',
      'article',
    );
    expect(clean).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">out</a>' +
        '<a href="/help#deposit">in</a>',
    );
  });
});
