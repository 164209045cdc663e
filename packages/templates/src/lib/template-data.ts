import { templateDataSchemas, type TemplateDataCategory } from '@folio/schema';
import type { z } from 'zod';
import type { TemplateDataView } from '../types';

/**
 * Parse the stored template data leniently: a document that fails as a whole keeps every
 * field that passes on its own, and missing fields take the schema's defaults, so one bad
 * value never blanks a whole page.
 */
export function parseTemplateData(category: TemplateDataCategory, raw: unknown): TemplateDataView {
  switch (category) {
    case 'modern':
      return { category, data: parseLeniently(templateDataSchemas.modern, raw) };
    case 'academic':
      return { category, data: parseLeniently(templateDataSchemas.academic, raw) };
    case 'engineering':
      return { category, data: parseLeniently(templateDataSchemas.engineering, raw) };
    case 'business':
      return { category, data: parseLeniently(templateDataSchemas.business, raw) };
    case 'creative':
      return { category, data: parseLeniently(templateDataSchemas.creative, raw) };
    case 'default':
      return { category };
  }
}

function parseLeniently<S extends z.ZodObject>(schema: S, raw: unknown): z.infer<S> {
  const whole = schema.safeParse(raw ?? {});
  if (whole.success) return whole.data;
  const source = raw != null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const kept: Record<string, unknown> = {};
  for (const key of Object.keys(schema.shape)) {
    if (!(key in source)) continue;
    if (schema.safeParse({ [key]: source[key] }).success) kept[key] = source[key];
  }
  const partial = schema.safeParse(kept);
  return partial.success ? partial.data : schema.parse({});
}
