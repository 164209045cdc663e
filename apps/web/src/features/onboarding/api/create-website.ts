import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CreateWebsiteAnswer } from './types';

export type CreateWebsiteInput =
  | { type: 'cv'; session_id: string; template_slug?: string }
  | { type: 'demo'; name?: string; template_slug?: string; session_id?: string };

/**
 * POST /api/onboarding/create-website: from the session's parsed CV (once per session: a double
 * submit gets the same website) or a template's demo. 403 subscription_limit_exceeded beyond the plan.
 */
export function createWebsite(input: CreateWebsiteInput): Promise<CreateWebsiteAnswer> {
  return api.post('/onboarding/create-website', input);
}

export function useCreateWebsite() {
  return useMutation({ mutationFn: createWebsite });
}
