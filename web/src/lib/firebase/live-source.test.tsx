import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { useLiveQueryData } from './live-source';

/** A query as the mocked SDK sees it: equal queries have the same path. */
interface FakeQuery {
  readonly type: 'query';
  readonly path: string;
}

interface Listener {
  readonly path: string;
  readonly options: { includeMetadataChanges: boolean };
  readonly next: (snapshot: { docs: { data: () => string }[] }) => void;
  readonly fail: (error: unknown) => void;
  stopped: boolean;
}

const listeners: Listener[] = [];

vi.mock('firebase/firestore', () => ({
  queryEqual: (a: FakeQuery, b: FakeQuery) => a.path === b.path,
  refEqual: () => false,
  onSnapshot: (
    target: FakeQuery,
    options: Listener['options'],
    next: Listener['next'],
    fail: Listener['fail'],
  ): (() => void) => {
    const listener: Listener = { path: target.path, options, next, fail, stopped: false };
    listeners.push(listener);
    return () => {
      listener.stopped = true;
    };
  },
}));

let queryCount = 0;
/** A query of its own path (so tests do not share sources), and a second object equal to it. */
function freshQuery(): FakeQuery {
  queryCount += 1;
  return { type: 'query', path: `things-${queryCount}` };
}

function Things({ query, name }: { query: FakeQuery; name: string }) {
  const live = useLiveQueryData(query as never);
  return <p>{`${name}: ${live.status === 'success' ? (live.data as string[]).join(',') : 'loading'}`}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>failed</p> : this.props.children;
  }
}

const answer = (listener: Listener | undefined, docs: string[]) =>
  act(() => listener?.next({ docs: docs.map((doc) => ({ data: () => doc })) }));

beforeEach(() => {
  listeners.length = 0;
});

describe('useLiveQueryData', () => {
  it('shares one listener among readers of equal queries and shows each answer to all of them', async () => {
    const query = freshQuery();
    render(
      <>
        <Things query={query} name="first" />
        <Things query={{ ...query }} name="second" />
      </>,
    );
    expect(screen.getByText('first: loading')).toBeInTheDocument();
    expect(listeners).toHaveLength(1);
    expect(listeners[0]?.options).toEqual({ includeMetadataChanges: false });

    await answer(listeners[0], ['a', 'b']);
    expect(screen.getByText('first: a,b')).toBeInTheDocument();
    expect(screen.getByText('second: a,b')).toBeInTheDocument();
    await answer(listeners[0], ['a', 'b', 'c']);
    expect(screen.getByText('second: a,b,c')).toBeInTheDocument();
  });

  it('shows the last answer at once to a reader that comes later, and stops listening a while after the last leaves', async () => {
    vi.useFakeTimers();
    try {
      const query = freshQuery();
      const first = render(<Things query={query} name="first" />);
      await answer(listeners[0], ['a']);
      first.unmount();
      const again = render(<Things query={{ ...query }} name="again" />);
      expect(screen.getByText('again: a')).toBeInTheDocument();
      expect(listeners).toHaveLength(1);
      again.unmount();
      act(() => vi.advanceTimersByTime(29_000));
      expect(listeners[0]?.stopped).toBe(false);
      act(() => vi.advanceTimersByTime(1_000));
      expect(listeners[0]?.stopped).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('throws a failed listener to the error boundary, and a later reader listens anew', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const query = freshQuery();
    const failing = render(
      <Boundary>
        <Things query={query} name="first" />
      </Boundary>,
    );
    await act(() => listeners[0]?.fail(new Error('permission-denied')));
    expect(screen.getByText('failed')).toBeInTheDocument();
    failing.unmount();

    render(<Things query={{ ...query }} name="later" />);
    expect(screen.getByText('later: loading')).toBeInTheDocument();
    expect(listeners).toHaveLength(2);
    await answer(listeners[1], ['x']);
    expect(screen.getByText('later: x')).toBeInTheDocument();
  });
});
