/** A card's description as its owner wrote it: one achievement a line stays one a line. */
export function ItemDescription({ text }: { text: string }) {
  if (!text) return null;
  return <p className="mt-1.5 line-clamp-3 whitespace-pre-line text-sm text-foreground/80">{text}</p>;
}
