import { NodeSelection, TextSelection } from '@tiptap/pm/state';
import type { Editor } from '@tiptap/react';
import { ImagePlus } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field, FieldControl } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { getErrorMessage } from '@/lib/api-client';
import { uploadBlogImage } from '../api/upload-blog-image';
import { checkNewImages } from '../projects/image-rules';
import { builderMessages } from '../state/messages';
import { ToolButton } from './tool-button';
import { ImageFileInput } from '../components/image-file-input';

/**
 * Uploads an image like a project image (JPG, PNG, GIF or WebP up to 5MB, stored as WebP) and puts
 * it at the cursor, with the description a screen reader reads in its place.
 */
export function ImageButton({ editor, websiteId }: { editor: Editor; websiteId: number }) {
  const [open, setOpen] = useState(false);
  const [alt, setAlt] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const uploading = progress !== null;

  const upload = async (file: File) => {
    const { accepted, error: problem } = checkNewImages([file], 0, 'select');
    if (!accepted[0]) {
      setError(problem);
      return;
    }
    setError(null);
    setProgress(0);
    try {
      const image = await uploadBlogImage(websiteId, file, setProgress);
      const description = alt.trim() || file.name.replace(/\.[^.]+$/, '');
      editor
        .chain()
        .focus()
        .setImage({ src: image.url, alt: description, width: image.width, height: image.height })
        // The cursor goes on below the image, in a paragraph made for it if none follows, so the next
        // keystroke writes on instead of replacing the image (which stays selected otherwise).
        .command(({ tr, dispatch }) => {
          if (!(tr.selection instanceof NodeSelection)) return true;
          const after = tr.selection.to;
          if (dispatch) {
            if (!tr.doc.resolve(after).nodeAfter?.isTextblock) tr.insert(after, editor.schema.nodes.paragraph!.create());
            tr.setSelection(TextSelection.create(tr.doc, after + 1));
          }
          return true;
        })
        .run();
      toast.success(builderMessages.imageUploaded);
      setAlt('');
      setOpen(false);
    } catch (failure) {
      setError(getErrorMessage(failure, builderMessages.imageUploadFailed));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Popover open={open} onOpenChange={(next) => !uploading && setOpen(next)}>
      <PopoverTrigger asChild>
        <ToolButton icon={ImagePlus} label="Image" />
      </PopoverTrigger>
      <PopoverContent
        className="grid gap-3 p-4"
        aria-label="Image"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          editor.commands.focus();
        }}
      >
        <Field label="Image description" help="What the image shows, for people who cannot see it." error={error ?? undefined}>
          <FieldControl>
            <Input value={alt} maxLength={200} autoFocus onChange={(event) => setAlt(event.target.value)} disabled={uploading} />
          </FieldControl>
        </Field>
        <p className="text-[13px] text-muted-foreground">JPG, PNG, GIF or WebP, up to 5MB.</p>
        {uploading && (
          <p role="status" className="text-sm tabular-nums">
            Uploading… {Math.round(progress * 100)}%
          </p>
        )}
        <Button size="sm" className="justify-self-end" loading={uploading} onClick={() => input.current?.click()}>
          Choose image
        </Button>
        <ImageFileInput ref={input} label="Image file" onFiles={([file]) => void upload(file!)} />
      </PopoverContent>
    </Popover>
  );
}
