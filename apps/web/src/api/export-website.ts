import type { CvPdfDesign, ExportFormat, PaperSize } from '@folio/schema';
import { useMutation } from '@tanstack/react-query';
import { ApiError, notifySessionExpired } from '@/lib/api-client';
import { getToken } from '@/lib/auth-storage';

/** The file name of each format: the spec's website-{id}.{format}, and .json-resume.json so a JSON Resume opens as JSON. */
export const exportFileName = (id: number, format: ExportFormat) => `website-${id}.${format === 'json-resume' ? 'json-resume.json' : format}`;

/** For the PDF: a design (the server picks the template's by default) and a paper size. */
export interface PdfOptions {
  design?: CvPdfDesign;
  paper?: PaperSize;
}

/**
 * GET /api/websites/{id}/export?format=json|json-resume|pdf, saved as website-{id}.json, website-{id}.json-resume.json or website-{id}.pdf
 * (platform.md section 7). Read as bytes rather than through the JSON client, so the file is exactly what the server wrote.
 * Shared by the dashboard card and the builder's Download menu.
 */
export async function exportWebsite(id: number, format: ExportFormat = 'json', pdf: PdfOptions = {}): Promise<void> {
  const token = getToken();
  const query = new URLSearchParams({ format, ...(pdf.design ? { design: pdf.design } : {}), ...(pdf.paper ? { paper: pdf.paper } : {}) });
  const response = await fetch(`/api/websites/${id}/export?${query}`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  }).catch(() => null);
  if (!response) throw new ApiError(0, {});
  if (!response.ok) {
    if (response.status === 401 && token) notifySessionExpired();
    throw new ApiError(response.status, ((await response.json().catch(() => ({}))) ?? {}) as object);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(id, format);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later, once the download has taken its copy.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useExportWebsite() {
  return useMutation({ mutationFn: ({ id, format = 'json', pdf }: { id: number; format?: ExportFormat; pdf?: PdfOptions }) => exportWebsite(id, format, pdf) });
}
