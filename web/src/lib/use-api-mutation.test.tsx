import { attorneyRoutes, commonTexts, webShellTexts } from '@estatekey/domain';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as ApiClientModule from './api-client';
import { ApiError, callApi } from './api-client';
import { useApiMutation } from './use-api-mutation';

vi.mock('./api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  callApi: vi.fn(),
}));
const notify = { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() };
vi.mock('./notify', () => ({ useNotify: () => notify }));
const call = vi.mocked(callApi);
const route = attorneyRoutes.updateCaseStatus;
const input = { params: { id: 'c1' }, body: { status: 'Review' } } as const;

beforeEach(() => {
  call.mockReset();
  vi.clearAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('useApiMutation', () => {
  it('calls the route, shows the success text and answers the result', async () => {
    call.mockResolvedValue({ message: 'Saved by the server' });
    const onSuccess = vi.fn();
    const { result } = renderHook(() =>
      useApiMutation(route, { success: (answer) => answer.message, failure: { text: 'Could not save' }, onSuccess }),
    );
    let answer: unknown;
    await act(async () => {
      answer = await result.current.mutate(input);
    });
    expect(call).toHaveBeenCalledExactlyOnceWith(route, input);
    expect(answer).toEqual({ message: 'Saved by the server' });
    expect(notify.success).toHaveBeenCalledExactlyOnceWith('Saved by the server');
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith({ message: 'Saved by the server' });
    expect(result.current.pending).toBe(false);
  });

  it('keeps the same mutate across renders, and runs it with the feedback of the latest render', async () => {
    call.mockResolvedValue({ message: 'Saved' });
    const { result, rerender } = renderHook(
      ({ success }: { success: string }) => useApiMutation(route, { success, failure: { text: 'Could not save' } }),
      { initialProps: { success: 'First text' } },
    );
    const first = result.current.mutate;
    rerender({ success: 'Latest text' });
    expect(result.current.mutate).toBe(first);
    await act(async () => {
      await first(input);
    });
    expect(notify.success).toHaveBeenCalledExactlyOnceWith('Latest text');
  });

  it('logs a failure once and shows the catalogue text, or the server’s where asked', async () => {
    call.mockRejectedValue(new ApiError(409, 'The case moved on'));
    const onError = vi.fn();
    const { result, rerender } = renderHook(
      ({ server }: { server: boolean }) =>
        useApiMutation(route, {
          success: null,
          failure: server ? { text: 'Could not save', server: true } : { text: 'Could not save' },
          onError,
        }),
      { initialProps: { server: false } },
    );
    await act(async () => {
      expect(await result.current.mutate(input)).toBeUndefined();
    });
    expect(notify.error).toHaveBeenLastCalledWith('Could not save');
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledExactlyOnceWith(expect.any(ApiError));

    rerender({ server: true });
    await act(async () => {
      await result.current.mutate(input);
    });
    expect(notify.error).toHaveBeenLastCalledWith('The case moved on');
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('keeps the catalogue text for an unreachable server and, when asked, for the generic one', async () => {
    call.mockRejectedValue(new ApiError(500, commonTexts.internalError));
    const { result } = renderHook(() =>
      useApiMutation(route, { success: null, failure: { text: 'Could not save', server: { unlessGeneric: true } } }),
    );
    await act(async () => {
      await result.current.mutate(input);
    });
    expect(notify.error).toHaveBeenCalledExactlyOnceWith('Could not save');
  });

  it('sends one request for a double click', async () => {
    let finish: (value: unknown) => void = () => undefined;
    call.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useApiMutation(route, { success: 'Saved', failure: null }));
    let first: Promise<unknown> = Promise.resolve();
    await act(async () => {
      first = result.current.mutate(input);
      expect(await result.current.mutate(input)).toBeUndefined();
    });
    expect(result.current.pending).toBe(true);
    await act(async () => {
      finish({ message: 'ok' });
      await first;
    });
    expect(call).toHaveBeenCalledTimes(1);
    expect(notify.success).toHaveBeenCalledExactlyOnceWith('Saved');
    expect(result.current.pending).toBe(false);
  });

  it('offline, says so and sends nothing: an API call cannot wait in a queue', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const { result } = renderHook(() => useApiMutation(route, { success: 'Saved', failure: { text: 'Could not save' } }));
      expect(result.current.offline).toBe(true);
      await act(async () => {
        expect(await result.current.mutate(input)).toBeUndefined();
      });
      expect(call).not.toHaveBeenCalled();
      expect(notify.warning).toHaveBeenCalledExactlyOnceWith(webShellTexts.offlineActionReason);
      expect(result.current.pending).toBe(false);
    } finally {
      onLine.mockRestore();
    }
  });
});
