import { ApiError } from '../../../lib/api-client';

/** The server's message of a failed call (spec part 1 §8: "or the server message"), else the fallback text. */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status !== 0 && error.message.trim() !== '') return error.message;
  return fallback;
}
