import { Check, FileText, Globe } from 'lucide-react';

/**
 * An illustration of the product, drawn with markup instead of a screenshot: a CV on the left
 * becoming a portfolio site on the right. Decorative, so hidden from assistive technology.
 */
export function HeroPreview() {
  return (
    <div aria-hidden="true" className="relative">
      <div className="absolute -inset-x-6 -inset-y-4 rounded-[2rem] bg-gradient-to-b from-primary/15 to-transparent blur-2xl" />
      <div className="relative overflow-hidden rounded-2xl border bg-card shadow-lg">
        <div className="flex items-center gap-2 border-b bg-muted/60 px-4 py-3">
          <span className="size-2.5 rounded-full bg-[oklch(0.7_0.17_25)]" />
          <span className="size-2.5 rounded-full bg-[oklch(0.8_0.15_85)]" />
          <span className="size-2.5 rounded-full bg-[oklch(0.72_0.16_150)]" />
          <div className="mx-auto flex items-center gap-1.5 rounded-md border bg-background px-3 py-1 text-[11px] text-muted-foreground">
            <Globe className="size-3" />
            alex-morgan.example.com
          </div>
        </div>
        <div className="grid gap-0 md:grid-cols-[1fr_2fr]">
          <div className="hidden border-r bg-canvas p-6 md:block">
            <div className="flex items-center gap-2 text-xs font-medium text-muted-foreground">
              <FileText className="size-3.5" />
              alex-morgan-cv.pdf
            </div>
            <div className="mt-4 grid gap-2.5 rounded-lg border bg-background p-4 shadow-xs">
              <div className="h-2.5 w-2/3 rounded bg-foreground/70" />
              <div className="h-2 w-1/2 rounded bg-muted-foreground/30" />
              <div className="mt-2 h-2 w-full rounded bg-muted-foreground/20" />
              <div className="h-2 w-11/12 rounded bg-muted-foreground/20" />
              <div className="h-2 w-4/5 rounded bg-muted-foreground/20" />
              <div className="mt-2 h-2 w-full rounded bg-muted-foreground/20" />
              <div className="h-2 w-3/4 rounded bg-muted-foreground/20" />
            </div>
            <ul className="mt-5 grid gap-2 text-xs">
              {['Experience', 'Education', 'Skills', 'Projects'].map((label) => (
                <li key={label} className="flex items-center gap-2 text-muted-foreground">
                  <span className="grid size-4 place-items-center rounded-full bg-success-soft text-success-text">
                    <Check className="size-2.5" strokeWidth={3} />
                  </span>
                  {label}
                </li>
              ))}
            </ul>
          </div>
          <div className="p-6 sm:p-8">
            <div className="flex items-center gap-4">
              <div className="size-14 shrink-0 rounded-full bg-gradient-to-br from-[oklch(0.75_0.12_40)] to-[oklch(0.6_0.18_10)]" />
              <div className="grid gap-1">
                <p className="text-lg font-semibold tracking-tight">Alex Morgan</p>
                <p className="text-sm text-muted-foreground">Product designer · Lisbon</p>
              </div>
              <span className="ml-auto hidden rounded-full bg-primary px-3 py-1.5 text-xs font-medium text-primary-foreground sm:block">
                Get in touch
              </span>
            </div>
            <div className="mt-6 grid gap-2">
              <div className="h-2 w-full rounded bg-muted-foreground/20" />
              <div className="h-2 w-5/6 rounded bg-muted-foreground/20" />
            </div>
            <p className="mt-7 text-xs font-semibold tracking-wider text-muted-foreground uppercase">Selected work</p>
            <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
              {[
                'from-[oklch(0.82_0.09_250)] to-[oklch(0.65_0.15_275)]',
                'from-[oklch(0.85_0.1_160)] to-[oklch(0.65_0.13_190)]',
                'from-[oklch(0.88_0.1_80)] to-[oklch(0.72_0.15_45)]',
              ].map((gradient, index) => (
                <div key={gradient} className={index === 2 ? 'hidden sm:block' : undefined}>
                  <div className={`aspect-[4/3] rounded-lg bg-gradient-to-br ${gradient}`} />
                  <div className="mt-2 h-2 w-2/3 rounded bg-foreground/50" />
                </div>
              ))}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
