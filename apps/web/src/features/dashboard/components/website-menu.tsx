import type { WebsiteSummary } from '@folio/schema';
import { Copy, Download, EyeOff, FileArchive, FileDown, FileText, Link2, MoreHorizontal, Send, Star, Trash2 } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { DisplayStatus } from '../lib/websites';

export type WebsiteAction = 'publish' | 'unpublish' | 'clone' | 'export' | 'export-json-resume' | 'export-pdf' | 'export-zip' | 'activate' | 'delete';

/** A card's secondary actions; arrows, typeahead and Escape come from the Radix menu. */
export function WebsiteMenu({
  website,
  active,
  status,
  disabled,
  onAction,
}: {
  website: WebsiteSummary;
  active: boolean;
  status: DisplayStatus;
  disabled: boolean;
  onAction: (action: WebsiteAction, website: WebsiteSummary) => void;
}) {
  const act = (action: WebsiteAction) => () => onAction(action, website);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        disabled={disabled}
        aria-label={`Actions for ${website.name}`}
        className="-mt-1 -mr-2 rounded-lg p-2 text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50 data-[state=open]:bg-accent"
      >
        <MoreHorizontal className="size-5" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {status === 'published' ? (
          <DropdownMenuItem onSelect={act('unpublish')}>
            <EyeOff aria-hidden="true" />
            Unpublish
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem onSelect={act('publish')}>
            <Send aria-hidden="true" />
            Publish
          </DropdownMenuItem>
        )}
        {!active && (
          <DropdownMenuItem onSelect={act('activate')}>
            <Star aria-hidden="true" />
            Set as active website
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={act('clone')}>
          <Copy aria-hidden="true" />
          Clone
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={act('export-pdf')}>
          <FileDown aria-hidden="true" />
          Download CV as PDF
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={act('export')}>
          <Download aria-hidden="true" />
          Export as JSON
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={act('export-json-resume')}>
          <FileText aria-hidden="true" />
          Export as JSON Resume
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={act('export-zip')}>
          <FileArchive aria-hidden="true" />
          Export as static site (.zip)
        </DropdownMenuItem>
        {website.site_url && status === 'published' && (
          <DropdownMenuItem asChild>
            <a href={website.site_url} target="_blank" rel="noopener noreferrer">
              <Link2 aria-hidden="true" />
              Open public site
            </a>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="danger" onSelect={act('delete')}>
          <Trash2 aria-hidden="true" />
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
