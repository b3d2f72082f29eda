import type { z } from 'zod';
import { errorsTexts } from '../messages/errors-texts';
import { type ApiErrorBody, type ApiFieldError, toApiFieldErrors } from './error-body';

/** Status codes of DESIGN §5, by the kind of failure. */
export const HTTP_STATUS_FOR = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  gone: 410,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  rateLimited: 429,
  internal: 500,
} as const;
export type ApiErrorKind = keyof typeof HTTP_STATUS_FOR;

/** The default message of each failure kind; routes may send a more specific one from `errorsTexts`. */
export const DEFAULT_ERROR_MESSAGE: Record<ApiErrorKind, string> = {
  validation: errorsTexts.validation,
  unauthenticated: errorsTexts.authRequired,
  forbidden: errorsTexts.forbidden,
  notFound: errorsTexts.notFound,
  conflict: errorsTexts.conflict,
  gone: errorsTexts.invitationInvalid,
  payloadTooLarge: errorsTexts.fileTooLarge,
  unsupportedMediaType: errorsTexts.fileTypeNotAllowed,
  rateLimited: errorsTexts.rateLimited,
  internal: errorsTexts.internal,
};

/**
 * A failure whose message is safe to show to the caller. Services throw it without knowing HTTP; the API's error
 * handler answers it with `status` (DESIGN §5) and `{message, errors?}`.
 */
export class DomainError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: (typeof HTTP_STATUS_FOR)[ApiErrorKind];
  readonly errors: readonly ApiFieldError[] | undefined;
  /** When a refusal lifts, answered as `opensAt`. */
  opensAt: Date | undefined;

  constructor(kind: ApiErrorKind, message: string = DEFAULT_ERROR_MESSAGE[kind], errors?: readonly ApiFieldError[]) {
    super(message);
    this.name = 'DomainError';
    this.kind = kind;
    this.status = HTTP_STATUS_FOR[kind];
    this.errors = errors;
  }

  static badRequest(message?: string, errors?: readonly ApiFieldError[]): DomainError {
    return new DomainError('validation', message, errors);
  }

  static unauthenticated(message?: string): DomainError {
    return new DomainError('unauthenticated', message);
  }

  static forbidden(message?: string): DomainError {
    return new DomainError('forbidden', message);
  }

  /** 403 that lifts at `opensAt` (the body carries it). */
  static forbiddenUntil(message: string, opensAt: Date): DomainError {
    const error = new DomainError('forbidden', message);
    error.opensAt = opensAt;
    return error;
  }

  static notFound(message?: string): DomainError {
    return new DomainError('notFound', message);
  }

  static conflict(message?: string): DomainError {
    return new DomainError('conflict', message);
  }

  static payloadTooLarge(message?: string): DomainError {
    return new DomainError('payloadTooLarge', message);
  }

  static unsupportedMediaType(message?: string): DomainError {
    return new DomainError('unsupportedMediaType', message);
  }

  static tooManyRequests(message?: string): DomainError {
    return new DomainError('rateLimited', message);
  }
}

/** The 400 body for a failed parse. */
export function validationErrorBody(error: z.ZodError): ApiErrorBody {
  return { message: errorsTexts.validation, errors: toApiFieldErrors(error) };
}
