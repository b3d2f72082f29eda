import { act, renderHook } from '@testing-library/react';
import type { Query } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { chunkIds, IN_FILTER_MAX_VALUES, useLiveDocumentsById } from './live-documents-by-id';

interface Buyer {
  readonly id: string;
  readonly name: string;
}

/** A listener the hook opened: the ids it asked for, its callbacks, and whether it was stopped. */
interface Listener {
  readonly ids: string[];
  readonly next: (snapshot: { docs: { data: () => Buyer }[] }) => void;
  readonly fail: (error: unknown) => void;
  stopped: boolean;
}

let listeners: Listener[] = [];

vi.mock('firebase/firestore', () => ({
  onSnapshot: (
    byIds: { ids: string[] },
    next: Listener['next'],
    fail: Listener['fail'],
  ): (() => void) => {
    const listener: Listener = { ids: byIds.ids, next, fail, stopped: false };
    listeners.push(listener);
    return () => {
      listener.stopped = true;
    };
  },
}));

const queryOfIds = (ids: string[]) => ({ ids }) as unknown as Query<Buyer>;
const idsFrom = (first: number, count: number) => Array.from({ length: count }, (_, index) => `s${first + index}`);
const answer = (listener: Listener) =>
  act(() => listener.next({ docs: listener.ids.map((id) => ({ data: () => ({ id, name: `buyer of ${id}` }) })) }));
const running = () => listeners.filter((listener) => !listener.stopped);
function listenerAt(index: number, among: Listener[] = listeners): Listener {
  const listener = among[index];
  if (!listener) throw new Error(`no listener ${index}`);
  return listener;
}

beforeEach(() => {
  listeners = [];
});

describe('chunkIds', () => {
  it('groups ids by the in-filter maximum, in their order, without repeats', () => {
    const ids = idsFrom(1, IN_FILTER_MAX_VALUES + 2);
    expect(chunkIds([...ids, 's1'])).toEqual([ids.slice(0, IN_FILTER_MAX_VALUES), ids.slice(IN_FILTER_MAX_VALUES)]);
    expect(chunkIds([])).toEqual([]);
  });
});

describe('useLiveDocumentsById', () => {
  it('reads only the given ids, 30 to a listener, and answers once every group has arrived', () => {
    const { result } = renderHook(() => useLiveDocumentsById(queryOfIds, idsFrom(1, 45)));
    expect(running().map((listener) => listener.ids.length)).toEqual([30, 15]);
    expect(result.current.status).toBe('loading');
    answer(listenerAt(0));
    expect(result.current.status).toBe('loading');
    answer(listenerAt(1));
    expect(result.current.status === 'success' && result.current.data.map(({ id }) => id)).toEqual(idsFrom(1, 45));
  });

  it('adds a listener for the ids a longer page adds, keeps the groups already read, and keeps them on screen meanwhile', () => {
    const { result, rerender } = renderHook(({ ids }) => useLiveDocumentsById(queryOfIds, ids), {
      initialProps: { ids: idsFrom(1, 30) },
    });
    answer(listenerAt(0));
    rerender({ ids: idsFrom(1, 50) });
    expect(listeners).toHaveLength(2);
    expect(listenerAt(0).stopped).toBe(false);
    expect(listenerAt(1).ids).toEqual(idsFrom(31, 20));
    expect(result.current.status === 'success' && result.current.data).toHaveLength(30);
    answer(listenerAt(1));
    expect(result.current.status === 'success' && result.current.data).toHaveLength(50);
  });

  it('stops the listeners of groups no longer shown, and every listener when unmounted', () => {
    const { rerender, unmount } = renderHook(({ ids }) => useLiveDocumentsById(queryOfIds, ids), {
      initialProps: { ids: idsFrom(1, 40) },
    });
    rerender({ ids: idsFrom(1, 30) });
    expect(running().map((listener) => listener.ids.length)).toEqual([30]);
    unmount();
    expect(running()).toEqual([]);
  });

  it('answers an empty list at once for no ids, and throws a failed listener to the error boundary', () => {
    const empty = renderHook(() => useLiveDocumentsById(queryOfIds, []));
    expect(empty.result.current).toEqual({ status: 'success', data: [] });
    const { result } = renderHook(() => {
      try {
        return useLiveDocumentsById(queryOfIds, ['s1']);
      } catch (error) {
        return { status: 'failed', error } as const;
      }
    });
    const denied = new Error('permission-denied');
    act(() => listenerAt(0, running()).fail(denied));
    expect(result.current).toEqual({ status: 'failed', error: denied });
  });
});
