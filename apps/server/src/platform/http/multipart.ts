import type { FastifyRequest } from 'fastify';
import { isStorableText, toStorableText, unstorableTextMessage } from '@folio/schema';
import { AppError, ValidationError } from '../errors';

export interface FileRule {
  maxBytes: number;
  tooLarge: string;
}

const tooLarge = (field: string, message: string) => new AppError(422, 'file_too_large', message, { errors: { [field]: [message] } });

/**
 * The files and fields of a multipart request. Each file is read up to one byte past its limit,
 * so an oversize upload is refused without being buffered whole; unknown file fields are drained.
 */
export async function readMultipart(request: FastifyRequest, rules: Record<string, FileRule>) {
  const files: Record<string, { buffer: Buffer; filename: string; mimetype: string }> = {};
  const fields: Record<string, string> = {};
  if (!request.isMultipart()) return { files, fields };
  const largest = Math.max(...Object.values(rules).map((rule) => rule.maxBytes));
  try {
    for await (const part of request.parts({ limits: { fileSize: largest + 1, files: Object.keys(rules).length, fields: 20, fieldSize: 256 * 1024 } })) {
      if (part.type === 'field') {
        // Form fields skip the route's zod schema, so they get the same rule here: nothing PostgreSQL cannot store.
        const value = String(part.value);
        if (!isStorableText(value)) throw new ValidationError({ [part.fieldname.slice(0, 100)]: [unstorableTextMessage] });
        fields[part.fieldname] = value;
        continue;
      }
      const rule = rules[part.fieldname];
      if (!rule) {
        part.file.resume();
        continue;
      }
      const buffer = await part.toBuffer().catch((error: unknown) => {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(part.fieldname, rule.tooLarge);
        throw error;
      });
      if (buffer.length > rule.maxBytes) throw tooLarge(part.fieldname, rule.tooLarge);
      files[part.fieldname] = { buffer, filename: toStorableText(part.filename), mimetype: part.mimetype };
    }
  } catch (error) {
    // A body cut short or not multipart inside (busboy's plain Errors) is the client's fault, not a 500.
    if (error instanceof AppError || (typeof (error as { statusCode?: unknown }).statusCode === 'number' && (error as { statusCode: number }).statusCode < 500)) throw error;
    throw new AppError(400, 'malformed_upload', 'The upload could not be read. Please try again.');
  }
  return { files, fields };
}

/** The one required file of a request. */
export async function readSingleFile(request: FastifyRequest, field: string, maxBytes: number, messages: { missing: string; tooLarge: string }) {
  const { files } = await readMultipart(request, { [field]: { maxBytes, tooLarge: messages.tooLarge } });
  const file = files[field];
  if (!file) throw new AppError(422, 'file_required', messages.missing, { errors: { [field]: [messages.missing] } });
  return file;
}
