import type { User } from '@folio/schema';
import type { UserRow } from '../auth/auth.tables';

/** What the admin feature takes of the auth feature (services.ts passes the auth service). */
export interface AdminAuth {
  presentUser(user: UserRow): Promise<User>;
  startImpersonation(user: UserRow, adminId: number, minutes: number, userAgent?: string): Promise<{ token: string; expiresAt: Date }>;
  sendPasswordReset(user: UserRow): Promise<void>;
  /** Ends the session the request came with. */
  logout(session: { tokenHash: string }): Promise<void>;
}

/** What the waiting list takes of the auth feature's queries: the account of an address, and letting it in. */
export interface WaitingListAccounts {
  findUserByEmail(email: string): Promise<UserRow | undefined>;
  updateUser(id: number, values: { is_active: boolean }): Promise<UserRow>;
}
