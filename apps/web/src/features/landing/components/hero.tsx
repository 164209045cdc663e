import { ArrowRight, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { HeroPreview } from './hero-preview';

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_70%_60%_at_50%_-10%,color-mix(in_oklch,var(--primary)_16%,transparent),transparent)]"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[linear-gradient(to_right,var(--border)_1px,transparent_1px),linear-gradient(to_bottom,var(--border)_1px,transparent_1px)] bg-[size:56px_56px] opacity-40 [mask-image:radial-gradient(ellipse_60%_50%_at_50%_0%,#000_40%,transparent_100%)]"
      />
      <div className="relative mx-auto max-w-6xl px-4 pt-16 pb-20 sm:px-6 sm:pt-24 lg:pb-28">
        <div className="mx-auto grid max-w-3xl justify-items-center gap-6 text-center">
          <p className="inline-flex items-center gap-2 rounded-full border bg-background/70 px-3 py-1 text-[13px] font-medium text-muted-foreground shadow-xs backdrop-blur motion-ok:animate-enter">
            <Sparkles className="size-3.5 text-primary-text" aria-hidden="true" />
            AI-assisted portfolio builder
          </p>
          <h1
            id="hero-title"
            className="text-4xl font-semibold tracking-[-0.035em] text-balance sm:text-6xl motion-ok:animate-enter motion-ok:[animation-delay:80ms]"
          >
            Brand yourself{' '}
            <span className="bg-gradient-to-r from-primary-text to-[oklch(0.6_0.2_310)] bg-clip-text text-transparent dark:to-[oklch(0.78_0.13_320)]">
              instantly
            </span>{' '}
            using AI
          </h1>
          <p className="max-w-2xl text-lg leading-relaxed text-pretty text-muted-foreground motion-ok:animate-enter motion-ok:[animation-delay:160ms]">
            Upload your CV and Folio turns it into a professional portfolio website. It reads your experience,
            suggests a template that suits your field, and lets you edit, preview and publish in minutes.
          </p>
          <div className="flex w-full flex-col items-center gap-3 sm:w-auto sm:flex-row motion-ok:animate-enter motion-ok:[animation-delay:240ms]">
            <Button asChild size="lg" className="w-full sm:w-auto">
              <Link to={paths.auth.register.getHref()}>
                Get started free
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="w-full sm:w-auto">
              <a href="#how-it-works">See how it works</a>
            </Button>
          </div>
          <p className="text-[13px] text-muted-foreground motion-ok:animate-enter motion-ok:[animation-delay:300ms]">
            The free plan stays free. Upgrade only when you need more.
          </p>
        </div>
        <div className="mx-auto mt-16 max-w-5xl motion-ok:animate-enter motion-ok:[animation-delay:380ms]">
          <HeroPreview />
        </div>
      </div>
    </section>
  );
}
