/** @jsxRuntime automatic */
import type { ResponsiveImage } from '../types';

interface UploadedImageProps {
  src: string;
  alt: string;
  images: Readonly<Record<string, ResponsiveImage>>;
  /** The width the template lays the picture out at, in CSS pixels (its width attribute). */
  width: number;
  /** The height the template expects when the picture's own size is not known. */
  height: number;
  /** The `sizes` attribute: how wide the picture is drawn, so the browser picks the copy it needs. */
  sizes: string;
  className?: string;
  eager?: boolean;
}

/**
 * An uploaded picture with its smaller copies in srcset and its own aspect ratio in width/height,
 * so the browser loads only the width it draws and reserves the right space before it arrives. A
 * picture without copies (a demo picture, an upload older than the copies) renders as itself.
 */
export function UploadedImage({ src, alt, images, width, height, sizes, className, eager = false }: UploadedImageProps) {
  const info = images[src];
  const candidates = info ? [...info.variants.filter((variant) => variant.type === 'image/webp' && variant.width < info.width), { url: src, width: info.width }] : [];
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={info ? Math.max(1, Math.round((width * info.height) / info.width)) : height}
      {...(candidates.length > 1 ? { srcSet: candidates.map((candidate) => `${candidate.url} ${candidate.width}w`).join(', '), sizes } : {})}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
    />
  );
}
