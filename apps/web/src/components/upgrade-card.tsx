import { plans, upgradeBenefits } from '@folio/schema';
import { Sparkles } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTemplateCounts } from '@/api/get-templates';
import { PlanFeatureList } from '@/components/plan-feature-list';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/**
 * What a screen shows in place of a feature the user's plan lacks: the feature, the plan it comes
 * with ("Pro Feature"), what that plan includes (from the plans table unless `benefits` or
 * `children` say otherwise) and the way to upgrade. One card for the blog, analytics, custom
 * code, custom domains and API access, each with the spec's own title and button.
 */
export function UpgradeCard({
  title,
  plan,
  description,
  action,
  href,
  benefits,
  children,
}: {
  title: string;
  plan: 'pro' | 'premium';
  description?: ReactNode;
  /** The button's label, e.g. "Upgrade to Pro". */
  action: string;
  /** Where upgrading starts: the plans page or the server's checkout address. */
  href: string;
  benefits?: string[] | null;
  /** Shown after the benefits (or instead, with `benefits={null}`), before the button. */
  children?: ReactNode;
}) {
  const titleId = useId();
  const counts = useTemplateCounts();
  const items = benefits === undefined ? upgradeBenefits(plans[plan], { templates: counts?.[plan] }) : benefits;
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle id={titleId}>{title}</CardTitle>
          <Badge variant="primary">
            <Sparkles className="size-3" aria-hidden="true" />
            {plan === 'pro' ? 'Pro Feature' : 'Premium Feature'}
          </Badge>
        </div>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-5">
        {items && (
          <div className="grid gap-2">
            <p className="text-sm font-medium">{plan === 'pro' ? 'Pro' : 'Premium'} includes</p>
            <PlanFeatureList items={items} />
          </div>
        )}
        {children}
        <div>
          <Button asChild>
            <Link to={href}>{action}</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
