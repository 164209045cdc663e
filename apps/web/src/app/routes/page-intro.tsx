/** The opening lines of a page in the shell (the top bar holds the page's h1). */
export function PageIntro({ title, text }: { title: string; text?: string }) {
  return (
    <div className="grid gap-1.5 motion-ok:animate-enter">
      <h2 className="text-2xl font-semibold tracking-tight">{title}</h2>
      {text && <p className="text-sm text-muted-foreground">{text}</p>}
    </div>
  );
}
