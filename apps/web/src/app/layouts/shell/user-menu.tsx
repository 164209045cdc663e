import type { User } from '@folio/schema';
import { getPlan } from '@folio/schema';
import { ChevronDown, CreditCard, LayoutDashboard, LogOut, Settings, ShieldCheck, Sparkles, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { useLogout } from '@/lib/auth';
import { cn, getInitials } from '@/lib/utils';

/** The initials are drawn by CSS, not written as text: in the menu button the visible text is then the name alone, which the button's name holds (WCAG 2.5.3). */
function Avatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-initials={getInitials(name)}
      className={cn(
        'grid size-8 shrink-0 place-items-center rounded-full bg-gradient-to-br from-primary to-[oklch(0.6_0.2_300)] text-xs font-semibold text-primary-foreground before:content-[attr(data-initials)]',
        className,
      )}
    />
  );
}

/**
 * The account menu of the top bar; keyboard navigation (arrows, typeahead, Escape) comes from Radix.
 * `compact` (the builder's crowded header) shows the name only from 1536 px.
 */
export function UserMenu({ user, compact = false }: { user: User; compact?: boolean }) {
  const logout = useLogout();
  const plan = getPlan(user.current_plan);
  const paid = plan.name !== 'free';

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="flex items-center gap-2 rounded-full p-0.5 pr-1.5 transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=open]:bg-accent sm:pr-2"
      >
        <Avatar name={user.name} />
        <span className="sr-only">Account menu for </span>
        <span className={cn('sr-only text-sm font-medium', compact ? '2xl:not-sr-only 2xl:block 2xl:max-w-36 2xl:truncate' : 'md:not-sr-only md:block md:max-w-36 md:truncate')}>{user.name}</span>
        <ChevronDown className="hidden size-4 text-muted-foreground sm:block" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <div className="flex items-center gap-3 px-2.5 py-2.5">
          <Avatar name={user.name} className="size-10 text-sm" />
          <div className="grid min-w-0">
            <p className="truncate text-sm font-medium">{user.name}</p>
            <p className="truncate text-xs text-muted-foreground">{user.email}</p>
          </div>
        </div>
        {paid && (
          <DropdownMenuItem asChild>
            <Link to={paths.app.subscription.getHref()} className="justify-between">
              <span className="text-muted-foreground">Plan</span>
              <Badge variant="primary">
                <Sparkles className="size-3! text-primary-text!" aria-hidden="true" />
                {plan.display_name}
              </Badge>
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          <DropdownMenuItem asChild>
            <Link to={paths.app.dashboard.getHref()}>
              <LayoutDashboard aria-hidden="true" />
              Dashboard
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to={paths.app.subscription.getHref()}>
              <CreditCard aria-hidden="true" />
              Manage Subscription
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to={paths.app.profile.getHref()}>
              <UserRound aria-hidden="true" />
              Profile
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to={paths.app.settings.getHref()}>
              <Settings aria-hidden="true" />
              Settings
            </Link>
          </DropdownMenuItem>
          {user.role === 'admin' && (
            <DropdownMenuItem asChild>
              <Link to={paths.admin.dashboard.getHref()}>
                <ShieldCheck aria-hidden="true" />
                Admin panel
              </Link>
            </DropdownMenuItem>
          )}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="danger" disabled={logout.isPending} onSelect={() => logout.mutate()}>
          <LogOut aria-hidden="true" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
