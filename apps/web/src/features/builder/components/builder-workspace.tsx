import type { ReactNode } from 'react';
import { useMediaQuery } from '@/lib/use-media-query';
import { cn } from '@/lib/utils';
import { PreviewPanel } from '../preview/preview-panel';
import { useBuilderState } from '../state/builder-context';
import { BuilderHeader, MobileHeader } from './builder-header';
import { BuilderSidebar, MobileSectionNav } from './builder-sidebar';
import { ConflictDialog } from './conflict-dialog';
import { Autosave, LeaveGuard } from './leave-guard';
import { UndoShortcuts } from './undo-redo';
import { SectionEditor, type SectionLinks } from './section-editor';
import type { SectionNavItem } from './section-nav';

/**
 * The builder's frame. From 1024 px: sections, editor and live preview side by side (Edit Mode
 * hides the preview). Below that, Preview Mode shows the preview in place of the editor.
 */
export function BuilderWorkspace({
  navItems,
  plan,
  siteOrigin,
  userMenu,
  links,
}: {
  navItems: SectionNavItem[];
  plan: string;
  siteOrigin: string | null;
  userMenu: ReactNode;
  links: SectionLinks;
}) {
  const previewMode = useBuilderState((state) => state.previewMode);
  const focusMode = useBuilderState((state) => state.focusMode);
  const wide = useMediaQuery('(min-width: 1024px)');
  const phone = !useMediaQuery('(min-width: 768px)');

  return (
    <div className="flex h-dvh flex-col bg-canvas">
      {phone ? <MobileHeader /> : <BuilderHeader userMenu={userMenu} />}
      {phone && !previewMode && <MobileSectionNav items={navItems} />}
      <div className="flex min-h-0 flex-1">
        <BuilderSidebar items={navItems} />
        {/* One main landmark holding whichever of the editor and the preview shows, so a phone in Preview Mode has one too. */}
        <main id="main" tabIndex={-1} className="flex min-h-0 min-w-0 flex-1 outline-none">
          <div
            // relative: hidden inputs (Radix switch and checkbox, file inputs) are positioned inside the scroll area, not the page.
            className={cn('relative min-h-0 min-w-0 flex-1 overflow-y-auto', previewMode && 'hidden lg:block', focusMode && 'lg:hidden xl:block')}
          >
            <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 lg:py-8">
              <SectionEditor links={links} plan={plan} siteOrigin={siteOrigin} />
            </div>
          </div>
          {previewMode && <PreviewPanel siteOrigin={siteOrigin} fullWidth={!wide} />}
        </main>
      </div>
      <ConflictDialog />
      <LeaveGuard />
      <Autosave />
      <UndoShortcuts />
    </div>
  );
}
