import type { WebsiteStatus } from '@folio/schema';
import { Check, ChevronDown } from 'lucide-react';
import { DropdownMenu as Primitive } from 'radix-ui';
import { DropdownMenu, DropdownMenuContent, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/utils';
import { useSiteUrl } from '@/api/get-config';
import { useBuilder, useBuilderState } from '../state/builder-context';

/** The three visibility states and what each means (builder.md section 2). */
export const visibilityOptions: { value: WebsiteStatus; label: string; description: string; dot: string }[] = [
  { value: 'draft', label: 'Draft', description: 'Only visible to you', dot: 'bg-muted-foreground' },
  { value: 'private', label: 'Private', description: 'Only visible when logged in', dot: 'bg-warning' },
  { value: 'published', label: 'Published', description: 'Publicly accessible', dot: 'bg-success' },
];

/** Radio items of the visibility states, shared by the header dropdown and the mobile menu. */
export function VisibilityItems() {
  const { website } = useBuilder();
  const status = useBuilderState((state) => state.website.status);
  const siteUrl = useSiteUrl(useBuilderState((state) => state.website.subdomain));
  return (
    <Primitive.RadioGroup value={status} onValueChange={(value) => void website.setStatus(value as WebsiteStatus, siteUrl)}>
      {visibilityOptions.map((option) => (
        <Primitive.RadioItem
          key={option.value}
          value={option.value}
          className="flex cursor-default items-start gap-2.5 rounded-lg px-2.5 py-2 text-sm outline-none select-none data-highlighted:bg-accent"
        >
          <span className={cn('mt-1.5 size-2 shrink-0 rounded-full', option.dot)} aria-hidden="true" />
          <span className="grid flex-1 gap-0.5">
            <span className="font-medium">{option.label}</span>
            <span className="text-xs text-muted-foreground">{option.description}</span>
          </span>
          <Primitive.ItemIndicator>
            <Check className="mt-0.5 size-4 text-primary-text" aria-hidden="true" />
          </Primitive.ItemIndicator>
        </Primitive.RadioItem>
      ))}
    </Primitive.RadioGroup>
  );
}

/** Whether search engines may list the published site: a check item under the visibility states. */
/** A setting of the published site, as a checkbox that keeps the menu open so the owner sees the box change. */
function SiteSettingItem({ checked, onChange, label, description }: { checked: boolean; onChange: (checked: boolean) => void; label: string; description: string }) {
  return (
    <Primitive.CheckboxItem
      checked={checked}
      onCheckedChange={onChange}
      onSelect={(event) => event.preventDefault()}
      className="flex cursor-default items-start gap-2.5 rounded-lg px-2.5 py-2 text-sm outline-none select-none data-highlighted:bg-accent"
    >
      <span className="mt-0.5 grid size-4 shrink-0 place-items-center rounded border border-input" aria-hidden="true">
        <Primitive.ItemIndicator>
          <Check className="size-3.5 text-primary-text" />
        </Primitive.ItemIndicator>
      </span>
      <span className="grid flex-1 gap-0.5">
        <span className="font-medium">{label}</span>
        <span className="text-xs text-muted-foreground">{description}</span>
      </span>
    </Primitive.CheckboxItem>
  );
}

export function SearchIndexingItem() {
  const { website } = useBuilder();
  const indexed = useBuilderState((state) => state.website.search_indexing);
  return (
    <SiteSettingItem
      checked={indexed}
      onChange={(checked) => void website.setSearchIndexing(checked)}
      label="Show in search engines"
      description="When published, Google and others may list it"
    />
  );
}

export function CvDownloadItem() {
  const { website } = useBuilder();
  const offered = useBuilderState((state) => state.website.cv_download);
  return (
    <SiteSettingItem
      checked={offered}
      onChange={(checked) => void website.setCvDownload(checked)}
      label="Offer my CV as a PDF"
      description="Visitors see a Download CV link"
    />
  );
}

export function VisibilityMenu() {
  const status = useBuilderState((state) => state.website.status);
  const current = visibilityOptions.find((option) => option.value === status) ?? visibilityOptions[0];
  return (
    // Not modal: the rest of the builder stays in the accessibility tree while the menu is open.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={`Website visibility: ${current?.label ?? status}`}
        className="inline-flex h-9 items-center gap-2 rounded-lg border border-input bg-background px-3 text-sm font-medium shadow-xs transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <span className={cn('size-2 rounded-full', current?.dot)} aria-hidden="true" />
        {current?.label}
        <ChevronDown className="size-4 text-muted-foreground" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64" portal={false}>
        <DropdownMenuLabel>Website Status</DropdownMenuLabel>
        <VisibilityItems />
        <DropdownMenuSeparator />
        <SearchIndexingItem />
        <CvDownloadItem />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
