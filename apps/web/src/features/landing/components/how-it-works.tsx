import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { DemoVideoFigure } from '@/components/demo-video-player';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { SectionHeading } from './section-heading';

const steps = [
  {
    title: 'Upload your CV',
    text: 'Drop in a PDF, DOCX or DOC file, or paste the text. No CV at hand? Start from a demo or a blank form.',
  },
  {
    title: 'Review and pick a template',
    text: 'Check what Folio read from your CV, fix anything it missed, and take the suggested template or another.',
  },
  {
    title: 'Edit and publish',
    text: 'Polish each section with a live preview, then publish. Update it whenever your career moves on.',
  },
];

export function HowItWorks() {
  return (
    <section id="how-it-works" aria-labelledby="how-title" className="border-t py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="how-title" eyebrow="How it works" title="From CV to website in three steps" />
        <ol className="mt-14 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="relative grid content-start gap-3 rounded-2xl border bg-card p-7 shadow-xs">
              <span className="grid size-9 place-items-center rounded-full bg-foreground text-sm font-semibold text-background">
                {index + 1}
              </span>
              <h3 className="mt-2 font-semibold tracking-tight">{step.title}</h3>
              <p className="text-sm leading-relaxed text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
        {/* The demo video set on /admin/demo-video; nothing while none is. */}
        <DemoVideoFigure className="mx-auto mt-12 max-w-3xl" />
      </div>
    </section>
  );
}

export function ClosingCallToAction() {
  return (
    <section aria-labelledby="cta-title" className="border-t">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 sm:py-24">
        <div className="relative overflow-hidden rounded-3xl bg-foreground px-6 py-14 text-center text-background sm:px-12">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_60%_80%_at_50%_120%,color-mix(in_oklch,var(--primary)_55%,transparent),transparent)]"
          />
          <div className="relative mx-auto grid max-w-xl justify-items-center gap-5">
            <h2 id="cta-title" className="text-3xl font-semibold tracking-[-0.03em] text-balance sm:text-4xl">
              Your CV already tells the story. Give it a home.
            </h2>
            <p className="text-background/75">Create your account, upload your CV and see your site take shape.</p>
            <Button asChild size="lg" className="mt-2 bg-background text-foreground shadow-none hover:bg-background/90">
              <Link to={paths.auth.register.getHref()}>
                Get started free
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
