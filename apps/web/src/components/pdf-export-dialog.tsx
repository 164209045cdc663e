import type { CvPdfDesign, PaperSize } from '@folio/schema';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeader } from '@/components/ui/dialog';
import { Segmented } from '@/components/ui/segmented';
import { exportFileName, useExportWebsite } from '@/api/export-website';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/utils';

type DesignChoice = CvPdfDesign | 'template';
const designs: { value: DesignChoice; label: string; description: string }[] = [
  { value: 'template', label: 'Like my template', description: 'The design that matches your website’s template' },
  { value: 'classic', label: 'Classic', description: 'One column, serif headings' },
  { value: 'sidebar', label: 'Sidebar', description: 'Contact and skills in a tinted column' },
  { value: 'compact', label: 'Compact', description: 'Dense, to fit more on a page' },
];

/** US Letter where it is the usual paper (the United States, Canada, Mexico, the Philippines), A4 elsewhere. */
const usualPaper = (): PaperSize => (/^(en-US|en-CA|es-MX|fil|en-PH)/i.test(navigator.language) ? 'letter' : 'a4');

/** Chooses the PDF CV's design and paper, then downloads what is saved. Shared by the builder and the dashboard. */
export function PdfExportDialog({ website, onClose }: { website: { id: number; name: string } | null; onClose: () => void }) {
  const exporter = useExportWebsite();
  const [design, setDesign] = useState<DesignChoice>('template');
  const [paper, setPaper] = useState<PaperSize>(usualPaper);

  const download = () => {
    if (!website) return;
    exporter.mutateAsync({ id: website.id, format: 'pdf', pdf: { design: design === 'template' ? undefined : design, paper } }).then(
      () => {
        toast.success(`Downloaded ${exportFileName(website.id, 'pdf')}`);
        onClose();
      },
      (error: unknown) => {
        const detail = error instanceof ApiError && error.status !== 0 && error.status < 500 ? error.serverMessage : undefined;
        toast.error('Failed to export website', detail ? { description: detail } : undefined);
      },
    );
  };

  return (
    <Dialog open={website !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader
          icon={<FileDown className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />}
          title="Download your CV as a PDF"
          description={website ? `${website.name}, as it is saved now: selectable text and working links.` : undefined}
        />
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Design</legend>
          {designs.map((option) => (
            <label
              key={option.value}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors hover:bg-accent',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                design === option.value && 'border-primary bg-primary/5',
              )}
            >
              <input type="radio" name="pdf-design" value={option.value} checked={design === option.value} onChange={() => setDesign(option.value)} className="mt-1 accent-primary" />
              <span className="grid gap-0.5">
                <span className="text-sm font-medium">{option.label}</span>
                <span className="text-xs text-muted-foreground">{option.description}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="flex items-center justify-between gap-3">
          <span className="text-sm font-medium">
            Paper
          </span>
          <Segmented
            label="Paper"
            value={paper}
            onChange={setPaper}
            options={[
              { value: 'a4', label: 'A4' },
              { value: 'letter', label: 'US Letter' },
            ]}
          />
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button onClick={download} loading={exporter.isPending}>
            Download PDF
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
