import { accountRoutes, documentRoutes, commonTexts, propertyRoutes } from '@estatekey/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as ApiClientModule from './api-client';
import { ApiError, callApi } from './api-client';
import { useApiQuery } from './use-api-query';

vi.mock('./api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  callApi: vi.fn(),
}));
const call = vi.mocked(callApi);
const notify = { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() };
vi.mock('./notify', () => ({ useNotify: () => notify }));

interface Pending {
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
  readonly signal: AbortSignal | undefined;
}

/** Every call stays open until the test settles it. */
function pendingCalls(): Pending[] {
  const calls: Pending[] = [];
  call.mockImplementation(
    (_route, options) => new Promise((resolve, reject) => calls.push({ resolve, reject, signal: options?.signal })),
  );
  return calls;
}

beforeEach(() => {
  call.mockReset();
  vi.clearAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('useApiQuery', () => {
  it('loads the route with its params and answers the data', async () => {
    call.mockResolvedValue([]);
    const { result } = renderHook(() => useApiQuery(propertyRoutes.sharedUsers, { params: { id: 'elm' } }));
    expect(result.current.request).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.request).toEqual({ status: 'success', data: [] }));
    expect(call).toHaveBeenCalledExactlyOnceWith(propertyRoutes.sharedUsers, {
      params: { id: 'elm' },
      signal: expect.any(AbortSignal),
    });
  });

  it('does not load again for a new but equal input object on every render', async () => {
    call.mockResolvedValue([]);
    const { result, rerender } = renderHook(() => useApiQuery(propertyRoutes.sharedUsers, { params: { id: 'elm' } }));
    await waitFor(() => expect(result.current.request.status).toBe('success'));
    rerender();
    rerender();
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('loads again when the params or the refresh key change, and ignores the older answer', async () => {
    const calls = pendingCalls();
    const { result, rerender } = renderHook(
      ({ id, refreshKey }) => useApiQuery(documentRoutes.propertyCases, { params: { id }, refreshKey }),
      { initialProps: { id: 'elm', refreshKey: 'a' } },
    );
    rerender({ id: 'elm', refreshKey: 'a,b' });
    expect(calls).toHaveLength(2);
    expect(calls[0]?.signal?.aborted).toBe(true);

    await act(async () => calls[0]?.resolve(['old']));
    expect(result.current.request).toEqual({ status: 'loading' });
    await act(async () => calls[1]?.resolve(['new']));
    expect(result.current.request).toEqual({ status: 'success', data: ['new'] });

    rerender({ id: 'oak', refreshKey: 'a,b' });
    expect(calls).toHaveLength(3);
    expect(result.current.request).toEqual({ status: 'loading' });
  });

  it('keeps the shown answer while a refresh of the same input loads, then shows the new one', async () => {
    const calls = pendingCalls();
    const { result, rerender } = renderHook(
      ({ refreshKey }) => useApiQuery(documentRoutes.propertyCases, { params: { id: 'elm' }, refreshKey }),
      { initialProps: { refreshKey: 'a' } },
    );
    await act(async () => calls[0]?.resolve(['first']));
    rerender({ refreshKey: 'a,b' });
    expect(calls).toHaveLength(2);
    expect(result.current.request).toEqual({ status: 'success', data: ['first'] });
    act(() => result.current.reload());
    expect(calls).toHaveLength(3);
    expect(result.current.request).toEqual({ status: 'success', data: ['first'] });
    await act(async () => calls[2]?.resolve(['second']));
    expect(result.current.request).toEqual({ status: 'success', data: ['second'] });
  });

  it('tells when the request of the answer shown started, also while a refresh loads', async () => {
    const calls = pendingCalls();
    const now = vi.spyOn(performance, 'now').mockReturnValue(100);
    const { result, rerender } = renderHook(
      ({ refreshKey }) => useApiQuery(documentRoutes.propertyCases, { params: { id: 'elm' }, refreshKey }),
      { initialProps: { refreshKey: 'a' } },
    );
    expect(result.current.answerRequestedAt).toBeNull();
    await act(async () => calls[0]?.resolve(['first']));
    expect(result.current.answerRequestedAt).toBe(100);

    now.mockReturnValue(250);
    rerender({ refreshKey: 'a,b' });
    expect(result.current.answerRequestedAt).toBe(100);
    await act(async () => calls[1]?.resolve(['second']));
    expect(result.current).toMatchObject({ request: { data: ['second'] }, answerRequestedAt: 250 });
    now.mockRestore();
  });

  it('logs a failure once with its toast, and reload tries again', async () => {
    const calls = pendingCalls();
    const failure = new ApiError(500, commonTexts.internalError);
    const { result } = renderHook(() => useApiQuery(accountRoutes.profile, { failure: { text: 'Could not load' } }));

    await act(async () => calls[0]?.reject(failure));
    expect(result.current.request).toEqual({ status: 'error', error: failure });
    expect(console.error).toHaveBeenCalledExactlyOnceWith('GET /api/user/profile failed', failure);
    expect(notify.error).toHaveBeenCalledExactlyOnceWith('Could not load');

    act(() => result.current.reload());
    expect(result.current.request).toEqual({ status: 'loading' });
    expect(calls).toHaveLength(2);
    await act(async () => calls[1]?.resolve({ firstName: 'Alice' }));
    expect(result.current.request).toEqual({ status: 'success', data: { firstName: 'Alice' } });
    expect(console.error).toHaveBeenCalledTimes(1);
  });

  it('tells the server’s message where the screen prefers it', async () => {
    const calls = pendingCalls();
    renderHook(() => useApiQuery(accountRoutes.profile, { failure: { text: 'Could not load', server: true } }));
    await act(async () => calls[0]?.reject(new ApiError(404, 'No such profile')));
    expect(notify.error).toHaveBeenCalledExactlyOnceWith('No such profile');
  });

  it('only logs a failure when the screen shows it in place', async () => {
    const calls = pendingCalls();
    renderHook(() => useApiQuery(accountRoutes.profile));
    await act(async () => calls[0]?.reject(new ApiError(500, commonTexts.internalError)));
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('cancels the request when the component leaves, without reporting an error', async () => {
    const calls = pendingCalls();
    const { unmount } = renderHook(() => useApiQuery(accountRoutes.profile, { failure: { text: 'Could not load' } }));
    unmount();
    expect(calls[0]?.signal?.aborted).toBe(true);
    await act(async () => calls[0]?.reject(new DOMException('aborted', 'AbortError')));
    expect(console.error).not.toHaveBeenCalled();
    expect(notify.error).not.toHaveBeenCalled();
  });
});
