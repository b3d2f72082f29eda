import { apiErrorBodySchema, messages, toApiFieldErrors, type ApiFieldError } from '@estatekey/domain';
import type { z } from 'zod';

import { getCurrentIdToken } from './firebase/auth';

/** A failed `/api` call: the HTTP status (0 when the server was not reached) and the body's `{message, errors}`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly errors: readonly ApiFieldError[] = [],
  ) {
    super(message);
  }
}

export type ApiPath = `/api/${string}`;
type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  /** JSON-serialisable value, or FormData for multipart uploads. */
  readonly body?: unknown;
  readonly signal?: AbortSignal;
  /**
   * A visitor's call to a public endpoint: no ID token and no cookies, even when someone is signed in, because the
   * API treats any presented token as a signed-in call of the same path.
   */
  readonly public?: boolean;
}

async function readJsonBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData) return body;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

async function request<TSchema extends z.ZodType>(
  method: HttpMethod,
  path: ApiPath,
  responseSchema: TSchema,
  options: ApiRequestOptions = {},
): Promise<z.output<TSchema>> {
  const headers = new Headers({ Accept: 'application/json' });
  const idToken = options.public ? null : await getCurrentIdToken();
  if (idToken) headers.set('Authorization', `Bearer ${idToken}`);
  const body = encodeBody(options.body, headers);

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body,
      signal: options.signal ?? null,
      credentials: options.public ? 'omit' : 'same-origin',
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, messages.errors.internal);
  }

  const payload = await readJsonBody(response);
  if (!response.ok) {
    const errorBody = apiErrorBodySchema.safeParse(payload);
    if (errorBody.success) throw new ApiError(response.status, errorBody.data.message, errorBody.data.errors ?? []);
    throw new ApiError(response.status, messages.errors.internal);
  }

  const parsed = responseSchema.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError(response.status, messages.documents.invalidResponse, toApiFieldErrors(parsed.error));
  }
  return parsed.data;
}

/**
 * The one way the web app calls the HTTPS API: sends the signed-in user's Firebase ID token as a Bearer token,
 * validates the answer with the domain's zod schema, and throws ApiError for every failure.
 */
export const apiClient = {
  get: <TSchema extends z.ZodType>(path: ApiPath, schema: TSchema, options?: Omit<ApiRequestOptions, 'body'>) =>
    request('GET', path, schema, options),
  post: <TSchema extends z.ZodType>(path: ApiPath, schema: TSchema, options?: ApiRequestOptions) =>
    request('POST', path, schema, options),
  put: <TSchema extends z.ZodType>(path: ApiPath, schema: TSchema, options?: ApiRequestOptions) =>
    request('PUT', path, schema, options),
  patch: <TSchema extends z.ZodType>(path: ApiPath, schema: TSchema, options?: ApiRequestOptions) =>
    request('PATCH', path, schema, options),
  delete: <TSchema extends z.ZodType>(path: ApiPath, schema: TSchema, options?: ApiRequestOptions) =>
    request('DELETE', path, schema, options),
};
