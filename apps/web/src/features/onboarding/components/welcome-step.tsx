import { ArrowLeft, ArrowRight, FileUp, LayoutTemplate, PenLine, Sparkles, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { DemoVideoFigure } from '@/components/demo-video-player';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import type { OnboardingPathName } from '../api/types';
import { useFlow } from '../store/flow-context';
import { StepHeading } from './step-heading';

interface PathCard {
  path: OnboardingPathName;
  icon: LucideIcon;
  title: string;
  text: string;
  points: string[];
  action: string;
}

const cards: PathCard[] = [
  {
    path: 'upload',
    icon: FileUp,
    title: 'Upload your CV',
    text: 'Folio reads your CV and builds the website from it. You check everything before it is created.',
    points: ['AI-powered parsing', 'Smart template matching', 'A 2-minute setup'],
    action: 'Upload CV',
  },
  {
    path: 'template',
    icon: LayoutTemplate,
    title: 'Start from a template',
    text: 'Pick a design first and replace its sample content with yours in the builder.',
    points: ['Sample content to edit', 'Every template to choose from'],
    action: 'Browse Templates',
  },
  {
    path: 'scratch',
    icon: PenLine,
    title: 'Start from scratch',
    text: 'Fill in a short form, step by step: your details, experience, education, skills and projects.',
    points: ['Six short steps', 'Saved on this device as you type'],
    action: 'Start Building',
  },
];

/** The three ways to begin (onboarding.md section 2), and a way back to the dashboard. */
export function WelcomeStep() {
  const { state, actions } = useFlow();
  const [busy, setBusy] = useState<OnboardingPathName | 'dashboard' | null>(null);

  const choose = async (path: OnboardingPathName) => {
    if (path === 'upload') return actions.goTo('upload_cv', 'upload');
    if (path === 'scratch') return actions.goTo('manual_input', 'scratch');
    setBusy('template');
    await actions.createDemo();
    setBusy(null);
  };
  const leave = async () => {
    setBusy('dashboard');
    await actions.backToDashboard();
    setBusy(null);
  };

  return (
    <section aria-labelledby="onboarding-step-title" className="grid gap-8">
      <StepHeading
        title={<span id="onboarding-step-title">Welcome</span>}
        description="Let’s turn your CV into a portfolio website. Choose how you would like to start; you can change everything afterwards."
        aside={
          <Button variant="outline" onClick={() => void leave()} loading={busy === 'dashboard'}>
            {busy !== 'dashboard' && <ArrowLeft aria-hidden="true" />}
            Back to Dashboard
          </Button>
        }
      />
      <ul className="grid gap-4 md:grid-cols-3">
        {cards.map((card) => {
          const recommended = card.path === 'upload';
          return (
            <li key={card.path}>
              <div
                className={cn(
                  'group relative flex h-full flex-col gap-4 rounded-2xl border bg-card p-5 shadow-xs transition-[border-color,box-shadow] hover:border-primary/50 hover:shadow-md',
                  recommended && 'border-primary/40 ring-1 ring-primary/20',
                  state.path === card.path && 'border-primary',
                  busy !== null && 'opacity-70',
                )}
              >
                <span className="flex items-start justify-between gap-3">
                  <span className="grid size-11 place-items-center rounded-xl bg-primary-soft text-primary-text">
                    <card.icon className="size-5" aria-hidden="true" />
                  </span>
                  {recommended && (
                    <Badge variant="primary">
                      <Sparkles className="size-3" aria-hidden="true" />
                      Recommended
                    </Badge>
                  )}
                </span>
                <span className="grid gap-1.5">
                  <span id={`path-${card.path}-title`} className="text-base font-semibold">
                    {card.title}
                  </span>
                  <span id={`path-${card.path}-text`} className="text-sm text-muted-foreground">
                    {card.text}
                  </span>
                </span>
                <span className="grid gap-1 text-sm">
                  {card.points.map((point) => (
                    <span key={point} className="flex items-center gap-2 text-foreground/80">
                      <span className="size-1.5 rounded-full bg-primary" aria-hidden="true" />
                      {point}
                    </span>
                  ))}
                </span>
                {/*
                  Named by its action, the spec's label and what the card shows as its button (WCAG 2.5.3);
                  the title and text describe it, and its ::after stretches over the card, so a click
                  anywhere on the card chooses it.
                */}
                <button
                  type="button"
                  onClick={() => void choose(card.path)}
                  disabled={busy !== null}
                  aria-describedby={`path-${card.path}-title path-${card.path}-text`}
                  className={cn(
                    'mt-auto inline-flex h-9 items-center justify-center gap-2 rounded-lg px-4 text-sm font-medium outline-none',
                    'after:absolute after:inset-0 after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring',
                    recommended ? 'bg-primary text-primary-foreground group-hover:bg-primary-hover' : 'border border-input bg-background group-hover:bg-accent',
                  )}
                >
                  {busy === card.path ? <Spinner /> : null}
                  {card.action}
                  {busy !== card.path && <ArrowRight className="size-4 motion-ok:transition-transform motion-ok:group-hover:translate-x-0.5" aria-hidden="true" />}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {/* The demo video set on /admin/demo-video; nothing while none is. */}
      <DemoVideoFigure className="mx-auto w-full max-w-3xl" />
    </section>
  );
}
