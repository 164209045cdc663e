import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import type { NavSection } from './nav-items';
import { SidebarNav } from './sidebar-nav';

/** Fixed sidebar from 1024 px: 16rem wide, or a 4rem rail of icons when collapsed. */
export function DesktopSidebar({
  sections,
  collapsed,
  onToggle,
}: {
  sections: NavSection[];
  collapsed: boolean;
  onToggle: () => void;
}) {
  const ToggleIcon = collapsed ? PanelLeftOpen : PanelLeftClose;
  return (
    <aside
      aria-label="Sidebar"
      className={cn(
        'fixed inset-y-0 left-0 z-30 hidden flex-col border-r bg-background lg:flex',
        'motion-ok:transition-[width] motion-ok:duration-300 motion-ok:ease-out',
        collapsed ? 'w-16' : 'w-64',
      )}
    >
      <div className={cn('flex h-16 shrink-0 items-center', collapsed ? 'justify-center' : 'px-5')}>
        <Link to={paths.app.dashboard.getHref()} aria-label="Folio dashboard" className="rounded-md focus-visible:outline-2 focus-visible:outline-ring">
          <Logo markOnly={collapsed} />
        </Link>
      </div>
      <div className={cn('flex-1 overflow-y-auto py-4', collapsed ? 'px-2' : 'px-3')}>
        <SidebarNav sections={sections} collapsed={collapsed} />
      </div>
      <div className={cn('border-t p-3', collapsed && 'flex justify-center px-2')}>
        <button
          type="button"
          onClick={onToggle}
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          aria-expanded={!collapsed}
          className={cn(
            'flex h-9 items-center gap-3 rounded-lg px-3 text-sm text-muted-foreground transition-colors hover:bg-accent hover:text-foreground',
            'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
            collapsed ? 'w-9 justify-center px-0' : 'w-full',
          )}
        >
          <ToggleIcon className="size-[18px] shrink-0" aria-hidden="true" />
          {!collapsed && <span>Collapse</span>}
        </button>
      </div>
    </aside>
  );
}
