import { ApiError, getErrorMessage } from '@/lib/api-client';
import type { PlanLimitData, TemplateLockedData } from '../api/types';

export const networkMessage = 'Network connection lost. Check your connection and try again.';

/** The server's message when it sent one; a lost connection says so (the modal then suggests checking it). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 0) return networkMessage;
  return getErrorMessage(error, fallback);
}

/** A 422's message for one field (the server's wording of the spec's messages). */
export function fieldMessage(error: unknown, field: string): string | null {
  return error instanceof ApiError ? (error.fieldErrors[field]?.[0] ?? null) : null;
}

export function planLimitOf(error: unknown): PlanLimitData | null {
  if (!(error instanceof ApiError) || error.status !== 403 || error.body.code !== 'subscription_limit_exceeded') return null;
  const data = (error.body as { data?: PlanLimitData }).data;
  return data ?? null;
}

export function templateLockOf(error: unknown): TemplateLockedData | null {
  if (!(error instanceof ApiError) || error.status !== 403 || error.body.code !== 'template_locked') return null;
  return error.body as unknown as TemplateLockedData;
}
