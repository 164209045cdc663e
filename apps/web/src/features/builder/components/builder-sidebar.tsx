import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { cn } from '@/lib/utils';
import { useBuilder, useBuilderState } from '../state/builder-context';
import type { SectionId } from '../state/builder-state';
import type { SectionNavItem } from './section-nav';

/** The section list from 768 px: labels and item counts, or a rail of icons when collapsed. */
export function BuilderSidebar({ items }: { items: SectionNavItem[] }) {
  const { ui } = useBuilder();
  const section = useBuilderState((state) => state.section);
  const collapsed = useBuilderState((state) => state.sidebarCollapsed);
  const ToggleIcon = collapsed ? PanelLeftOpen : PanelLeftClose;

  return (
    <nav
      aria-label="Builder sections"
      className={cn(
        'hidden shrink-0 flex-col border-r bg-background md:flex motion-ok:transition-[width] motion-ok:duration-300',
        // Below 1280 px the sidebar is a rail, so the editor and the preview keep their room.
        collapsed ? 'w-14' : 'w-14 xl:w-60',
      )}
    >
      <ul className="grid gap-0.5 overflow-y-auto p-2">
        {items.map((item) => (
          <li key={item.id}>
            <SectionButton item={item} active={section === item.id} collapsed={collapsed} onSelect={ui.setSection} />
          </li>
        ))}
      </ul>
      <div className="mt-auto border-t p-2">
        <button
          type="button"
          onClick={ui.toggleSidebar}
          aria-label={collapsed ? 'Expand sections' : 'Collapse sections'}
          aria-expanded={!collapsed}
          className="hidden h-9 w-full items-center gap-3 rounded-lg px-3 text-sm text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring xl:flex"
        >
          <ToggleIcon className="size-[18px] shrink-0" aria-hidden="true" />
          {!collapsed && <span>Collapse</span>}
        </button>
      </div>
    </nav>
  );
}

function SectionButton({
  item,
  active,
  collapsed,
  onSelect,
}: {
  item: SectionNavItem;
  active: boolean;
  collapsed: boolean;
  onSelect: (id: SectionId) => void;
}) {
  return (
    <button
      type="button"
      onClick={() => onSelect(item.id)}
      aria-current={active ? 'page' : undefined}
      aria-label={`${item.label}${item.count !== undefined ? `, ${item.count} ${item.count === 1 ? 'item' : 'items'}` : ''}`}
      title={item.label}
      className={cn(
        'group flex h-9 w-full items-center gap-3 rounded-lg px-3 text-left text-sm font-medium transition-colors',
        'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
        active ? 'bg-primary-soft text-primary-text' : 'text-muted-foreground hover:bg-accent hover:text-foreground',
        collapsed ? 'justify-center px-0' : 'justify-center px-0 xl:justify-start xl:px-3',
      )}
    >
      <item.icon className="size-[18px] shrink-0" aria-hidden="true" />
      <span className={cn('min-w-0 flex-1 truncate', collapsed ? 'sr-only' : 'sr-only xl:not-sr-only')}>{item.label}</span>
      {/* A space between the label and the count, so the visible "Work Experience 3" reads as words of the name (WCAG 2.5.3). */}{' '}
      {!collapsed && item.count !== undefined && (
        <span aria-hidden="true" className="hidden min-w-6 rounded-full bg-muted px-1.5 text-center text-xs tabular-nums text-muted-foreground xl:inline">
          {item.count}
        </span>
      )}
    </button>
  );
}

/** The same sections below 768 px: a row of chips that scrolls sideways. */
export function MobileSectionNav({ items }: { items: SectionNavItem[] }) {
  const { ui } = useBuilder();
  const section = useBuilderState((state) => state.section);
  return (
    <nav aria-label="Builder sections" className="border-b bg-background">
      <ul className="flex gap-1.5 overflow-x-auto px-3 py-2">
        {items.map((item) => (
          <li key={item.id} className="shrink-0">
            <button
              type="button"
              onClick={() => ui.setSection(item.id)}
              // The chosen chip scrolls into view (it may start off-screen, e.g. after a deep link).
              ref={section === item.id ? (node) => node?.scrollIntoView({ block: 'nearest', inline: 'center' }) : undefined}
              aria-current={section === item.id ? 'page' : undefined}
              className={cn(
                'flex h-8 items-center gap-1.5 rounded-full border px-3 text-[13px] font-medium whitespace-nowrap transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                section === item.id ? 'border-primary/30 bg-primary-soft text-primary-text' : 'bg-background text-muted-foreground',
              )}
            >
              <item.icon className="size-3.5" aria-hidden="true" />
              {item.label}
              {item.count !== undefined && <span className="tabular-nums opacity-80">{item.count}</span>}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
