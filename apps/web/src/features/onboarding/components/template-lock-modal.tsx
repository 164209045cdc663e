import { plans } from '@folio/schema';
import { Lock, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeader } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import type { TemplateLockedData } from '../api/types';
import { useTemplates } from '../api/get-templates';

/** A template above the plan (chosen here, or refused by the server with template_locked): the upgrade prompt. */
export function TemplateLockModal({ data, onClose }: { data: TemplateLockedData | null; onClose: () => void }) {
  const templates = useTemplates();
  const template = templates.data?.find((item) => item.slug === data?.template);
  const plan = data ? plans[data.required_plan] : null;
  return (
    <Dialog open={data !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md max-h-[calc(100dvh-2rem)] overflow-y-auto">
        {data && plan && (
          <>
            <DialogHeader
              icon={
                <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary-soft text-primary-text">
                  <Lock className="size-5" aria-hidden="true" />
                </span>
              }
              title="Upgrade Required"
              description={`The ${template?.name ?? data.template} template requires a ${plan.display_name} subscription ($${plan.price_monthly_usd} per month).`}
            />
            {template && <img src={template.preview_url} alt={`Preview of the ${template.name} template`} className="aspect-[16/9] w-full rounded-xl border object-cover object-top" />}
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Maybe Later</Button>
              </DialogClose>
              <Button asChild>
                <Link to={paths.app.checkout.getHref({ plan: data.required_plan, billing: 'monthly' })}>
                  <Sparkles aria-hidden="true" />
                  Upgrade to {plan.display_name}
                </Link>
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
