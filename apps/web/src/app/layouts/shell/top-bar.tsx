import type { User } from '@folio/schema';
import { Menu } from 'lucide-react';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { UserMenu } from './user-menu';

/** Title of the page, theme toggle (not on phones), account menu; the menu button opens the drawer below 1024 px. */
export function TopBar({ title, user, onOpenMenu }: { title: string; user: User; onOpenMenu?: () => void }) {
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
          <UserMenu user={user} />
        </div>
      </div>
    </header>
  );
}
