import { forwardRef } from 'react';

/**
 * The hidden file input behind a "choose image" button (the button calls its click()): the image
 * types the server takes, out of the tab order, cleared after each choice so the same file can be
 * chosen again.
 */
export const ImageFileInput = forwardRef<HTMLInputElement, { label: string; multiple?: boolean; onFiles: (files: File[]) => void }>(function ImageFileInput(
  { label, multiple = false, onFiles },
  ref,
) {
  return (
    <input
      ref={ref}
      type="file"
      multiple={multiple}
      accept="image/jpeg,image/png,image/gif,image/webp"
      className="sr-only"
      tabIndex={-1}
      aria-label={label}
      onChange={(event) => {
        const files = [...(event.target.files ?? [])];
        event.target.value = '';
        if (files.length > 0) onFiles(files);
      }}
    />
  );
});
