/** The one error services throw. The HTTP error handler turns it into the API's error shape. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** 422 with the spec's `errors` map: field -> messages. */
export class ValidationError extends AppError {
  constructor(readonly errors: Record<string, string[]>) {
    super(422, 'validation_failed', Object.values(errors)[0]?.[0] ?? 'The given data was invalid.', { errors });
  }
}

export const notFound = (message = 'Not found.') => new AppError(404, 'not_found', message);
export const unauthenticated = () => new AppError(401, 'unauthenticated', 'Unauthenticated.');
export const forbidden = (message = 'This action is unauthorized.', details: Record<string, unknown> = {}) =>
  new AppError(403, 'forbidden', message, details);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, 'too_many_attempts', message, { retry_after: retryAfterSeconds });
