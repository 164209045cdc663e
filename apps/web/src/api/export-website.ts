import type { CvPdfDesign, ExportFormat, PaperSize } from '@folio/schema';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download-file';

/** The file name of each format: the spec's website-{id}.{format}, and .json-resume.json so a JSON Resume opens as JSON. */
export const exportFileName = (id: number, format: ExportFormat) => `website-${id}.${format === 'json-resume' ? 'json-resume.json' : format}`;

/** For the PDF: a design (the server picks the template's by default) and a paper size. */
export interface PdfOptions {
  design?: CvPdfDesign;
  paper?: PaperSize;
}

/**
 * GET /api/websites/{id}/export?format=json|json-resume|pdf|zip, saved as website-{id}.json, .json-resume.json, .pdf or .zip
 * (platform.md section 7).
 * Shared by the dashboard card and the builder's Download menu.
 */
export function exportWebsite(id: number, format: ExportFormat = 'json', pdf: PdfOptions = {}): Promise<void> {
  const query = new URLSearchParams({ format, ...(pdf.design ? { design: pdf.design } : {}), ...(pdf.paper ? { paper: pdf.paper } : {}) });
  return downloadFile(`/api/websites/${id}/export?${query}`, exportFileName(id, format));
}

export function useExportWebsite() {
  return useMutation({ mutationFn: ({ id, format = 'json', pdf }: { id: number; format?: ExportFormat; pdf?: PdfOptions }) => exportWebsite(id, format, pdf) });
}
