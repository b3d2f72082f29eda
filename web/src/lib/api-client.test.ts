import {
  accountRoutes,
  type ApiRoute,
  appointmentRoutes,
  documentRoutes,
  commonTexts,
  notificationRoutes,
  type UserResponse,
  userSearchRoutes,
} from '@estatekey/domain';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';

import { ApiError, callApi, serverMessageOr } from './api-client';

const currentIdToken = vi.hoisted(() => ({ value: 'id-token-of-alice' as string | null }));
vi.mock('./firebase/auth', () => ({ getCurrentIdToken: () => Promise.resolve(currentIdToken.value) }));

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const messageSchema = z.object({ message: z.string() });
/** A stand-in route answering `{ message }`, so each case controls its answer's shape. */
function routeOf(method: ApiRoute['method'], path: string) {
  return { method, path, access: 'authenticated', response: messageSchema } as const satisfies ApiRoute;
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}

describe('callApi', () => {
  beforeEach(() => {
    currentIdToken.value = 'id-token-of-alice';
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('sends the ID token as a Bearer token and the body as JSON', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { message: 'ok' }));
    await expect(
      callApi(
        { ...routeOf('PUT', '/api/user/profile/update'), body: z.object({ firstName: z.string() }) },
        {
          body: { firstName: 'Alice' },
        },
      ),
    ).resolves.toEqual({
      message: 'ok',
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/user/profile/update');
    const headers = new Headers(init?.headers);
    expect(init?.method).toBe('PUT');
    expect(headers.get('Authorization')).toBe('Bearer id-token-of-alice');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe(JSON.stringify({ firstName: 'Alice' }));
  });

  it('sends no Authorization header when nobody is signed in', async () => {
    currentIdToken.value = null;
    fetchMock.mockResolvedValue(jsonResponse(200, { message: 'ok' }));
    await callApi(routeOf('GET', '/api/properties/user'));
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('Authorization')).toBe(false);
  });

  it('sends neither the ID token nor cookies on a public call, even when someone is signed in', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { message: 'ok' }));
    await callApi({ ...routeOf('POST', '/api/appointments/schedule'), body: z.object({}) }, { body: {}, public: true });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
    expect(init?.credentials).toBe('omit');
  });

  it('passes FormData through for multipart uploads', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { message: 'uploaded' }));
    const form = new FormData();
    form.append('documentType', 'Petition');
    await callApi({ ...routeOf('POST', '/api/documents/upload'), body: z.object({}), multipart: true }, { body: form });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
  });

  it('throws ApiError with the status, message and field errors of a failed call', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, { message: 'Validation failed', errors: [{ path: 'email', message: 'Invalid email' }] }),
    );
    const error = await caught(callApi({ ...routeOf('POST', '/api/user/register'), body: z.object({}) }, { body: {} }));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Validation failed');
    expect(error.errors).toEqual([{ path: 'email', message: 'Invalid email' }]);
  });

  it('throws ApiError with a generic message when the error body is not the API shape', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await caught(callApi(routeOf('GET', '/api/users/me')));
    expect(error.status).toBe(502);
    expect(error.message).toBe(commonTexts.internalError);
  });

  it('throws ApiError when a successful answer does not match the schema', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { unexpected: true }));
    const error = await caught(callApi(routeOf('GET', '/api/users/me')));
    expect(error.status).toBe(200);
    expect(error.message).toBe(commonTexts.invalidResponse);
    expect(error.errors.map((fieldError) => fieldError.path)).toEqual(['message']);
  });

  it('throws ApiError with status 0 when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await caught(callApi(routeOf('GET', '/api/users/me')));
    expect(error.status).toBe(0);
  });

  it('fills the path parameters from params, encoded, and sends no body', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { message: 'ok' }));
    await callApi(notificationRoutes.markNotificationRead, { params: { id: 'n 1/2' } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/notifications/n%201%2F2/read');
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBeUndefined();
  });

  it('sends the query as the query string', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, []));
    await expect(callApi(userSearchRoutes.searchAgents, { query: { query: 'aaron agent' } })).resolves.toEqual([]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/attorney/search-agents?query=aaron+agent');
  });

  it('passes the signal on, and an aborted call rejects with the abort, not an ApiError', async () => {
    const controller = new AbortController();
    const abort = new DOMException('aborted', 'AbortError');
    fetchMock.mockImplementation(() => {
      controller.abort();
      return Promise.reject(abort);
    });
    await expect(callApi(accountRoutes.me, { signal: controller.signal })).rejects.toBe(abort);
    expect(fetchMock.mock.calls[0]?.[1]?.signal).toBe(controller.signal);
  });
});

describe('serverMessageOr', () => {
  it("answers the server's message of a failed call", () => {
    expect(serverMessageOr(new ApiError(409, 'Email already exists'), 'fallback')).toBe('Email already exists');
  });

  it('answers the fallback when the server was not reached, said nothing, or the error is not an API error', () => {
    expect(serverMessageOr(new ApiError(0, commonTexts.internalError), 'fallback')).toBe('fallback');
    expect(serverMessageOr(new ApiError(500, '  '), 'fallback')).toBe('fallback');
    expect(serverMessageOr(new Error('boom'), 'fallback')).toBe('fallback');
  });

  it("answers the fallback for the API's generic text only when asked to", () => {
    const generic = new ApiError(500, commonTexts.internalError);
    expect(serverMessageOr(generic, 'fallback')).toBe(commonTexts.internalError);
    expect(serverMessageOr(generic, null, { unlessGeneric: true })).toBeNull();
  });
});

describe('callApi types', () => {
  it('takes exactly what the route entry declares', () => {
    // Checked by tsc only: the calls below are never made.
    const typeChecks = () => {
      // @ts-expect-error a route without params takes none
      void callApi(accountRoutes.me, { params: { id: 'x' } });
      // @ts-expect-error a route with params needs them
      void callApi(appointmentRoutes.cancelAppointment);
      // @ts-expect-error a binary answer is linked to with apiPath, not called
      void callApi(documentRoutes.documentFile, { params: { id: 'x' } });
      // @ts-expect-error a multipart route takes FormData
      void callApi(documentRoutes.uploadDocument, { body: { caseId: 'c' } });
      expectTypeOf(callApi(accountRoutes.me)).resolves.toEqualTypeOf<UserResponse>();
    };
    expect(typeChecks).toBeTypeOf('function');
  });
});
