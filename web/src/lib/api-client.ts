import {
  apiErrorBodySchema,
  type ApiFieldError,
  apiPath,
  type ApiRoute,
  commonTexts,
  toApiFieldErrors,
} from '@estatekey/domain';
import type { z } from 'zod';

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

type HttpMethod = ApiRoute['method'];

/** A route the web app calls and reads as JSON; binary answers are linked to with `apiPath` instead. */
export type CallableRoute = ApiRoute & { readonly response: z.ZodType; readonly binary?: never };

type ParamsInput<Route> = Route extends { readonly params: infer Schema extends z.ZodType }
  ? { readonly params: z.input<Schema> }
  : { readonly params?: never };
type QueryInput<Route> = Route extends { readonly query: infer Schema extends z.ZodType }
  ? { readonly query: z.input<Schema> }
  : { readonly query?: never };
/** Multipart routes take the FormData (text fields, then the file); an optional route also a visitor's body. */
type BodyInput<Route> = Route extends { readonly multipart: true }
  ? { readonly body: FormData }
  : Route extends { readonly body: infer Schema extends z.ZodType }
    ? {
        readonly body:
          | z.input<Schema>
          | (Route extends { readonly visitorBody: infer Visitor extends z.ZodType } ? z.input<Visitor> : never);
      }
    : { readonly body?: never };

/** What a route's path, query string and body are built from, typed by the route's schemas. */
export type ApiCallInput<Route extends CallableRoute> = ParamsInput<Route> & QueryInput<Route> & BodyInput<Route>;

export type ApiCallOptions<Route extends CallableRoute> = ApiCallInput<Route> & {
  readonly signal?: AbortSignal;
  /**
   * A visitor's call to a public endpoint: no ID token and no cookies, even when someone is signed in, because the
   * API treats any presented token as a signed-in call of the same path.
   */
  readonly public?: boolean;
};

/** The parsed answer of a route. */
export type ApiResult<Route extends CallableRoute> = z.output<Route['response']>;

/** A route with nothing to send may be called without options. */
type OptionsArgument<Route extends CallableRoute> =
  object extends ApiCallInput<Route> ? [options?: ApiCallOptions<Route>] : [options: ApiCallOptions<Route>];

interface UntypedCallOptions {
  readonly params?: unknown;
  readonly query?: unknown;
  readonly body?: unknown;
  readonly signal?: AbortSignal;
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
  if (body instanceof FormData || body instanceof URLSearchParams) return body;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

function queryString(query: unknown): string {
  if (query === undefined || query === null) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) search.set(name, String(value));
  }
  const encoded = search.toString();
  return encoded === '' ? '' : `?${encoded}`;
}

// Loaded on the first signed-in call, so modules that only call public routes never pull in the Auth SDK.
async function idTokenOfSignedInUser(): Promise<string | null> {
  const { getCurrentIdToken } = await import('./firebase/auth');
  return getCurrentIdToken();
}

async function send(
  method: HttpMethod,
  url: string,
  body: unknown,
  options: Pick<UntypedCallOptions, 'signal' | 'public'>,
): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json' });
  const idToken = options.public ? null : await idTokenOfSignedInUser();
  if (idToken) headers.set('Authorization', `Bearer ${idToken}`);
  try {
    return await fetch(url, {
      method,
      headers,
      body: encodeBody(body, headers),
      signal: options.signal ?? null,
      credentials: options.public ? 'omit' : 'same-origin',
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, commonTexts.internalError);
  }
}

/**
 * The one way the web app calls the HTTPS API: `callApi(propertyRoutes.x, { params, query, body, signal })`, with the
 * route taken from its area's group (not the whole `apiRoutes` table, so a page downloads only its areas). Builds the
 * URL from the route's path and query, sends the signed-in user's Firebase ID token as a Bearer token, validates the
 * answer with the route's response schema, and throws ApiError for every failure.
 */
export async function callApi<Route extends CallableRoute>(
  route: Route,
  ...[options]: OptionsArgument<Route>
): Promise<ApiResult<Route>> {
  // The options' types were checked against the route at the call site; from here on they are plain values.
  const call: UntypedCallOptions = options ?? {};
  const url = `${apiPath(route, pathParams(call.params))}${queryString(call.query)}`;
  // A form route (the one-click unsubscribe) takes its fields as a form, every other route JSON.
  const body = route.urlEncodedForm && isRecord(call.body) ? formOf(call.body) : call.body;
  const response = await send(route.method, url, body, call);

  const payload = await readJsonBody(response);
  if (!response.ok) {
    const errorBody = apiErrorBodySchema.safeParse(payload);
    if (errorBody.success) throw new ApiError(response.status, errorBody.data.message, errorBody.data.errors ?? []);
    throw new ApiError(response.status, commonTexts.internalError);
  }

  const responseSchema: Route['response'] = route.response;
  const parsed = responseSchema.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError(response.status, commonTexts.invalidResponse, toApiFieldErrors(parsed.error));
  }
  return parsed.data;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function formOf(fields: Record<string, unknown>): URLSearchParams {
  return new URLSearchParams(Object.entries(fields).map(([name, value]) => [name, String(value)]));
}

function pathParams(params: unknown): Record<string, string> {
  if (params === undefined || params === null) return {};
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)]));
}

export interface ServerMessageOptions {
  /** Also answer the fallback for the API's generic "something went wrong" text, when the page words that itself. */
  readonly unlessGeneric?: boolean;
}

/** The server's message of a failed call (spec part 1 §8: "or the server message"), else the fallback. */
export function serverMessageOr<Fallback>(
  error: unknown,
  fallback: Fallback,
  { unlessGeneric = false }: ServerMessageOptions = {},
): string | Fallback {
  if (!(error instanceof ApiError) || error.status === 0 || error.message.trim() === '') return fallback;
  if (unlessGeneric && error.message === commonTexts.internalError) return fallback;
  return error.message;
}
