import type { ExportFormat } from '@folio/schema';
import { ChevronDown, Download, FileArchive, FileDown, FileJson, FileText } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { PdfExportDialog } from '@/components/pdf-export-dialog';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { exportFileName, useExportWebsite } from '@/api/export-website';
import { ApiError } from '@/lib/api-client';
import { useBuilderState } from '../state/builder-context';

const formats: { format: ExportFormat; label: string; description: string; icon: typeof FileJson }[] = [
  { format: 'json', label: 'Folio JSON', description: 'Everything, to import into Folio again', icon: FileJson },
  { format: 'json-resume', label: 'JSON Resume', description: 'Your CV for other tools (jsonresume.org)', icon: FileText },
  { format: 'zip', label: 'Static site (.zip)', description: 'Every page, fonts and images, to host anywhere', icon: FileArchive },
];

/** The PDF dialog's state: it outlives the menu that opens it. */
export function usePdfDialog() {
  const website = useBuilderState((state) => state.website);
  const [open, setOpen] = useState(false);
  return {
    open: () => setOpen(true),
    dialog: <PdfExportDialog website={open ? { id: website.id, name: website.name } : null} onClose={() => setOpen(false)} />,
  };
}

/** The download items, shared by the header's Download menu and the mobile menu. Downloads what is saved. */
export function DownloadItems({ onPdf }: { onPdf: () => void }) {
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
  const item = (key: string, label: string, description: string, Icon: typeof FileJson, onSelect: () => void) => (
    <DropdownMenuItem key={key} disabled={exporter.isPending} onSelect={onSelect} className="items-start">
      <Icon className="mt-0.5" aria-hidden="true" />
      <span className="grid gap-0.5">
        <span className="font-medium">{label}</span>
        <span className="text-xs text-muted-foreground">{description}</span>
      </span>
    </DropdownMenuItem>
  );
  return [
    item('pdf', 'PDF CV', 'A résumé to print or send, A4 or US Letter', FileDown, onPdf),
    ...formats.map(({ format, label, description, icon }) => item(format, label, description, icon, () => void download(format))),
  ];
}

export function DownloadMenu() {
  const pdf = usePdfDialog();
  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger className="inline-flex h-9 items-center gap-2 rounded-lg border border-input bg-background px-3 text-sm font-medium shadow-xs transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
          <Download className="size-4" aria-hidden="true" />
          <span className="hidden 2xl:inline">Download</span>
          <span className="sr-only 2xl:hidden">Download</span>
          <ChevronDown className="size-4 text-muted-foreground" aria-hidden="true" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-72" portal={false}>
          <DropdownMenuLabel>Download your website</DropdownMenuLabel>
          <DownloadItems onPdf={pdf.open} />
        </DropdownMenuContent>
      </DropdownMenu>
      {pdf.dialog}
    </>
  );
}
