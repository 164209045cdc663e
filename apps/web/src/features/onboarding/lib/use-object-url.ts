import { useEffect, useMemo, useRef } from 'react';

/** A blob URL to show a chosen image; the previous one is released when the file changes. */
export function useObjectUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (previous.current && previous.current !== url) URL.revokeObjectURL(previous.current);
    previous.current = url;
  }, [url]);
  return url;
}
