import { ImageUp, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { getInitials } from '@/lib/utils';
import { useBuilder, useBuilderState } from '../state/builder-context';
import { builderMessages } from '../state/messages';
import { ConflictReloaded } from '../state/writer';
import { ImageFileInput } from '../components/image-file-input';

const maxBytes = 5 * 1024 * 1024;
const allowedTypes = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp'];

/** The client's checks mirror the server's (which decodes the file and re-encodes it to WebP). */
export function checkPicture(file: File): string | null {
  if (!file.type.startsWith('image/')) return builderMessages.pictureNotImage;
  if (!allowedTypes.includes(file.type)) return builderMessages.pictureBadType;
  if (file.size > maxBytes) return builderMessages.pictureTooLarge;
  return null;
}

export function ProfilePicture() {
  const builder = useBuilder();
  const picture = useBuilderState((state) => state.website.flat_picture);
  const name = useBuilderState((state) => state.draft.name ?? state.website.name);
  const input = useRef<HTMLInputElement>(null);
  const [local, setLocal] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);

  useEffect(() => () => void (local && URL.revokeObjectURL(local)), [local]);

  const upload = async (file: File) => {
    const problem = checkPicture(file);
    setError(problem);
    if (problem) return;
    setLocal(URL.createObjectURL(file));
    setProgress(0);
    try {
      await builder.website.uploadPicture(file, setProgress);
      toast.success(builderMessages.imageUploaded);
    } catch (caught) {
      if (caught instanceof ConflictReloaded) return;
      const message = isApiError(caught, 422) ? getErrorMessage(caught) : builderMessages.pictureUploadFailed;
      setError(message);
      toast.error(message);
    } finally {
      setLocal(null);
      setProgress(null);
    }
  };

  const remove = async () => {
    setRemoving(true);
    try {
      await builder.website.removePicture();
      toast.success(builderMessages.imageRemoved);
    } catch (caught) {
      if (!(caught instanceof ConflictReloaded)) toast.error(builderMessages.pictureRemoveFailed);
    } finally {
      setRemoving(false);
    }
  };

  const shown = local ?? picture;
  return (
    <Card>
      <CardContent className="relative flex flex-wrap items-center gap-5">
        <div className="relative size-20 shrink-0 overflow-hidden rounded-full bg-primary-soft ring-1 ring-border">
          {shown ? (
            <img src={shown} alt="Profile picture" className="size-full object-cover" />
          ) : (
            <span aria-hidden="true" className="grid size-full place-items-center text-xl font-semibold text-primary-text">
              {getInitials(name)}
            </span>
          )}
          {progress !== null && (
            <span className="absolute inset-x-0 bottom-0 h-1.5 bg-black/30">
              <span className="block h-full bg-primary" style={{ width: `${Math.round(progress * 100)}%` }} />
            </span>
          )}
        </div>
        <div className="grid min-w-0 flex-1 gap-2">
          <div>
            <p className="text-sm font-medium">Profile picture</p>
            <p className="text-[13px] text-muted-foreground">JPG, PNG, GIF or WebP, up to 5MB. Square photos look best.</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => input.current?.click()} loading={progress !== null}>
              <ImageUp aria-hidden="true" />
              {picture ? 'Change picture' : 'Upload picture'}
            </Button>
            {picture && (
              <Button variant="ghost" size="sm" onClick={() => void remove()} loading={removing} className="text-danger-text">
                <Trash2 aria-hidden="true" />
                Remove
              </Button>
            )}
          </div>
          {progress !== null && (
            <p role="status" className="text-[13px] text-muted-foreground">
              Uploading… {Math.round(progress * 100)}%
            </p>
          )}
          {error && (
            <p role="alert" className="text-[13px] text-danger-text">
              {error}
            </p>
          )}
        </div>
        <ImageFileInput ref={input} label="Profile picture file" onFiles={([file]) => void upload(file!)} />
      </CardContent>
    </Card>
  );
}
