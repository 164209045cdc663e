import type { TemplateSummary } from '@folio/schema';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useBuilder } from '../state/builder-context';
import { builderMessages } from '../state/messages';

/** The upgrade toast's action lasts 5 s (builder.md section 9). */
const upgradeToastMs = 5000;

/**
 * Applying a template, shared by the template section, the modal and the selection screen.
 * The server has the last word on the plan: a 403 opens the upgrade dialog for that template.
 */
export function useApplyTemplate({ upgradeHref }: { upgradeHref: (plan: 'pro' | 'premium') => string }) {
  const builder = useBuilder();
  const navigate = useNavigate();
  const [applying, setApplying] = useState<string | null>(null);
  const [locked, setLocked] = useState<TemplateSummary | null>(null);
  // The plan the server asked for (it may know better than the catalogue the client loaded).
  const [requiredPlan, setRequiredPlan] = useState<'pro' | 'premium' | undefined>(undefined);

  const apply = useCallback(
    async (template: TemplateSummary | null | undefined): Promise<boolean> => {
      if (!template) {
        toast.error(builderMessages.selectTemplateFirst);
        return false;
      }
      setApplying(template.slug);
      const outcome = await builder.website.applyTemplate(template);
      setApplying(null);
      if (outcome.kind === 'locked') {
        setRequiredPlan(outcome.requiredPlan);
        setLocked(template);
        const plan = outcome.requiredPlan;
        toast.error(outcome.message, { duration: upgradeToastMs, action: { label: 'Upgrade', onClick: () => void navigate(upgradeHref(plan)) } });
      }
      return outcome.kind === 'applied';
    },
    [builder, navigate, upgradeHref],
  );

  const closeUpgrade = useCallback(() => {
    setLocked(null);
    setRequiredPlan(undefined);
  }, []);
  const showUpgrade = useCallback((template: TemplateSummary | null) => {
    setRequiredPlan(undefined);
    setLocked(template);
  }, []);
  return { apply, applying, locked, requiredPlan, showUpgrade, closeUpgrade };
}
