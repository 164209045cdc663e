import { ExternalLink } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '@/lib/utils';
import type { NavSection } from './nav-items';

/** The sidebar's links, shared by the desktop sidebar and the mobile drawer. */
export function SidebarNav({
  sections,
  collapsed = false,
  onNavigate,
}: {
  sections: NavSection[];
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  return (
    <nav aria-label="Main" className="grid gap-6">
      {sections.map((section) => (
        <div key={section.label} className="grid gap-1">
          {collapsed ? (
            <div className="mx-auto mb-1 h-px w-6 bg-border" aria-hidden="true" />
          ) : (
            <p className="px-3 pb-1 text-[11px] font-semibold tracking-wider text-muted-foreground uppercase">{section.label}</p>
          )}
          <ul className="grid gap-0.5">
            {section.items.map((item) => (
              <li key={item.label}>
                {'to' in item ? (
                  <NavLink
                    to={item.to}
                    end
                    onClick={onNavigate}
                    {...(item.newTab ? { target: '_blank', rel: 'noopener' } : {})}
                    title={collapsed ? item.label : undefined}
                    aria-label={collapsed || item.newTab ? `${item.label}${item.newTab ? ' (opens in a new tab)' : ''}` : undefined}
                    className={({ isActive }) => itemClass(collapsed, isActive)}
                  >
                    <item.icon className="size-[18px] shrink-0" aria-hidden="true" />
                    {!collapsed && <span className="truncate">{item.label}</span>}
                    {!collapsed && item.newTab && <ExternalLink className="ml-auto size-3.5 shrink-0" aria-hidden="true" />}
                  </NavLink>
                ) : (
                  <button
                    type="button"
                    onClick={() => {
                      void item.opensTab();
                      onNavigate?.();
                    }}
                    title={collapsed ? item.label : undefined}
                    aria-label={`${item.label} (opens in a new tab)`}
                    className={cn(itemClass(collapsed, false), 'w-full')}
                  >
                    <item.icon className="size-[18px] shrink-0" aria-hidden="true" />
                    {!collapsed && <span className="truncate">{item.label}</span>}
                    {!collapsed && <ExternalLink className="ml-auto size-3.5 shrink-0" aria-hidden="true" />}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

const itemClass = (collapsed: boolean, isActive: boolean) =>
  cn(
    'group flex h-9 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors',
    'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
    collapsed && 'justify-center px-0',
    isActive ? 'bg-primary-soft text-primary-text' : 'text-muted-foreground hover:bg-accent hover:text-foreground',
  );
