import type { ShowingBuyer } from '@estatekey/domain';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { useShowingBuyers } from './use-showing-buyers';

/** One listener the hook opened: the ids it asked for and how to answer it. */
interface Listener {
  readonly ids: readonly string[];
  readonly answer: (buyers: ShowingBuyer[]) => void;
  closed: boolean;
}
let listeners: Listener[] = [];

const firestore = {};
vi.mock('reactfire', () => ({ useFirestore: () => firestore }));
vi.mock('../user/use-user-profile', () => ({ useSignedInUid: () => 'agent-1' }));
vi.mock('../../lib/firebase/converters', () => ({ showingBuyerConverter: {} }));
vi.mock('firebase/firestore', () => ({
  collection: () => ({ withConverter: () => ({}) }),
  documentId: () => '__name__',
  where: (field: string, op: string, value: unknown) => ({ field, op, value }),
  query: (_base: unknown, ...filters: { field: string; value: unknown }[]) => ({ filters }),
  onSnapshot: (
    built: { filters: { field: string; value: unknown }[] },
    next: (snapshot: { docs: { data: () => ShowingBuyer }[] }) => void,
  ) => {
    const ids = built.filters.find((filter) => filter.field === '__name__')?.value as string[];
    const listener: Listener = {
      ids,
      answer: (buyers) => next({ docs: buyers.map((buyer) => ({ data: () => buyer })) }),
      closed: false,
    };
    listeners.push(listener);
    return () => {
      listener.closed = true;
    };
  },
}));

const buyer = (id: string): ShowingBuyer => ({
  id,
  agentId: 'agent-1',
  clientEmail: `${id}@example.com`,
  clientPhone: '',
  notes: '',
});
const ids = (count: number, from = 1) => Array.from({ length: count }, (_, index) => `s${index + from}`);
const answerAll = () => {
  for (const listener of listeners.filter((open) => !open.closed)) listener.answer(listener.ids.map(buyer));
};

beforeEach(() => {
  listeners = [];
});

describe('useShowingBuyers', () => {
  it('listens to the buyers of the shown showings only, 30 ids per listener', () => {
    const { result } = renderHook(() => useShowingBuyers(ids(45)));
    expect(listeners.map((listener) => listener.ids.length)).toEqual([30, 15]);
    expect(result.current.status).toBe('loading');
    act(answerAll);
    expect(result.current.status === 'success' && result.current.data.get('s45')?.clientEmail).toBe('s45@example.com');
  });

  it('keeps the buyers it has while those of a larger page load, and closes the old listeners', () => {
    const { result, rerender } = renderHook(({ shown }) => useShowingBuyers(shown), {
      initialProps: { shown: ids(20) },
    });
    act(answerAll);
    rerender({ shown: ids(40) });
    expect(listeners.filter((listener) => listener.closed)).toHaveLength(1);
    expect(result.current.status === 'success' && result.current.data.size).toBe(20);
    act(answerAll);
    expect(result.current.status === 'success' && result.current.data.size).toBe(40);
  });

  it('answers at once, without a listener, when nothing is shown', () => {
    const { result } = renderHook(() => useShowingBuyers([]));
    expect(listeners).toHaveLength(0);
    expect(result.current).toEqual({ status: 'success', data: new Map() });
  });
});
