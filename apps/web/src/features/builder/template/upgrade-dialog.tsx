import type { TemplateSummary } from '@folio/schema';
import { Check, Lock, Sparkles } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeader } from '@/components/ui/dialog';
import { upgradeDialogMs } from '../state/messages';
import { priceLabel, requiredPlan, tierLabels, upgradeBenefitsFor } from './catalogue';

/**
 * A template above the user's plan (chosen in the client, or refused by the server with 403):
 * what it is, what upgrading brings and costs. Closes itself after 30 s (builder.md section 9).
 */
export function UpgradeDialog({
  template,
  templates,
  onClose,
  upgradeHref,
  plan,
}: {
  template: TemplateSummary | null;
  /** The plan the server required, when it refused; otherwise the template's tier decides. */
  plan?: 'pro' | 'premium' | undefined;
  templates: TemplateSummary[];
  onClose: () => void;
  upgradeHref: (plan: 'pro' | 'premium') => string;
}) {
  useEffect(() => {
    if (!template) return;
    const timer = window.setTimeout(onClose, upgradeDialogMs);
    return () => window.clearTimeout(timer);
  }, [template, onClose]);

  const target = plan ?? (template ? requiredPlan(template) : 'pro');
  const targetLabel = tierLabels[target];
  return (
    <Dialog open={template !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        {template && (
          <>
            <DialogHeader
              icon={
                <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary-soft text-primary-text">
                  <Lock className="size-5" aria-hidden="true" />
                </span>
              }
              title="Upgrade Required"
              description={`The ${template.name} template requires a ${targetLabel} subscription.`}
            />
            <div className="overflow-hidden rounded-xl border bg-muted">
              <img src={template.preview_url} alt={`${template.name} template preview`} className="aspect-[16/9] w-full object-cover object-top" />
            </div>
            <div className="grid gap-1">
              <p className="font-semibold">{template.name}</p>
              <p className="text-sm text-muted-foreground">{template.description}</p>
            </div>
            <div className="grid gap-2 rounded-xl bg-muted/60 p-4">
              <p className="flex items-baseline justify-between gap-3 text-sm font-medium">
                {targetLabel} plan
                <span className="text-lg font-semibold">{priceLabel(target)}</span>
              </p>
              <ul className="grid gap-1.5">
                {upgradeBenefitsFor(target, templates).map((benefit) => (
                  <li key={benefit} className="flex items-center gap-2 text-sm">
                    <Check className="size-4 shrink-0 text-success-text" aria-hidden="true" />
                    {benefit}
                  </li>
                ))}
              </ul>
            </div>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Maybe Later</Button>
              </DialogClose>
              <Button asChild>
                <Link to={upgradeHref(target)}>
                  <Sparkles aria-hidden="true" />
                  Upgrade to {targetLabel}
                </Link>
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
