import { ArrowLeft, Copy, ExternalLink, Eye, Globe, MoreVertical, PencilLine } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { copySiteLink, siteAddress, SiteLinkActions } from '@/components/site-link';
import { Segmented } from '@/components/ui/segmented';
import { paths } from '@/config/paths';
import { useSiteUrl } from '@/api/get-config';
import { useBuilder, useBuilderState } from '../state/builder-context';
import { DownloadItems, DownloadMenu, usePdfDialog } from './download-menu';
import { SaveButton } from './save-button';
import { UndoRedoButtons } from './undo-redo';
import { CvDownloadItem, SearchIndexingItem, VisibilityItems, VisibilityMenu } from './visibility-menu';

function BackLink() {
  return (
    <Link
      to={paths.app.dashboard.getHref()}
      aria-label="Back to dashboard"
      className="-ml-1.5 rounded-lg p-2 text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
    >
      <ArrowLeft className="size-5" aria-hidden="true" />
    </Link>
  );
}

/** The published site's address while it is published, or null. */
function usePublishedUrl(): string | null {
  const published = useBuilderState((state) => state.website.status === 'published');
  const url = useSiteUrl(useBuilderState((state) => state.website.subdomain));
  return published ? url : null;
}

function WebsiteName({ publishedUrl }: { publishedUrl: string | null }) {
  const name = useBuilderState((state) => state.draft.name ?? state.website.name);
  return (
    <div className="grid min-w-0">
      {publishedUrl ? (
        <a
          href={publishedUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="flex min-w-0 items-center gap-1.5 text-[12px] font-medium text-success-text underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          <span className="size-1.5 shrink-0 rounded-full bg-success" aria-hidden="true" />
          <span className="truncate">
            <span className="sr-only">Published at </span>
            {siteAddress(publishedUrl)}
          </span>
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : (
        <p className="text-[11px] font-medium tracking-wide text-muted-foreground uppercase">Website Builder</p>
      )}
      <h1 className="truncate text-[15px] font-semibold tracking-tight">{name || 'Untitled website'}</h1>
    </div>
  );
}

function ModeToggle({ short = false }: { short?: boolean }) {
  const { ui } = useBuilder();
  const previewMode = useBuilderState((state) => state.previewMode);
  return (
    <Segmented
      label="Builder mode"
      value={previewMode ? 'preview' : 'edit'}
      onChange={(value) => ui.setPreviewMode(value === 'preview')}
      size={short ? 'sm' : 'md'}
      className={short ? 'grid grid-cols-2' : undefined}
      options={[
        { value: 'edit', label: short ? 'Edit' : (<><PencilLine aria-hidden="true" />Edit Mode</>), ariaLabel: short ? 'Edit Mode' : undefined },
        { value: 'preview', label: short ? 'Preview' : (<><Eye aria-hidden="true" />Preview Mode</>), ariaLabel: short ? 'Preview Mode' : undefined },
      ]}
    />
  );
}

/** The builder's header from 768 px: name, visibility, save, downloads, preview and the mode toggle. */
export function BuilderHeader({ userMenu }: { userMenu: ReactNode }) {
  const websiteId = useBuilderState((state) => state.website.id);
  const publishedUrl = usePublishedUrl();
  return (
    // Named landmarks: the preview frame holds the website's own header and main, and axe checks across frames.
    <header aria-label="Website builder" className="flex h-16 shrink-0 items-center gap-3 border-b bg-background px-4 lg:px-5">
      <BackLink />
      <WebsiteName publishedUrl={publishedUrl} />
      {/* Nothing here shrinks or wraps: the name truncates instead, and labels give way to icons below 1536 px. */}
      <div className="ml-auto flex shrink-0 items-center gap-2 whitespace-nowrap lg:gap-3 [&>*]:shrink-0">
        {publishedUrl && <SiteLinkActions url={publishedUrl} compact />}
        <UndoRedoButtons />
        <SaveButton />
        <VisibilityMenu />
        <DownloadMenu />
        <Button variant="outline" asChild>
          <a href={paths.app.cvPreview.getHref(websiteId)} target="_blank" rel="noopener">
            <ExternalLink aria-hidden="true" />
            <span className="hidden 2xl:inline">Preview</span>
            <span className="sr-only 2xl:hidden">Preview</span>
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Button>
        <div className="2xl:hidden">
          <ModeToggle short />
        </div>
        <div className="hidden 2xl:block">
          <ModeToggle />
        </div>
        {userMenu}
      </div>
    </header>
  );
}

/** Below 768 px: the name, Save, the Edit/Preview switch and a menu with the status, Preview Website and the downloads. */
export function MobileHeader() {
  const websiteId = useBuilderState((state) => state.website.id);
  const publishedUrl = usePublishedUrl();
  const pdf = usePdfDialog();
  return (
    <header aria-label="Website builder" className="flex shrink-0 flex-col gap-2 border-b bg-background px-3 pt-2 pb-2.5">
      <div className="flex items-center gap-2">
        <BackLink />
        <WebsiteName publishedUrl={publishedUrl} />
        <div className="ml-auto flex items-center gap-1">
          <UndoRedoButtons compact />
          <SaveButton compact />
          <DropdownMenu modal={false}>
            <DropdownMenuTrigger
              aria-label="Website menu"
              className="rounded-lg p-2 text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
            >
              <MoreVertical className="size-5" aria-hidden="true" />
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end" className="w-64" portal={false}>
              <DropdownMenuLabel>Website Status</DropdownMenuLabel>
              <VisibilityItems />
              <DropdownMenuSeparator />
              <SearchIndexingItem />
              <CvDownloadItem />
              <DropdownMenuSeparator />
              {publishedUrl && (
                <>
                  <DropdownMenuItem asChild>
                    <a href={publishedUrl} target="_blank" rel="noopener noreferrer">
                      <Globe aria-hidden="true" />
                      View site
                    </a>
                  </DropdownMenuItem>
                  <DropdownMenuItem onSelect={() => void copySiteLink(publishedUrl)}>
                    <Copy aria-hidden="true" />
                    Copy link
                  </DropdownMenuItem>
                </>
              )}
              <DropdownMenuItem asChild>
                <a href={paths.app.cvPreview.getHref(websiteId)} target="_blank" rel="noopener">
                  <ExternalLink aria-hidden="true" />
                  Preview Website
                </a>
              </DropdownMenuItem>
              <DropdownMenuSeparator />
              <DropdownMenuLabel>Download</DropdownMenuLabel>
              <DownloadItems onPdf={pdf.open} />
            </DropdownMenuContent>
          </DropdownMenu>
          {pdf.dialog}
        </div>
      </div>
      <ModeToggle short />
    </header>
  );
}
