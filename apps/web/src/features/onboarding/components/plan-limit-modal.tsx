import { Check, Crown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeader } from '@/components/ui/dialog';
import type { PlanLimitData } from '../api/types';

const planLabel = (plan: string | null) => (plan === 'premium' ? 'Premium' : plan === 'pro' ? 'Pro' : 'Free');

/** The plan's portfolio limit is reached (403 subscription_limit_exceeded): what upgrading brings (platform.md section 3). */
export function PlanLimitModal({ data, onClose }: { data: PlanLimitData | null; onClose: () => void }) {
  return (
    <Dialog open={data !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md max-h-[calc(100dvh-2rem)] overflow-y-auto">
        {data && (
          <>
            <DialogHeader
              icon={
                <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary-soft text-primary-text">
                  <Crown className="size-5" aria-hidden="true" />
                </span>
              }
              title="You have reached your plan’s limit"
              description={`Your ${data.current_plan_display} plan includes ${data.limit} portfolio website${data.limit === 1 ? '' : 's'}, and you have ${data.current_count}.${data.is_on_trial ? ' You are on a trial.' : ''}`}
            />
            {data.suggested_plan ? (
              <div className="grid gap-2 rounded-xl bg-muted/60 p-4">
                <p className="text-sm font-medium">With {planLabel(data.suggested_plan)} you get</p>
                <ul className="grid gap-1.5">
                  {data.upgrade_benefits.map((benefit) => (
                    <li key={benefit} className="flex items-center gap-2 text-sm">
                      <Check className="size-4 shrink-0 text-success-text" aria-hidden="true" />
                      {benefit}
                    </li>
                  ))}
                </ul>
              </div>
            ) : (
              <p className="text-sm text-muted-foreground">Delete a website you no longer need to make room for a new one.</p>
            )}
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Maybe Later</Button>
              </DialogClose>
              {data.suggested_plan && (
                <Button asChild>
                  <a href={data.checkout_url}>
                    <Crown aria-hidden="true" />
                    Upgrade to {planLabel(data.suggested_plan)}
                  </a>
                </Button>
              )}
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
