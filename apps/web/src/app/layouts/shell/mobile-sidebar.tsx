import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect } from 'react';
import { Logo } from '@/components/ui/logo';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import type { NavSection } from './nav-items';
import { SidebarNav } from './sidebar-nav';

const desktopQuery = '(min-width: 1024px)';

/**
 * The slide-in sidebar below 1024 px. As a modal dialog it closes on Escape and on a click on the
 * backdrop, traps focus and locks page scrolling while open; it also closes when the window grows
 * to desktop width, where the fixed sidebar takes over (platform.md section 2).
 */
export function MobileSidebar({
  sections,
  open,
  onOpenChange,
}: {
  sections: NavSection[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  useEffect(() => {
    if (!open) return;
    const query = window.matchMedia(desktopQuery);
    const onChange = () => {
      if (query.matches) onOpenChange(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [open, onOpenChange]);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay
          data-testid="sidebar-backdrop"
          className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px] lg:hidden motion-ok:data-[state=open]:animate-[fade_300ms_ease]"
        />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col border-r bg-background shadow-lg lg:hidden motion-ok:data-[state=open]:animate-[slide-in_300ms_cubic-bezier(0.16,1,0.3,1)]"
        >
          <div className="flex h-16 shrink-0 items-center justify-between px-5">
            <Logo />
            <Dialog.Close
              aria-label="Close menu"
              className="rounded-lg p-2 text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">Menu</Dialog.Title>
          <div className="flex-1 overflow-y-auto px-3 py-4">
            <SidebarNav sections={sections} onNavigate={() => onOpenChange(false)} />
          </div>
          {/* The top bar has no theme toggle on phones; the drawer carries it instead. */}
          <div className="flex items-center justify-between border-t px-5 py-3">
            <span className="text-sm text-muted-foreground">Theme</span>
            <ThemeToggle size="md" />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
