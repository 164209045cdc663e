import type { AdminUserRow } from '@folio/schema';
import { getPlan } from '@folio/schema';
import { Badge } from '@/components/ui/badge';

/** Plan, role and state of an account, as badges. */
export function UserBadges({ user }: { user: Pick<AdminUserRow, 'current_plan' | 'role' | 'email_verified_at' | 'is_active' | 'two_factor_enabled'> }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      <Badge variant={user.current_plan === 'free' ? 'neutral' : 'primary'}>{getPlan(user.current_plan).display_name}</Badge>
      {user.role === 'admin' && <Badge variant="warning">Admin</Badge>}
      {user.email_verified_at ? <Badge variant="success">Verified</Badge> : <Badge variant="neutral">Unverified</Badge>}
      {user.two_factor_enabled && <Badge variant="success">Two-factor on</Badge>}
      {!user.is_active && <Badge variant="danger">Deactivated</Badge>}
    </span>
  );
}
