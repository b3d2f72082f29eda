import { type ApiErrorBody, DEFAULT_ERROR_MESSAGE, DomainError, errorsTexts } from '@estatekey/domain';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { GRPC, hasGrpcCode } from '../../lib/error-code';
import * as logs from '../../lib/logs';

/** Any request that no route answered: a JSON 404, never Express's HTML page. */
export const answerNotFound: RequestHandler = () => {
  throw DomainError.notFound(errorsTexts.routeNotFound);
};

/**
 * The one place errors become responses: `{message, errors?}` with the status of DESIGN §5. Unexpected errors
 * are logged with their stack and answered 500 with a generic message; no response ever carries a stack.
 */
export const handleErrors: ErrorRequestHandler = (error: unknown, req, res, next) => {
  const { status, body, retryAfterSeconds } = toErrorResponse(error);
  if (status >= 500) {
    logs.requestFailed({ requestId: req.requestId ?? '', method: req.method, path: req.path, status, error });
  }
  if (res.headersSent) {
    next(error);
    return;
  }
  if (retryAfterSeconds !== undefined) res.set('Retry-After', String(retryAfterSeconds));
  res.status(status).json(body);
};

interface ErrorResponse {
  readonly status: number;
  readonly body: ApiErrorBody;
  readonly retryAfterSeconds?: number;
}

function toErrorResponse(error: unknown): ErrorResponse {
  if (error instanceof DomainError) {
    const body: ApiErrorBody = error.errors
      ? { message: error.message, errors: [...error.errors] }
      : { message: error.message };
    if (error.opensAt) body.opensAt = error.opensAt.toISOString();
    return { status: error.status, body };
  }
  if (isAbortedTransaction(error)) {
    return { status: 503, body: { message: errorsTexts.busy }, retryAfterSeconds: 1 };
  }
  // Express's router could not decode a path parameter ('%FF' is no UTF-8): the request is malformed, not our fault.
  if (error instanceof URIError && (error as { status?: unknown }).status === 400) {
    return { status: 400, body: { message: DEFAULT_ERROR_MESSAGE.validation } };
  }
  const bodyParserFailure = bodyParserErrorType(error);
  switch (bodyParserFailure) {
    case 'entity.too.large':
      return { status: 413, body: { message: errorsTexts.requestTooLarge } };
    case 'entity.parse.failed':
      return { status: 400, body: { message: errorsTexts.invalidJson } };
    case 'charset.unsupported':
    case 'encoding.unsupported':
      return { status: 415, body: { message: errorsTexts.unsupportedEncoding } };
    case 'request.aborted':
    case 'request.size.invalid':
    case 'stream.encoding.set':
    case 'stream.not.readable':
    case 'parameters.too.many':
      return { status: 400, body: { message: DEFAULT_ERROR_MESSAGE.validation } };
    default:
      return { status: 500, body: { message: DEFAULT_ERROR_MESSAGE.internal } };
  }
}

/**
 * gRPC status ABORTED: Firestore gave up on a transaction after its own retries (contention, a lock timeout). A
 * transaction that lost to concurrent ones changed nothing, and the same request may well succeed a moment later:
 * the client is told so (503 with Retry-After) rather than given the 500 of a fault.
 */
function isAbortedTransaction(error: unknown): boolean {
  return hasGrpcCode(error, GRPC.ABORTED);
}

/** body-parser and raw-body tag their errors with a `type` string. */
function bodyParserErrorType(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const type = (error as { type?: unknown }).type;
  return typeof type === 'string' ? type : undefined;
}
