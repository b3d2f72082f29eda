import { randomBytes } from 'node:crypto';
import { apiPath, type ApiRoute } from '@estatekey/domain';
import { apiUrl, fetchWithTimeout } from './endpoints';

/**
 * A client address no other test uses. The API counts public requests per rightmost X-Forwarded-For entry (the one
 * Google's front end appends in production; client-address.ts). The suites call the functions emulator directly,
 * so the single entry sent here is that entry: every call gets its own address unless a test shares one on purpose
 * (to fill a rate-limit window).
 */
export function uniqueClientAddress(): string {
  const groups = randomBytes(8).toString('hex').match(/.{4}/g) ?? [];
  return `2001:db8:${groups.join(':')}`;
}

export interface ApiCall {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as `Authorization: Bearer <token>`. */
  readonly token?: string;
  readonly headers?: Readonly<Record<string, string>>;
  /** Sent as JSON. */
  readonly body?: unknown;
  /** Sent as given, with the Content-Type of `headers` (e.g. a form). */
  readonly rawBody?: string;
  readonly clientAddress?: string;
  /** Longer hang guard for deliberate bursts: the emulator starts a worker per simultaneous request, so they queue. */
  readonly timeoutMs?: number;
}

export interface ApiAnswer {
  readonly status: number;
  readonly body: unknown;
  readonly headers: Headers;
}

export async function callApi(path: string, call: ApiCall = {}): Promise<ApiAnswer> {
  const headers: Record<string, string> = {
    'X-Forwarded-For': call.clientAddress ?? uniqueClientAddress(),
    ...(call.token !== undefined ? { Authorization: `Bearer ${call.token}` } : {}),
    ...(call.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    ...call.headers,
  };
  const response = await fetchWithTimeout(
    apiUrl(path),
    {
      method: call.method ?? 'GET',
      headers,
      ...(call.body !== undefined ? { body: JSON.stringify(call.body) } : {}),
      ...(call.rawBody !== undefined ? { body: call.rawBody } : {}),
    },
    call.timeoutMs,
  );
  const text = await response.text();
  return {
    status: response.status,
    body: text === '' ? undefined : (JSON.parse(text) as unknown),
    headers: response.headers,
  };
}

export interface RouteCall extends Omit<ApiCall, 'method'> {
  /** The route's `:name` parameters, encoded into the path. */
  readonly params?: Readonly<Record<string, string>>;
  /** The query string, sent as given (a test may send a value the route's schema refuses). */
  readonly query?: Readonly<Record<string, string>>;
}

/**
 * Calls a route of the domain table with its own method and path: what a client built from the table sends. Tests of
 * what the table does not allow (a wrong method, a path outside it) use `callApi` with a hand-made path instead.
 */
export function callRoute(route: Pick<ApiRoute, 'method' | 'path'>, call: RouteCall = {}): Promise<ApiAnswer> {
  const { params, query, ...rest } = call;
  const search = query === undefined ? '' : `?${new URLSearchParams(query).toString()}`;
  return callApi(`${apiPath(route, params)}${search}`, { ...rest, method: route.method });
}

/** The field paths of a 400 answer. */
export function failedFields(answer: ApiAnswer): string[] {
  const errors = (answer.body as { errors?: { path: string }[] } | undefined)?.errors ?? [];
  return errors.map((error) => error.path);
}

/** A copy of a request body with one field left out. */
export function withoutField(body: object, field: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([key]) => key !== field));
}
