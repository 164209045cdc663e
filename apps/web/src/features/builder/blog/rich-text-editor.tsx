import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { Placeholder } from '@tiptap/extensions';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { isAllowedBlogUrl } from '@folio/templates';
import { useEffect, useMemo, useRef } from 'react';
import { cn } from '@/lib/utils';
import { cleanPastedHtml } from './clean-html';
import { EditorToolbar } from './editor-toolbar';

/** How a post's content reads in the editor: close to the published page, in the app's palette. */
const contentClassName = cn(
  'min-h-64 px-4 py-3 text-[15px] leading-relaxed text-foreground outline-none',
  '[&_p]:my-3 [&>*:first-child]:mt-0 [&>*:last-child]:mb-0',
  '[&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:tracking-tight',
  '[&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold',
  '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1 [&_li_p]:my-0',
  '[&_a]:font-medium [&_a]:text-primary-text [&_a]:underline [&_a]:underline-offset-2',
  '[&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-primary/40 [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground',
  '[&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-muted [&_pre]:p-3 [&_pre]:font-mono [&_pre]:text-[13px]',
  '[&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-muted [&_:not(pre)>code]:px-1 [&_:not(pre)>code]:font-mono [&_:not(pre)>code]:text-[0.9em]',
  '[&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_img.ProseMirror-selectednode]:outline-2 [&_img.ProseMirror-selectednode]:outline-ring',
  '[&_hr]:my-6 [&_hr]:border-border',
  // The empty editor's prompt (Tiptap's Placeholder marks the first empty paragraph with it).
  '[&_p.is-editor-empty:first-child]:before:pointer-events-none [&_p.is-editor-empty:first-child]:before:float-left [&_p.is-editor-empty:first-child]:before:h-0',
  '[&_p.is-editor-empty:first-child]:before:text-muted-foreground [&_p.is-editor-empty:first-child]:before:content-[attr(data-placeholder)]',
);

/**
 * The post's content as rich text (Tiptap): headings, emphasis, lists, links, quotes, code and
 * uploaded images, with a toolbar that works from the keyboard. What it can hold is its schema
 * plus the allow-list pasted HTML is cleaned with; the server sanitises again on save.
 */
export function RichTextEditor({
  value,
  onChange,
  websiteId,
  labelId,
  describedBy,
  invalid,
}: {
  value: string;
  onChange: (html: string) => void;
  websiteId: number;
  labelId: string;
  describedBy?: string | undefined;
  invalid: boolean;
}) {
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  const attributes = useMemo(
    () => ({
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelId,
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      ...(invalid ? { 'aria-invalid': 'true' } : {}),
      class: contentClassName,
    }),
    [labelId, describedBy, invalid],
  );

  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, link: false }),
      Link.configure({
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: ['mailto'],
        // Pasted, typed or auto-detected: only http(s) and mailto ever become links.
        isAllowedUri: (url, { defaultValidate }) => /^(https?:|mailto:)/i.test(url) && defaultValidate(url),
        shouldAutoLink: (url) => /^(https?:\/\/|mailto:)/i.test(url) || !/^[a-z][a-z0-9+.-]*:/i.test(url),
        HTMLAttributes: { rel: 'noopener nofollow ugc', target: null },
      }),
      Placeholder.configure({ placeholder: 'Write your post. Headings, lists, links and images are in the toolbar above.' }),
      Image.configure({ allowBase64: false }).extend({
        // An image whose address is not allowed (data:, javascript:, //host) is not kept.
        parseHTML() {
          return [{ tag: 'img[src]', getAttrs: (element) => (isAllowedBlogUrl(element.getAttribute('src') ?? '', 'image') ? null : false) }];
        },
      }),
    ],
    content: value,
    editorProps: {
      attributes,
      transformPastedHTML: cleanPastedHtml,
    },
    onUpdate: ({ editor: current }) => onChangeRef.current(current.isEmpty ? '' : current.getHTML()),
  });

  // The field's error and help change after the editor is made; its attributes follow them.
  useEffect(() => {
    editor.setOptions({
      editorProps: {
        ...editor.options.editorProps,
        attributes,
      },
    });
  }, [editor, attributes]);

  return (
    <div
      className={cn(
        'overflow-hidden rounded-lg border border-input bg-background shadow-xs transition-[border-color,box-shadow] duration-150',
        'focus-within:border-ring focus-within:ring-3 focus-within:ring-ring/25',
        invalid && 'border-danger focus-within:ring-danger/25',
      )}
    >
      <EditorToolbar editor={editor} websiteId={websiteId} />
      <EditorContent editor={editor} />
    </div>
  );
}

export type { Editor };
