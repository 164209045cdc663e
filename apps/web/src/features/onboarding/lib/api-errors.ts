import { ApiError, errorDetails, getErrorMessage } from '@/lib/api-client';
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
  return errorDetails(error, 'subscription_limit_exceeded');
}

export function templateLockOf(error: unknown): TemplateLockedData | null {
  return errorDetails(error, 'template_locked');
}
