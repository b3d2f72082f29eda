import { messages } from '@estatekey/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { ApiError, apiClient } from './api-client';

const currentIdToken = vi.hoisted(() => ({ value: 'id-token-of-alice' as string | null }));
vi.mock('./firebase/auth', () => ({ getCurrentIdToken: () => Promise.resolve(currentIdToken.value) }));

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const messageSchema = z.object({ message: z.string() });

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}

describe('apiClient', () => {
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
    await expect(apiClient.put('/api/user/profile/update', messageSchema, { body: { firstName: 'Alice' } })).resolves.toEqual({
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
    await apiClient.get('/api/properties/user', messageSchema);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('Authorization')).toBe(false);
  });

  it('sends neither the ID token nor cookies on a public call, even when someone is signed in', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { message: 'ok' }));
    await apiClient.post('/api/appointments/schedule', messageSchema, { body: {}, public: true });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
    expect(init?.credentials).toBe('omit');
  });

  it('passes FormData through for multipart uploads', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { message: 'uploaded' }));
    const form = new FormData();
    form.append('documentType', 'Petition');
    await apiClient.post('/api/documents/upload', messageSchema, { body: form });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
  });

  it('throws ApiError with the status, message and field errors of a failed call', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, { message: 'Validation failed', errors: [{ path: 'email', message: 'Invalid email' }] }),
    );
    const error = await caught(apiClient.post('/api/user/register', messageSchema, { body: {} }));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Validation failed');
    expect(error.errors).toEqual([{ path: 'email', message: 'Invalid email' }]);
  });

  it('throws ApiError with a generic message when the error body is not the API shape', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await caught(apiClient.get('/api/users/me', messageSchema));
    expect(error.status).toBe(502);
    expect(error.message).toBe(messages.errors.internal);
  });

  it('throws ApiError when a successful answer does not match the schema', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { unexpected: true }));
    const error = await caught(apiClient.get('/api/users/me', messageSchema));
    expect(error.status).toBe(200);
    expect(error.message).toBe(messages.documents.invalidResponse);
    expect(error.errors.map((fieldError) => fieldError.path)).toEqual(['message']);
  });

  it('throws ApiError with status 0 when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await caught(apiClient.get('/api/users/me', messageSchema));
    expect(error.status).toBe(0);
  });
});
