import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '@folio/schema';
import { AppError } from '../errors';

const genericMessage = 'Something went wrong on our side. Please try again.';

const envelope = (code: string, message: string, details?: Record<string, unknown>): ApiErrorBody =>
  details && Object.keys(details).length > 0 ? { success: false, code, message, details } : { success: false, code, message };

/** One place where every failure becomes the one error shape, `{ success: false, code, message, details? }`. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.status === 429 && typeof error.details.retry_after === 'number') {
        void reply.header('retry-after', String(error.details.retry_after));
      }
      return reply.status(error.status).send(envelope(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body');
        (errors[field] ??= []).push(issue.message ?? 'Invalid value.');
      }
      const message = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
      return reply.status(422).send(envelope('validation_failed', message, { errors }));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send(envelope('server_error', genericMessage));
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(envelope('server_error', genericMessage));
    }
    // Fastify's own client errors: malformed JSON, body too large, unsupported media type...
    return reply.status(status).send(envelope('code' in error && typeof error.code === 'string' ? error.code : 'bad_request', error.message));
  });
}
