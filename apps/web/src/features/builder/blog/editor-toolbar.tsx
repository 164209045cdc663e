import { useEditorState, type Editor } from '@tiptap/react';
import { Bold, Code2, Heading2, Heading3, Italic, List, ListOrdered, Quote, Redo2, Undo2 } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { ImageButton } from './image-button';
import { LinkButton } from './link-button';
import { ToolButton } from './tool-button';

const toolbarItems = (toolbar: HTMLElement | null) => [...(toolbar?.querySelectorAll<HTMLElement>('[data-toolbar-item]') ?? [])];

/** The toolbar's one Tab stop moves to `target`. */
function makeTabStop(toolbar: HTMLElement | null, target: HTMLElement) {
  for (const item of toolbarItems(toolbar)) item.tabIndex = item === target ? 0 : -1;
}

const separator = <span className="mx-1 h-5 w-px shrink-0 bg-border" aria-hidden="true" />;
const mod = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl+';

/**
 * The formatting toolbar (ARIA toolbar pattern): one Tab stop, the arrow keys, Home and End move
 * between its buttons, so Tab goes on to the content.
 */
export function EditorToolbar({ editor, websiteId }: { editor: Editor; websiteId: number }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bullet: current.isActive('bulletList'),
      ordered: current.isActive('orderedList'),
      link: current.isActive('link'),
      quote: current.isActive('blockquote'),
      code: current.isActive('codeBlock'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const toolbar = useRef<HTMLDivElement>(null);
  const items = () => toolbarItems(toolbar.current);
  const makeCurrent = (target: HTMLElement) => makeTabStop(toolbar.current, target);
  useEffect(() => {
    const first = toolbarItems(toolbar.current)[0];
    if (first) makeTabStop(toolbar.current, first);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    if (index < 0) return;
    const next =
      event.key === 'ArrowRight' ? list[(index + 1) % list.length] : event.key === 'ArrowLeft' ? list[(index - 1 + list.length) % list.length] : event.key === 'Home' ? list[0] : event.key === 'End' ? list.at(-1) : undefined;
    if (!next) return;
    event.preventDefault();
    makeCurrent(next);
    next.focus();
  };

  const chain = () => editor.chain().focus();
  return (
    <div
      ref={toolbar}
      role="toolbar"
      aria-label="Formatting"
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        if (event.target instanceof HTMLElement && event.target.hasAttribute('data-toolbar-item')) makeCurrent(event.target);
      }}
      className="flex flex-wrap items-center gap-0.5 border-b bg-muted/40 px-1.5 py-1"
    >
      <ToolButton icon={Heading2} label="Heading 2" shortcut={`${mod}Alt+2`} pressed={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()} />
      <ToolButton icon={Heading3} label="Heading 3" shortcut={`${mod}Alt+3`} pressed={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()} />
      {separator}
      <ToolButton icon={Bold} label="Bold" shortcut={`${mod}B`} pressed={state.bold} onClick={() => chain().toggleBold().run()} />
      <ToolButton icon={Italic} label="Italic" shortcut={`${mod}I`} pressed={state.italic} onClick={() => chain().toggleItalic().run()} />
      {separator}
      <ToolButton icon={List} label="Bulleted list" shortcut={`${mod}Shift+8`} pressed={state.bullet} onClick={() => chain().toggleBulletList().run()} />
      <ToolButton icon={ListOrdered} label="Numbered list" shortcut={`${mod}Shift+7`} pressed={state.ordered} onClick={() => chain().toggleOrderedList().run()} />
      {separator}
      <LinkButton editor={editor} active={state.link} />
      <ToolButton icon={Quote} label="Quote" shortcut={`${mod}Shift+B`} pressed={state.quote} onClick={() => chain().toggleBlockquote().run()} />
      <ToolButton icon={Code2} label="Code block" shortcut={`${mod}Alt+C`} pressed={state.code} onClick={() => chain().toggleCodeBlock().run()} />
      <ImageButton editor={editor} websiteId={websiteId} />
      {separator}
      <ToolButton icon={Undo2} label="Undo" shortcut={`${mod}Z`} unavailable={!state.canUndo} onClick={() => chain().undo().run()} />
      <ToolButton icon={Redo2} label="Redo" shortcut={`${mod}Shift+Z`} unavailable={!state.canRedo} onClick={() => chain().redo().run()} />
    </div>
  );
}
