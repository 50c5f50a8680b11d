import type { Editor } from '@tiptap/react';
import { useEffect, useRef } from 'react';

/** How many of its own recent values the editor recognises when they come back. */
const RECENT_EMITS = 20;

/** The editor's document as the form stores it: an empty document is ''. */
export function editorHtml(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

/**
 * Binds a TipTap editor to a controlled HTML value. Edits go up through onChange; a value set from
 * outside (another language tab, the HTML source view, a reset) replaces the document. A value the
 * editor itself handed up is no outside change, even when it comes back late: a busy page renders
 * it a few keystrokes behind the document, and setting it back would drop them.
 */
export function useEditorValue(
  editor: Editor | null,
  value: string,
  onChange: (html: string) => void,
): void {
  const emitted = useRef<string[]>([]);
  const report = useRef(onChange);
  report.current = onChange;

  useEffect(() => {
    if (!editor) return;
    const onUpdate = () => {
      const html = editorHtml(editor);
      emitted.current = [...emitted.current.slice(-(RECENT_EMITS - 1)), html];
      report.current(html);
    };
    editor.on('update', onUpdate);
    return () => {
      editor.off('update', onUpdate);
    };
  }, [editor]);

  useEffect(() => {
    // A destroyed editor (TipTap re-creates it as a drawer mounts) has no schema to read.
    if (!editor || editor.isDestroyed || emitted.current.includes(value)) return;
    if (value !== editorHtml(editor)) editor.commands.setContent(value, { emitUpdate: false });
    emitted.current = [value];
  }, [editor, value]);
}
