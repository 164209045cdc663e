import { escapeHtml } from '../html';

/** A plain, robust HTML e-mail (table layout, inline styles) plus its text twin. */
export interface EmailContent {
  preheader: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Shown under the button, e.g. when the link expires or what to do if it was not you. */
  notes?: string[];
}

export function renderEmail(content: EmailContent): { html: string; text: string } {
  const paragraph = (value: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:24px;color:#334155">${escapeHtml(value)}</p>`;
  const note = (value: string) => `<p style="margin:0 0 8px;font-size:13px;line-height:20px;color:#64748b">${escapeHtml(value)}</p>`;
  const button = content.action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr><td style="border-radius:8px;background:#4f46e5">
<a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 22px;font-size:15px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:8px">${escapeHtml(content.action.label)}</a>
</td></tr></table>
<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#64748b">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(content.action.url)}" style="color:#4f46e5;word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:32px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:18px;font-weight:700;color:#4f46e5;letter-spacing:-0.01em">Folio</p>
<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:#0f172a">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map(paragraph).join('\n')}
${button}
${(content.notes ?? []).map(note).join('\n')}
</td></tr></table>
<p style="margin:16px 0 0;font-size:12px;color:#94a3b8">Folio · portfolio websites from your CV</p>
</td></tr></table>
</body></html>`;
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((value) => [value, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.notes ?? []).flatMap((value) => [value, '']),
    '-- ',
    'Folio',
  ].join('\n');
  return { html, text };
}
