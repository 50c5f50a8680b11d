import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link2,
  List,
  ListOrdered,
  Redo2,
  Undo2,
} from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** How many of its own recent values the editor recognises when they come back. */
const RECENT_EMITS = 20;

interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  /** Accessible name of the editing area. */
  label: string;
}

/**
 * The article body editor (TipTap: paragraphs, headings, bold, italic, lists, links). It writes
 * HTML; the server sanitizes it on save and the player site again on render. Loaded lazily.
 */
export default function RichTextEditor({ value, onChange, label }: RichTextEditorProps) {
  const { t } = useTranslation('helpArticles');
  // The HTML the editor itself handed up lately: such a value coming back is no outside change. It
  // may trail the document by a few keystrokes (a busy page renders late); setting it back would
  // drop them.
  const emitted = useRef<string[]>([]);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, protocols: ['http', 'https', 'mailto', 'tel'] },
      }),
    ],
    content: value,
    editorProps: { attributes: { 'aria-label': label, class: 'rte__content', role: 'textbox' } },
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : e.getHTML();
      emitted.current = [...emitted.current.slice(-(RECENT_EMITS - 1)), html];
      onChange(html);
    },
  });

  // Another language tab or a reset sets a new value from outside.
  useEffect(() => {
    // A destroyed editor (TipTap re-creates it as the drawer mounts) has no schema to read.
    if (!editor || editor.isDestroyed || emitted.current.includes(value)) return;
    if (value !== editor.getHTML() && !(value === '' && editor.isEmpty)) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
    emitted.current = [value];
  }, [editor, value]);

  if (!editor) return null;
  const tool = (name: string, icon: ReactNode, run: () => void, active = false) => (
    <button
      type="button"
      className={active ? 'rte__tool is-active' : 'rte__tool'}
      aria-label={t(`editor.${name}`)}
      aria-pressed={active}
      title={t(`editor.${name}`)}
      onClick={run}
    >
      {icon}
    </button>
  );
  const chain = () => editor.chain().focus();
  const setLink = () => {
    const previous = editor.getAttributes('link').href as string | undefined;
    const href = window.prompt(t('editor.linkPrompt'), previous ?? 'https://');
    if (href === null) return;
    if (href === '') chain().unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href }).run();
  };
  return (
    <div className="rte">
      <div className="rte__toolbar" role="toolbar" aria-label={t('editor.toolbar')}>
        {tool(
          'bold',
          <Bold size={16} />,
          () => chain().toggleBold().run(),
          editor.isActive('bold'),
        )}
        {tool(
          'italic',
          <Italic size={16} />,
          () => chain().toggleItalic().run(),
          editor.isActive('italic'),
        )}
        {tool(
          'h2',
          <Heading2 size={16} />,
          () => chain().toggleHeading({ level: 2 }).run(),
          editor.isActive('heading', { level: 2 }),
        )}
        {tool(
          'h3',
          <Heading3 size={16} />,
          () => chain().toggleHeading({ level: 3 }).run(),
          editor.isActive('heading', { level: 3 }),
        )}
        {tool(
          'bulletList',
          <List size={16} />,
          () => chain().toggleBulletList().run(),
          editor.isActive('bulletList'),
        )}
        {tool(
          'orderedList',
          <ListOrdered size={16} />,
          () => chain().toggleOrderedList().run(),
          editor.isActive('orderedList'),
        )}
        {tool('link', <Link2 size={16} />, setLink, editor.isActive('link'))}
        {tool('undo', <Undo2 size={16} />, () => chain().undo().run())}
        {tool('redo', <Redo2 size={16} />, () => chain().redo().run())}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
