import { X } from 'lucide-react';
import { Outlet } from 'react-router';
import { Logo } from '@/components/ui/logo';

/**
 * For /cv/{id}/preview (opened in a new tab by the dashboard and builder). The preview itself
 * arrives with the builder issue; the layout is the full-bleed page with a slim bar to leave it.
 */
export function PreviewLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-canvas">
      <header className="flex h-12 items-center justify-between border-b bg-background px-4">
        <div className="flex items-center gap-3 text-sm">
          <Logo markOnly />
          <span className="font-medium">Preview</span>
        </div>
        <button
          type="button"
          onClick={() => window.close()}
          className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm text-muted-foreground hover:bg-accent hover:text-foreground"
        >
          <X className="size-4" aria-hidden="true" />
          Close preview
        </button>
      </header>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}
