import type { Notification, User } from '@folio/schema';
import { useQueryClient } from '@tanstack/react-query';
import { Menu } from 'lucide-react';
import { useCallback } from 'react';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { contactRequestsKey } from '@/features/contact-requests/api/get-contact-requests';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { UserMenu } from './user-menu';

/** Title of the page, theme toggle (not on phones), notification bell, account menu; the menu button opens the drawer below 1024 px. */
export function TopBar({ title, user, onOpenMenu }: { title: string; user: User; onOpenMenu?: () => void }) {
  const queryClient = useQueryClient();
  // A new contact message also belongs in the contact-requests inbox, if it is open or cached.
  const onNotification = useCallback(
    (notification: Notification) => {
      if (notification.type === 'contact_request') void queryClient.invalidateQueries({ queryKey: contactRequestsKey });
    },
    [queryClient],
  );
  return (
    <header className="sticky top-0 z-20 border-b bg-background/85 backdrop-blur-md supports-[backdrop-filter]:bg-background/75">
      <div className="flex h-16 items-center gap-3 px-4 sm:px-6 lg:px-8">
        {onOpenMenu && (
          <button
            type="button"
            onClick={onOpenMenu}
            aria-label="Open menu"
            className="-ml-1.5 rounded-lg p-2 text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring lg:hidden"
          >
            <Menu className="size-5" aria-hidden="true" />
          </button>
        )}
        <h1 className="truncate text-[15px] font-semibold tracking-tight">{title}</h1>
        <div className="ml-auto flex items-center gap-2">
          <ThemeToggle size="md" className="hidden md:inline-flex" />
          <NotificationBell onNotification={onNotification} />
          <UserMenu user={user} />
        </div>
      </div>
    </header>
  );
}
