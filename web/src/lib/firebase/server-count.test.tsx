import { renderHook, waitFor } from '@testing-library/react';
import type { Query } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { useServerCount } from './server-count';

vi.mock('firebase/firestore', () => ({ getCountFromServer: vi.fn() }));
const { getCountFromServer } = await import('firebase/firestore');

let serverCount = 0;

beforeEach(() => {
  vi.mocked(getCountFromServer).mockReset();
  vi.mocked(getCountFromServer).mockImplementation(() =>
    Promise.resolve({ data: () => ({ count: serverCount }) } as never),
  );
});

const properties = 'properties' as unknown as Query<unknown>;

describe('useServerCount', () => {
  it("answers the server's count and asks again when the list's refresh key changes", async () => {
    serverCount = 120;
    const { result, rerender } = renderHook(({ key }) => useServerCount(properties, key), {
      initialProps: { key: 'a|b' },
    });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toEqual({ status: 'success', data: 120 }));

    serverCount = 121;
    rerender({ key: 'new|a|b' });
    // The last count stays while the new one is asked.
    expect(result.current).toEqual({ status: 'success', data: 120 });
    await waitFor(() => expect(result.current).toEqual({ status: 'success', data: 121 }));
    expect(getCountFromServer).toHaveBeenCalledTimes(2);
  });

  it('does not ask again while the list stays the same', async () => {
    serverCount = 3;
    const { result, rerender } = renderHook(({ key }) => useServerCount(properties, key), {
      initialProps: { key: 'a' },
    });
    await waitFor(() => expect(result.current).toEqual({ status: 'success', data: 3 }));
    rerender({ key: 'a' });
    expect(getCountFromServer).toHaveBeenCalledOnce();
  });

  it('throws a refused count for the error boundary', async () => {
    const refused = new Error('permission-denied');
    vi.mocked(getCountFromServer).mockRejectedValue(refused);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => {
      try {
        return useServerCount(properties, 'a');
      } catch (error) {
        return error;
      }
    });
    await waitFor(() => expect(result.current).toBe(refused));
  });
});
