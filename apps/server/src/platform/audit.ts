import type { AuditAction } from '@folio/schema';

/** An admin's request as a service takes it: who acts, and where the request came from (for the audit log). */
export interface AdminCall {
  admin: { id: number; email: string };
  context: { ip?: string; requestId?: string };
}

/**
 * The admin audit log, as the admin feature keeps it (services.ts passes it to the features whose
 * admin actions are recorded), for targets of the type `T`.
 */
export interface AuditLog<T extends string> {
  record(entry: {
    action: AuditAction;
    actor: { id: number; email: string };
    target: { type: T; id: number; label: string };
    details?: Record<string, unknown>;
    context?: { ip?: string; requestId?: string };
  }): Promise<void>;
}
