export function SectionHeading({ id, eyebrow, title, text }: { id: string; eyebrow: string; title: string; text?: string }) {
  return (
    <div className="mx-auto grid max-w-2xl gap-4 text-center">
      <p className="text-sm font-semibold text-primary-text">{eyebrow}</p>
      <h2 id={id} className="text-3xl font-semibold tracking-[-0.03em] text-balance sm:text-4xl">
        {title}
      </h2>
      {text && <p className="text-base leading-relaxed text-pretty text-muted-foreground sm:text-lg">{text}</p>}
    </div>
  );
}
