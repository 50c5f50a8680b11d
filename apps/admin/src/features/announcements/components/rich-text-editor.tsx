import Link from '@tiptap/extension-link';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link2,
  List,
  ListOrdered,
  Pilcrow,
  Underline,
  Unlink,
} from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const HTTP_URL = /^https?:\/\/\S+$/i;

/**
 * The announcement editor (TipTap, loaded only with the drawer): paragraphs, headings, lists,
 * bold, italic, underline and http(s) links. What it writes is HTML the server sanitizes again.
 */
/** How many of its own recent values the editor recognises when they come back. */
const RECENT_EMITS = 20;

export default function RichTextEditor({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
}) {
  const { t } = useTranslation('announcements');
  // The HTML the editor itself handed up lately: such a value coming back is no outside change. It
  // may trail the document by a few keystrokes (a busy page renders late); setting it back would
  // drop them.
  const emitted = useRef<string[]>([]);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, code: false, codeBlock: false }),
      Link.configure({
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: ['http', 'https'],
        isAllowedUri: (url) => HTTP_URL.test(url),
        HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' },
      }),
    ],
    content: value,
    editorProps: {
      attributes: { id, 'aria-label': label, 'aria-multiline': 'true', role: 'textbox' },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : e.getHTML();
      emitted.current = [...emitted.current.slice(-(RECENT_EMITS - 1)), html];
      onChange(html);
    },
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      underline: e?.isActive('underline') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });

  // A value set from outside (switching from the HTML source) replaces the document.
  useEffect(() => {
    // A destroyed editor (TipTap re-creates it as the drawer mounts) has no schema to read.
    if (!editor || editor.isDestroyed || emitted.current.includes(value)) return;
    if (value !== (editor.isEmpty ? '' : editor.getHTML())) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
    emitted.current = [value];
  }, [editor, value]);

  if (!editor) return null;
  const chain = () => editor.chain().focus();
  const setLink = () => {
    const url = window.prompt(
      t('editor.linkPrompt'),
      editor.getAttributes('link').href ?? 'https://',
    );
    if (url === null) return;
    if (url === '') chain().unsetLink().run();
    else if (HTTP_URL.test(url)) chain().extendMarkRange('link').setLink({ href: url }).run();
  };
  const tool = (name: string, active: boolean, icon: ReactNode, run: () => void) => (
    <button
      key={name}
      type="button"
      className="rte__tool"
      aria-label={t(`editor.${name}`)}
      title={t(`editor.${name}`)}
      aria-pressed={active}
      onClick={run}
    >
      {icon}
    </button>
  );
  return (
    <div className="rte">
      <div className="rte__toolbar" role="toolbar" aria-label={t('editor.toolbar')}>
        {tool('paragraph', false, <Pilcrow size={16} />, () => chain().setParagraph().run())}
        {tool('h2', state.h2, <Heading2 size={16} />, () =>
          chain().toggleHeading({ level: 2 }).run(),
        )}
        {tool('h3', state.h3, <Heading3 size={16} />, () =>
          chain().toggleHeading({ level: 3 }).run(),
        )}
        {tool('bold', state.bold, <Bold size={16} />, () => chain().toggleBold().run())}
        {tool('italic', state.italic, <Italic size={16} />, () => chain().toggleItalic().run())}
        {tool('underline', state.underline, <Underline size={16} />, () =>
          chain().toggleUnderline().run(),
        )}
        {tool('bullet', state.bullet, <List size={16} />, () => chain().toggleBulletList().run())}
        {tool('ordered', state.ordered, <ListOrdered size={16} />, () =>
          chain().toggleOrderedList().run(),
        )}
        {tool('link', state.link, <Link2 size={16} />, setLink)}
        {tool('unlink', false, <Unlink size={16} />, () => chain().unsetLink().run())}
      </div>
      <EditorContent editor={editor} className="rte__content" />
    </div>
  );
}
