import { Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../lib/i18n';
import { linkAllowed } from './link-allowed';
import RichTextEditor from './rich-text-editor';
import { editorHtml, useEditorValue } from './use-editor-value';

let editor: Editor | null = null;
afterEach(() => {
  editor?.destroy();
  editor = null;
});

describe('useEditorValue', () => {
  it('hands edits up, ignores its own late echoes, and takes a value set from outside', () => {
    editor = new Editor({ extensions: [StarterKit], content: '' });
    const onChange = vi.fn<(html: string) => void>();
    const bound = editor;
    const { rerender } = renderHook(({ value }) => useEditorValue(bound, value, onChange), {
      initialProps: { value: '' },
    });

    act(() => {
      bound.commands.insertContent('Wager');
      bound.commands.insertContent(' the bonus');
    });
    expect(onChange).toHaveBeenLastCalledWith('<p>Wager the bonus</p>');

    // The form renders the first keystroke's value after the second was typed: it must not undo it.
    rerender({ value: '<p>Wager</p>' });
    expect(editorHtml(bound)).toBe('<p>Wager the bonus</p>');

    // Another tab's text (or the HTML source view) replaces the document, without an echo.
    onChange.mockClear();
    rerender({ value: '<p>Other text</p>' });
    expect(editorHtml(bound)).toBe('<p>Other text</p>');
    expect(onChange).not.toHaveBeenCalled();

    // A reset to empty empties it.
    rerender({ value: '' });
    expect(bound.isEmpty).toBe(true);
  });
});

describe('RichTextEditor', () => {
  it('keeps the focus in the text when a toolbar button is pressed, and shows it pressed', async () => {
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <RichTextEditor kind="article" label="Body" value="<p>Hi</p>" onChange={() => undefined} />
      </I18nextProvider>,
    );
    await screen.findByRole('textbox', { name: 'Body' });
    const bold = screen.getByRole('button', { name: 'Bold' });
    // Pressing the mouse on a tool must not move the focus out of the text.
    expect(fireEvent.mouseDown(bold)).toBe(false);
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(bold);
    await waitFor(() => expect(bold).toHaveAttribute('aria-pressed', 'true'));
  });
});

describe('linkAllowed', () => {
  it.each([
    ['article', 'mailto:help@example.com', true],
    ['article', 'TEL:+6621234567', true],
    ['announcement', 'mailto:help@example.com', false],
    ['announcement', 'https://example.com', true],
    ['announcement', '/fairness', true],
    ['article', 'javascript:alert(1)', false],
    ['article', '//evil.example', false],
    ['article', 'example.com', false],
  ] as const)('a %s link to %s is kept: %s', (kind, href, kept) => {
    expect(linkAllowed(kind, href)).toBe(kept);
  });
});
