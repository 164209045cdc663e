import type { User } from '@folio/schema';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

export interface PlanUsage {
  name: string;
  displayName: string;
  limit: number;
  count: number;
}

/** The greeting, the plan, and how much of it is in use: facts from the account, nothing invented. */
export function WelcomeHero({ user, usage, subscriptionHref }: { user: User; usage: PlanUsage | null; subscriptionHref: string }) {
  const returning = user.websites_count > 0;
  return (
    <section
      aria-labelledby="welcome-title"
      className="relative overflow-hidden rounded-2xl border bg-card p-7 shadow-sm sm:p-9 motion-ok:animate-enter"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_50%_90%_at_100%_0%,color-mix(in_oklch,var(--primary)_14%,transparent),transparent)]"
      />
      <div className="relative grid gap-2">
        {usage && (
          <Badge variant={usage.name === 'free' ? 'neutral' : 'primary'} className="mb-1 justify-self-start">
            {usage.displayName} plan
          </Badge>
        )}
        <h2 id="welcome-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
          {returning ? 'Welcome back' : 'Welcome'}, {firstName(user.name)}
        </h2>
        <p className="max-w-xl text-muted-foreground">
          {returning
            ? 'Pick up where you left off, or start another website from a different CV.'
            : 'Your account is ready. The next step is turning your CV into your first portfolio website.'}
        </p>
        {usage && (
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <span>
              Using {usage.count} of {usage.limit} portfolio website{usage.limit === 1 ? '' : 's'} on your plan.
            </span>
            <Link
              to={subscriptionHref}
              className="inline-flex items-center gap-1 font-medium text-primary-text underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            >
              {usage.name === 'premium' ? 'Manage subscription' : 'Compare plans'}
              <ArrowRight className="size-3.5" aria-hidden="true" />
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}
