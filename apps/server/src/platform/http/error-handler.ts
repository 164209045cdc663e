import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '@folio/schema';
import { AppError } from '../errors';

const genericMessage = 'Something went wrong on our side. Please try again.';

/** A logged error stays a few kilobytes, even when its message quotes a megabyte of request (a failed query's parameters...). */
const MAX_LOGGED = 2000;
const clip = (value: unknown) => (typeof value === 'string' && value.length > MAX_LOGGED ? `${value.slice(0, MAX_LOGGED)}… (${value.length} characters)` : value);
function describeValue(value: unknown): string {
  try {
    return typeof value === 'string' ? value : (JSON.stringify(value) ?? typeof value);
  } catch {
    return typeof value;
  }
}
function loggable(error: unknown, depth = 0): Record<string, unknown> | undefined {
  if (!(error instanceof Error)) return error === undefined ? undefined : { value: clip(describeValue(error)) };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: clip(error.message),
    ...(code !== undefined ? { code } : {}),
    stack: clip(error.stack),
    ...(error.cause !== undefined && depth < 3 ? { cause: loggable(error.cause, depth + 1) } : {}),
  };
}

const envelope = (code: string, message: string, details?: Record<string, unknown>): ApiErrorBody =>
  details && Object.keys(details).length > 0 ? { success: false, code, message, details } : { success: false, code, message };

/** One place where every failure becomes the one error shape, `{ success: false, code, message, details? }`. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      if ((error.status === 429 || error.status === 503) && typeof error.details.retry_after === 'number') {
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
      request.log.error({ error: loggable(error), issues: clip(JSON.stringify(error.cause.issues)) }, 'response did not match its schema');
      return reply.status(500).send(envelope('server_error', genericMessage));
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      // The request's logger carries its id (reqId), which the response's x-request-id header gives the user.
      request.log.error({ error: loggable(error) }, 'request failed');
      return reply.status(500).send(envelope('server_error', genericMessage));
    }
    // Fastify's own client errors: malformed JSON, body too large, unsupported media type...
    return reply.status(status).send(envelope('code' in error && typeof error.code === 'string' ? error.code : 'bad_request', error.message));
  });
}
