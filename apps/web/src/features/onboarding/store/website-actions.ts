import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { userQueryKey } from '@/lib/auth';
import { messages } from '@/lib/error-messages';
import { completeOnboarding } from '../api/complete-onboarding';
import { createWebsite, type CreateWebsiteInput } from '../api/create-website';
import type { CreateWebsiteAnswer } from '../api/types';
import { updateSession } from '../api/update-session';
import { errorMessage, planLimitOf, templateLockOf } from '../lib/api-errors';
import { onboardingMessages as m } from '../lib/messages';
import { storeSessionId } from '../lib/storage';
import type { FlowDeps } from './flow-deps';

export type ReviewIntent = 'edit' | 'different' | 'looks-good';

/** Website creation from the flow (CV or demo) and the ways out of it. */
export function createWebsiteActions({ dispatch, get, ensureSession, goTo, flush, queryClient, navigate }: FlowDeps) {
  /** A refused creation: the plan's limit and locked templates open their upgrade prompts; the rest the error modal. */
  function refuse(error: unknown, fallback: string) {
    const limit = planLimitOf(error);
    if (limit) return dispatch({ type: 'plan-limit', data: limit });
    const lock = templateLockOf(error);
    if (lock) return dispatch({ type: 'template-lock', data: lock });
    dispatch({ type: 'error', message: errorMessage(error, fallback) });
  }

  async function create(input: CreateWebsiteInput, fallback: string): Promise<CreateWebsiteAnswer['website'] | null> {
    try {
      await flush();
      const answer = await createWebsite(input);
      if (!answer.success) throw new Error(answer.message || m.createWebsiteFallback);
      if (!answer.website?.id) {
        dispatch({ type: 'error', message: m.createdWithoutId });
        return null;
      }
      // The guards read websites_count: the builder must not send this user back to onboarding.
      await queryClient.invalidateQueries({ queryKey: userQueryKey });
      return answer.website;
    } catch (error) {
      refuse(error, fallback);
      return null;
    }
  }

  /** The flow is over: the session is marked completed and forgotten, so the next visit starts afresh. */
  async function finish(href: string) {
    const id = get().sessionId;
    storeSessionId(null);
    await flush();
    if (id) await updateSession({ session_id: id, step: 'completed' }).catch(() => undefined);
    void navigate(href);
  }

  return {
    finish,

    /** The review's three creating actions (onboarding.md section 4): all create the website from the CV first. */
    createFromCv: async (intent: ReviewIntent, recommendedSlug?: string): Promise<void> => {
      const sessionId = get().sessionId;
      if (!sessionId) return dispatch({ type: 'error', message: m.noSession });
      const website = await create({ type: 'cv', session_id: sessionId, ...(intent === 'looks-good' && recommendedSlug ? { template_slug: recommendedSlug } : {}) }, m.createPortfolioFailed);
      if (!website) return;
      dispatch({ type: 'website', websiteId: website.id, redirectUrl: paths.app.builder.getHref(website.id) });
      if (intent === 'edit') return finish(paths.app.builder.getHref(website.id, { from: 'onboarding' }));
      goTo(intent === 'different' ? 'preview' : 'ready');
    },

    /** The template path: the modern demo website, then the builder's template choice. */
    createDemo: async (): Promise<void> => {
      let sessionId: string | undefined;
      try {
        sessionId = await ensureSession();
      } catch {
        sessionId = undefined;
      }
      dispatch({ type: 'go', step: 'welcome', path: 'template' });
      const website = await create({ type: 'demo', name: 'My Professional Portfolio', template_slug: 'modern', ...(sessionId ? { session_id: sessionId } : {}) }, m.demoFailed);
      if (!website) return;
      storeSessionId(null);
      void navigate(paths.app.builder.getHref(website.id, { from: 'onboarding', template: 'select' }));
    },

    /** Back to Dashboard: onboarding counts as done, so the guards stop sending the user here. */
    backToDashboard: async (): Promise<void> => {
      try {
        const answer = await completeOnboarding();
        queryClient.setQueryData(userQueryKey, answer.user);
      } catch (error) {
        toast.error(errorMessage(error, messages.generic));
        return;
      }
      if (get().websiteId) {
        await finish(paths.app.dashboard.getHref());
        return;
      }
      toast.info(m.welcomeLater);
      void navigate(paths.app.dashboard.getHref());
    },
  };
}
