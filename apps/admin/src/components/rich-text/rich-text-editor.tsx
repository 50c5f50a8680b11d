import { RICH_TEXT, type TRichTextKind } from '@lw/contracts';
import Link from '@tiptap/extension-link';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
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
  Redo2,
  Underline,
  Undo2,
  Unlink,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { linkAllowed } from './link-allowed';
import { useEditorValue } from './use-editor-value';
import './rich-text-editor.css';

interface RichTextEditorProps {
  /** Which allow-list the HTML is saved under: it decides the link schemes offered. */
  kind: Extract<TRichTextKind, 'announcement' | 'article'>;
  /** Accessible name of the editing area. */
  label: string;
  value: string;
  onChange: (html: string) => void;
  id?: string;
}

interface Tool {
  name: string;
  icon: ReactNode;
  run: (editor: Editor) => void;
  active?: (editor: Editor) => boolean;
}

const chain = (editor: Editor) => editor.chain().focus();

const TOOLS: Tool[] = [
  { name: 'paragraph', icon: <Pilcrow size={16} />, run: (e) => chain(e).setParagraph().run() },
  {
    name: 'h2',
    icon: <Heading2 size={16} />,
    run: (e) => chain(e).toggleHeading({ level: 2 }).run(),
    active: (e) => e.isActive('heading', { level: 2 }),
  },
  {
    name: 'h3',
    icon: <Heading3 size={16} />,
    run: (e) => chain(e).toggleHeading({ level: 3 }).run(),
    active: (e) => e.isActive('heading', { level: 3 }),
  },
  {
    name: 'bold',
    icon: <Bold size={16} />,
    run: (e) => chain(e).toggleBold().run(),
    active: (e) => e.isActive('bold'),
  },
  {
    name: 'italic',
    icon: <Italic size={16} />,
    run: (e) => chain(e).toggleItalic().run(),
    active: (e) => e.isActive('italic'),
  },
  {
    name: 'underline',
    icon: <Underline size={16} />,
    run: (e) => chain(e).toggleUnderline().run(),
    active: (e) => e.isActive('underline'),
  },
  {
    name: 'bullet',
    icon: <List size={16} />,
    run: (e) => chain(e).toggleBulletList().run(),
    active: (e) => e.isActive('bulletList'),
  },
  {
    name: 'ordered',
    icon: <ListOrdered size={16} />,
    run: (e) => chain(e).toggleOrderedList().run(),
    active: (e) => e.isActive('orderedList'),
  },
];

const HISTORY: Tool[] = [
  { name: 'undo', icon: <Undo2 size={16} />, run: (e) => chain(e).undo().run() },
  { name: 'redo', icon: <Redo2 size={16} />, run: (e) => chain(e).redo().run() },
];

/**
 * The back office's rich-text editor (TipTap, loaded only with the screens that use it):
 * paragraphs, headings, bold, italic, underline, lists, links, undo. It writes HTML; the server
 * sanitizes it on save under the kind's allow-list, and the player site again on render.
 */
export default function RichTextEditor({ kind, label, value, onChange, id }: RichTextEditorProps) {
  const { t } = useTranslation('common');
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, code: false, codeBlock: false }),
      Link.configure({
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: [...RICH_TEXT[kind].linkSchemes],
        isAllowedUri: (url) => linkAllowed(kind, url),
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
      },
    },
  });
  useEditorValue(editor, value, onChange);
  // Re-render the toolbar's pressed states when the selection or stored marks change.
  const active = useEditorState({
    editor,
    selector: ({ editor: e }): Record<string, boolean> => ({
      ...Object.fromEntries(
        TOOLS.map((tool) => [tool.name, e ? (tool.active?.(e) ?? false) : false]),
      ),
      link: e?.isActive('link') ?? false,
    }),
  });

  if (!editor) return null;
  const setLink = () => {
    const previous = editor.getAttributes('link').href as string | undefined;
    const href = window.prompt(t('editor.linkPrompt'), previous ?? 'https://');
    if (href === null) return;
    if (href === '') chain(editor).unsetLink().run();
    else if (linkAllowed(kind, href)) chain(editor).extendMarkRange('link').setLink({ href }).run();
  };
  const button = (name: string, icon: ReactNode, run: () => void, pressed?: boolean) => (
    <button
      key={name}
      type="button"
      className="rte__tool"
      aria-label={t(`editor.${name}`)}
      aria-pressed={pressed}
      title={t(`editor.${name}`)}
      // The editor keeps the focus and the selection: a key typed right after a click on Bold
      // lands in the text (TipTap gives the focus back only on the next frame).
      onMouseDown={(e) => e.preventDefault()}
      onClick={run}
    >
      {icon}
    </button>
  );
  return (
    <div className="rte">
      <div className="rte__toolbar" role="toolbar" aria-label={t('editor.toolbar')}>
        {TOOLS.map((tool) =>
          button(tool.name, tool.icon, () => tool.run(editor), active?.[tool.name] ?? false),
        )}
        {button('link', <Link2 size={16} />, setLink, active?.link ?? false)}
        {button('unlink', <Unlink size={16} />, () => chain(editor).unsetLink().run())}
        {HISTORY.map((tool) => button(tool.name, tool.icon, () => tool.run(editor)))}
      </div>
      <EditorContent editor={editor} className="rte__content" />
    </div>
  );
}
