import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';

/** What the dashboard learns from a fresh subscription read: the plan's name, and whether it is paid yet. */
export interface PlanCheck {
  displayName: string;
  paid: boolean;
}

export const trialRecheckDelayMs = 1000;
export const trialRecheckRetries = 2;

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * The dashboard's return from checkout (platform.md sections 2 and 4):
 * - from_checkout (or from=checkout): every cached account datum is dropped and read again, then the
 *   parameter goes;
 * - trial=started: a success toast, the subscription read again after 1 s with up to 2 retries (a
 *   Stripe webhook can trail the customer by a moment), then the parameter goes.
 * Returns true while this is going on, so nothing else acts on data about to change.
 */
export function useCheckoutReturn({ refresh, recheck }: { refresh: () => Promise<PlanCheck | null>; recheck: () => Promise<PlanCheck | null> }) {
  const [params, setParams] = useSearchParams();
  const fromCheckout = params.has('from_checkout') || params.get('from') === 'checkout';
  const trialStarted = params.get('trial') === 'started';
  const [settling, setSettling] = useState(fromCheckout || trialStarted);
  const started = useRef(false);
  // Set while the dashboard is on screen: a URL change after the user has left would pull them back.
  const alive = useRef(false);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  const callbacks = useRef({ refresh, recheck });
  useEffect(() => {
    callbacks.current = { refresh, recheck };
  });

  useEffect(() => {
    if (started.current || (!fromCheckout && !trialStarted)) return;
    started.current = true;
    const settle = async () => {
      if (trialStarted) toast.success('Your free trial has started!', { id: 'trial-started' });
      if (fromCheckout) {
        const plan = await callbacks.current.refresh().catch(() => null);
        if (!trialStarted) {
          toast.success(plan?.paid ? `Payment complete. Your ${plan.displayName} plan is active.` : 'Payment complete. Your plan is being updated.', {
            id: 'checkout-complete',
          });
        }
      }
      if (trialStarted) {
        for (let attempt = 0; attempt <= trialRecheckRetries; attempt += 1) {
          await wait(trialRecheckDelayMs);
          const plan = await callbacks.current.recheck().catch(() => null);
          if (plan?.paid) break;
        }
      }
      if (!alive.current) return;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('from_checkout');
          if (next.get('from') === 'checkout') next.delete('from');
          if (next.get('trial') === 'started') next.delete('trial');
          return next;
        },
        { replace: true },
      );
      setSettling(false);
    };
    void settle();
  }, [fromCheckout, trialStarted, setParams]);

  return settling;
}
