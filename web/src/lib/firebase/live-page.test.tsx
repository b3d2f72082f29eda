import { LIVE_LIST_PAGE_SIZE } from '@estatekey/domain';
import { act, renderHook } from '@testing-library/react';
import type { Query } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { useLivePage } from './live-page';

/** The limited query the hook builds: its base and its limit. */
interface LimitedQuery {
  readonly base: string;
  readonly limit: number;
}

vi.mock('firebase/firestore', () => ({
  limit: (count: number) => ({ count }),
  query: (base: string, constraint: { count: number }): LimitedQuery => ({ base, limit: constraint.count }),
}));
vi.mock('./live-source', () => ({ useLiveQueryData: vi.fn() }));
const { useLiveQueryData } = await import('./live-source');

const rows = (count: number) => Array.from({ length: count }, (_, index) => `row-${index + 1}`);
let stored: string[] = [];
/** Limits the listener was asked for, in order. */
let askedLimits: number[] = [];
/** Limits whose first snapshot has arrived. */
let answered = new Set<number>();

/** The last snapshot per limit: the live source hands the same array until the listener emits again. */
let snapshots = new Map<number, string[]>();

beforeEach(() => {
  askedLimits = [];
  answered = new Set();
  snapshots = new Map();
  vi.mocked(useLiveQueryData).mockImplementation((liveQuery) => {
    const { limit } = liveQuery as unknown as LimitedQuery;
    askedLimits.push(limit);
    if (!answered.has(limit)) return { status: 'loading', data: undefined } as never;
    const data = snapshots.get(limit) ?? stored.slice(0, limit);
    snapshots.set(limit, data);
    return { status: 'success', data } as never;
  });
});

const base = 'properties' as unknown as Query<string>;
const asIs = (docs: string[]) => docs;

describe('useLivePage', () => {
  it('reads one page and one row more, shows the page and offers Show more only while rows are left', () => {
    stored = rows(LIVE_LIST_PAGE_SIZE + 5);
    answered.add(LIVE_LIST_PAGE_SIZE + 1);
    const { result } = renderHook(() => useLivePage(base, asIs));
    expect(askedLimits.at(-1)).toBe(LIVE_LIST_PAGE_SIZE + 1);
    expect(result.current.rowLimit).toBe(LIVE_LIST_PAGE_SIZE + 1);
    expect(result.current.status === 'success' && result.current.data).toEqual(rows(LIVE_LIST_PAGE_SIZE));
    expect(result.current.showMore).toBeTypeOf('function');
  });

  it('raises the limit of the same query by a page on Show more and keeps the shown rows while it loads', () => {
    stored = rows(LIVE_LIST_PAGE_SIZE + 5);
    answered.add(LIVE_LIST_PAGE_SIZE + 1);
    const { result, rerender } = renderHook(() => useLivePage(base, asIs));
    act(() => result.current.showMore?.());
    expect(askedLimits.at(-1)).toBe(2 * LIVE_LIST_PAGE_SIZE + 1);
    // The larger limit has not answered yet: the first page stays on screen, and a companion list asks as many rows.
    expect(result.current.status === 'success' && result.current.data).toEqual(rows(LIVE_LIST_PAGE_SIZE));
    expect(result.current.rowLimit).toBe(2 * LIVE_LIST_PAGE_SIZE + 1);

    answered.add(2 * LIVE_LIST_PAGE_SIZE + 1);
    rerender();
    expect(result.current.status === 'success' && result.current.data).toEqual(rows(LIVE_LIST_PAGE_SIZE + 5));
    expect(result.current.showMore).toBeNull();
  });

  it('offers nothing more when every row fits the page', () => {
    stored = rows(LIVE_LIST_PAGE_SIZE);
    answered.add(LIVE_LIST_PAGE_SIZE + 1);
    const { result } = renderHook(() => useLivePage(base, asIs));
    expect(result.current.status === 'success' && result.current.data).toEqual(rows(LIVE_LIST_PAGE_SIZE));
    expect(result.current.showMore).toBeNull();
  });

  it('is loading until the first snapshot arrives, and tells its row limit meanwhile', () => {
    stored = rows(3);
    const { result } = renderHook(() => useLivePage(base, asIs));
    expect(result.current.status).toBe('loading');
    expect(result.current.rowLimit).toBe(LIVE_LIST_PAGE_SIZE + 1);
  });

  it('starts again at one page for another query', () => {
    stored = rows(3 * LIVE_LIST_PAGE_SIZE);
    answered.add(LIVE_LIST_PAGE_SIZE + 1);
    answered.add(2 * LIVE_LIST_PAGE_SIZE + 1);
    const { result, rerender } = renderHook(({ of }) => useLivePage(of, asIs), { initialProps: { of: base } });
    act(() => result.current.showMore?.());
    expect(askedLimits.at(-1)).toBe(2 * LIVE_LIST_PAGE_SIZE + 1);
    rerender({ of: 'cases' as unknown as Query<string> });
    expect(askedLimits.at(-1)).toBe(LIVE_LIST_PAGE_SIZE + 1);
  });
});
