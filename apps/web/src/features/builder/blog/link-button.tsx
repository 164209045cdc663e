import type { Editor } from '@tiptap/react';
import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, FieldControl } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { linkHref } from './blog-form';
import { ToolButton } from './tool-button';

/**
 * Adds, changes or removes the link on the selection (or at the cursor). Only http(s) and mailto
 * addresses are taken; "example.com" becomes https://example.com.
 */
export function LinkButton({ editor, active }: { editor: Editor; active: boolean }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const openWith = (next: boolean) => {
    if (next) {
      setText((editor.getAttributes('link').href as string | undefined) ?? '');
      setError(null);
    }
    setOpen(next);
  };

  const apply = () => {
    const href = linkHref(text);
    if (!href) {
      setError('Enter a web address (https://…) or an e-mail address.');
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link')) {
      // Nothing selected: the address itself becomes the linked text.
      chain.insertContent({ type: 'text', text: href.replace(/^mailto:/, ''), marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.setLink({ href }).run();
    }
    setOpen(false);
  };

  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setOpen(false);
  };

  return (
    <Popover open={open} onOpenChange={openWith}>
      <PopoverTrigger asChild>
        {/* Named for what it does at the cursor; shown as on inside a link (a popover trigger is no toggle). */}
        <ToolButton icon={Link2} label={active ? 'Edit link' : 'Link'} className={active ? 'bg-primary-soft text-primary-text' : undefined} />
      </PopoverTrigger>
      <PopoverContent
        className="grid gap-3 p-4"
        aria-label="Link"
        onCloseAutoFocus={(event) => {
          // Back to the text, where the link is.
          event.preventDefault();
          editor.commands.focus();
        }}
      >
        <div className="grid gap-3">
          <Field label="Link address" error={error ?? undefined} help="A web page (https://…) or an e-mail address.">
            <FieldControl>
              <Input
                value={text}
                inputMode="url"
                placeholder="https://"
                autoFocus
                onChange={(event) => {
                  setText(event.target.value);
                  setError(null);
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    apply();
                  }
                }}
              />
            </FieldControl>
          </Field>
          <div className="flex flex-wrap justify-end gap-2">
            {active && (
              <Button variant="outline" size="sm" onClick={remove}>
                Remove link
              </Button>
            )}
            <Button size="sm" onClick={apply}>
              {active ? 'Update link' : 'Add link'}
            </Button>
          </div>
        </div>
      </PopoverContent>
    </Popover>
  );
}
