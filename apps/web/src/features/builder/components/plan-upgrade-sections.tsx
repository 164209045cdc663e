import { Check, Globe, Newspaper, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { SectionPanel } from './section-panel';

function UpgradeCard({ icon, heading, text, features, action }: { icon: ReactNode; heading: string; text: string; features: string[]; action: ReactNode }) {
  return (
    <Card className="overflow-hidden">
      <CardContent className="grid gap-5 bg-[radial-gradient(ellipse_60%_80%_at_100%_0%,color-mix(in_oklch,var(--primary)_12%,transparent),transparent)] sm:p-8">
        <span className="grid size-12 place-items-center rounded-xl bg-primary-soft text-primary-text">{icon}</span>
        <div className="grid gap-1.5">
          <h3 className="text-lg font-semibold tracking-tight">{heading}</h3>
          <p className="max-w-prose text-sm text-muted-foreground">{text}</p>
        </div>
        <ul className="grid gap-2 sm:grid-cols-2">
          {features.map((feature) => (
            <li key={feature} className="flex items-center gap-2 text-sm">
              <Check className="size-4 shrink-0 text-success-text" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
        <div>{action}</div>
      </CardContent>
    </Card>
  );
}

/** The blog on the free plan: what Pro brings (builder.md section 2). */
export function BlogUpgradeSection({ upgradeHref }: { upgradeHref: string }) {
  return (
    <SectionPanel title="Blog & Articles" description="Write articles that live on your portfolio website.">
      <UpgradeCard
        icon={<Newspaper className="size-6" aria-hidden="true" />}
        heading="Blog Feature Requires Pro Plan"
        text="Share what you learn and what you build: posts appear on your website with their own pages, ready for search engines."
        features={['Unlimited blog posts', 'Rich text editor', 'SEO optimization', 'Custom categories and tags']}
        action={
          <Button asChild>
            <Link to={upgradeHref}>
              <Sparkles aria-hidden="true" />
              Upgrade to Pro Plan
            </Link>
          </Button>
        }
      />
    </SectionPanel>
  );
}

/** Custom domains on the free plan: the upgrade prompt replaces the section (builder.md section 2). */
export function CustomDomainUpgradeSection({ checkoutHref }: { checkoutHref: string }) {
  return (
    <SectionPanel title="Custom Domain" description="Serve your website from an address of your own, like janedoe.com.">
      <UpgradeCard
        icon={<Globe className="size-6" aria-hidden="true" />}
        heading="Use your own domain with Pro"
        text="Connect a domain you own; Folio checks the DNS records and serves your website on it with HTTPS."
        features={['Your own domain name', 'Free HTTPS certificate', 'www and root redirects', 'Step-by-step DNS setup']}
        action={
          <Button asChild>
            <Link to={checkoutHref}>
              <Sparkles aria-hidden="true" />
              Upgrade to Pro
            </Link>
          </Button>
        }
      />
    </SectionPanel>
  );
}
