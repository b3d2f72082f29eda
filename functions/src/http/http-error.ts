import { DEFAULT_ERROR_MESSAGE, HTTP_STATUS_FOR, type ApiErrorKind, type ApiFieldError } from '@estatekey/domain';

/** An error whose message is safe to show to the client, answered with its status by the error handler. */
export class HttpError extends Error {
  readonly status: number;
  readonly errors: readonly ApiFieldError[] | undefined;

  constructor(kind: ApiErrorKind, message: string = DEFAULT_ERROR_MESSAGE[kind], errors?: readonly ApiFieldError[]) {
    super(message);
    this.name = 'HttpError';
    this.status = HTTP_STATUS_FOR[kind];
    this.errors = errors;
  }

  static badRequest(message?: string, errors?: readonly ApiFieldError[]): HttpError {
    return new HttpError('validation', message, errors);
  }

  static unauthenticated(message?: string): HttpError {
    return new HttpError('unauthenticated', message);
  }

  static forbidden(message?: string): HttpError {
    return new HttpError('forbidden', message);
  }

  static notFound(message?: string): HttpError {
    return new HttpError('notFound', message);
  }

  static conflict(message?: string): HttpError {
    return new HttpError('conflict', message);
  }

  static payloadTooLarge(message?: string): HttpError {
    return new HttpError('payloadTooLarge', message);
  }

  static unsupportedMediaType(message?: string): HttpError {
    return new HttpError('unsupportedMediaType', message);
  }

  static tooManyRequests(message?: string): HttpError {
    return new HttpError('rateLimited', message);
  }
}
