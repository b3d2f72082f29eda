import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { useApiPages } from './use-api-pages';

/** Pages of ids: page n holds `${n}a`, `${n}b`; the next page starts after the last id, page 3 is the last. */
const PAGES: Record<string, readonly string[]> = { first: ['1a', '1b'], '1b': ['2a', '2b'], '2b': ['3a'] };
const nextAfter = (page: readonly string[]) => (page.length < 2 ? null : (page.at(-1) ?? null));

const load = vi.fn((after: string | undefined) => Promise.resolve(PAGES[after ?? 'first'] ?? []));

beforeEach(() => {
  load.mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('useApiPages', () => {
  it('reads the first page, then each next page once on showMore, until the last', async () => {
    const { result } = renderHook(() => useApiPages({ key: 'ids', load, nextAfter }));
    expect(result.current.request).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.request).toEqual({ status: 'success', data: [['1a', '1b']] }));
    act(() => result.current.showMore?.());
    await waitFor(() => expect(result.current.request).toMatchObject({ data: [['1a', '1b'], ['2a', '2b']] }));
    act(() => result.current.showMore?.());
    await waitFor(() => expect(result.current.request).toMatchObject({ data: [['1a', '1b'], ['2a', '2b'], ['3a']] }));
    expect(result.current.showMore).toBeNull();
    expect(load.mock.calls.map(([after]) => after)).toEqual([undefined, '1b', '2b']);
  });

  it('re-reads the first page on a new refresh key, keeping the later pages and the old first page meanwhile', async () => {
    const { result, rerender } = renderHook(({ refreshKey }) => useApiPages({ key: 'ids', load, nextAfter, refreshKey }), {
      initialProps: { refreshKey: 'one' },
    });
    await waitFor(() => expect(result.current.request.status).toBe('success'));
    act(() => result.current.showMore?.());
    await waitFor(() => expect(result.current.request).toMatchObject({ data: [['1a', '1b'], ['2a', '2b']] }));
    let settle: (page: readonly string[]) => void = () => undefined;
    load.mockImplementationOnce(() => new Promise((resolve) => (settle = resolve)));
    rerender({ refreshKey: 'two' });
    expect(result.current.request).toMatchObject({ data: [['1a', '1b'], ['2a', '2b']] });
    await act(async () => settle(['0z', '1a']));
    expect(result.current.request).toMatchObject({ data: [['0z', '1a'], ['2a', '2b']] });
  });

  it('starts again from the first page for a new key or a reload, keeping the first page on screen while reloading', async () => {
    const { result, rerender } = renderHook(({ key }) => useApiPages({ key, load, nextAfter }), {
      initialProps: { key: 'ids' },
    });
    await waitFor(() => expect(result.current.request.status).toBe('success'));
    act(() => result.current.showMore?.());
    await waitFor(() => expect(result.current.request).toMatchObject({ data: [['1a', '1b'], ['2a', '2b']] }));
    rerender({ key: 'other' });
    await waitFor(() => expect(result.current.request).toEqual({ status: 'success', data: [['1a', '1b']] }));
    act(() => result.current.showMore?.());
    await waitFor(() => expect(result.current.request).toMatchObject({ data: [['1a', '1b'], ['2a', '2b']] }));
    let settle: (page: readonly string[]) => void = () => undefined;
    load.mockImplementationOnce(() => new Promise((resolve) => (settle = resolve)));
    act(() => result.current.reload());
    // The reload starts again from the first page, which stays on screen (not a spinner) until the new one lands.
    expect(result.current.request).toEqual({ status: 'success', data: [['1a', '1b']] });
    await act(async () => settle(['0z', '1a']));
    expect(result.current.request).toEqual({ status: 'success', data: [['0z', '1a']] });
  });

  it('reports a failed first page as an error and a failed next page as moreFailed, which showMore retries', async () => {
    const onFailure = vi.fn();
    load.mockRejectedValueOnce(new Error('offline'));
    const { result } = renderHook(() => useApiPages({ key: 'ids', load, nextAfter, onFailure }));
    await waitFor(() => expect(result.current.request.status).toBe('error'));
    expect(onFailure).toHaveBeenCalledOnce();
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.request.status).toBe('success'));
    load.mockRejectedValueOnce(new Error('offline'));
    act(() => result.current.showMore?.());
    await waitFor(() => expect(result.current.moreFailed).toBe(true));
    expect(onFailure).toHaveBeenCalledTimes(2);
    expect(result.current.request).toMatchObject({ data: [['1a', '1b']] });
    act(() => result.current.showMore?.());
    await waitFor(() => expect(result.current.request).toMatchObject({ data: [['1a', '1b'], ['2a', '2b']] }));
    expect(result.current.moreFailed).toBe(false);
  });
});
