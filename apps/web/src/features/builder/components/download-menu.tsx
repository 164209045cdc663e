import type { ExportFormat } from '@folio/schema';
import { ChevronDown, Download, FileJson, FileText } from 'lucide-react';
import { toast } from 'sonner';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { exportFileName, useExportWebsite } from '@/api/export-website';
import { ApiError } from '@/lib/api-client';
import { useBuilderState } from '../state/builder-context';

const formats: { format: ExportFormat; label: string; description: string; icon: typeof FileJson }[] = [
  { format: 'json', label: 'Folio JSON', description: 'Everything, to import into Folio again', icon: FileJson },
  { format: 'json-resume', label: 'JSON Resume', description: 'Your CV for other tools (jsonresume.org)', icon: FileText },
];

/** The download items, shared by the header's Download menu and the mobile menu. Downloads what is saved. */
export function DownloadItems() {
  const websiteId = useBuilderState((state) => state.website.id);
  const exporter = useExportWebsite();
  const download = (format: ExportFormat) =>
    exporter.mutateAsync({ id: websiteId, format }).then(
      () => void toast.success(`Downloaded ${exportFileName(websiteId, format)}`),
      (error: unknown) => {
        const detail = error instanceof ApiError && error.status !== 0 && error.status < 500 ? error.serverMessage : undefined;
        toast.error('Failed to export website', detail ? { description: detail } : undefined);
      },
    );
  return formats.map(({ format, label, description, icon: Icon }) => (
    <DropdownMenuItem key={format} disabled={exporter.isPending} onSelect={() => void download(format)} className="items-start">
      <Icon className="mt-0.5" aria-hidden="true" />
      <span className="grid gap-0.5">
        <span className="font-medium">{label}</span>
        <span className="text-xs text-muted-foreground">{description}</span>
      </span>
    </DropdownMenuItem>
  ));
}

export function DownloadMenu() {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger className="inline-flex h-9 items-center gap-2 rounded-lg border border-input bg-background px-3 text-sm font-medium shadow-xs transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
        <Download className="size-4" aria-hidden="true" />
        <span className="hidden lg:inline">Download</span>
        <span className="sr-only lg:hidden">Download</span>
        <ChevronDown className="size-4 text-muted-foreground" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72" portal={false}>
        <DropdownMenuLabel>Download your website</DropdownMenuLabel>
        <DownloadItems />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
