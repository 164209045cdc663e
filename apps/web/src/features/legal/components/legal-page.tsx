import type { ReactNode } from 'react';

/** Long-form legal text with a readable measure and clear section headings. */
export function LegalPage({ title, updated, intro, children }: { title: string; updated: string; intro: ReactNode; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20">
      <header className="border-b pb-8">
        <p className="text-sm text-muted-foreground">Last updated {updated}</p>
        <h1 className="mt-2 text-3xl font-semibold tracking-[-0.03em] sm:text-4xl">{title}</h1>
        <div className="mt-4 text-lg leading-relaxed text-muted-foreground">{intro}</div>
      </header>
      <div className="grid gap-10 pt-10 text-[15px] leading-7 text-foreground/90 [&_a]:font-medium [&_a]:text-primary-text [&_a]:underline-offset-4 hover:[&_a]:underline [&_li]:pl-1 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5">
        {children}
      </div>
    </article>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3">
      <h2 className="text-lg font-semibold tracking-tight text-foreground">{title}</h2>
      {children}
    </section>
  );
}
