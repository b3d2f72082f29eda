import {
  type DocumentReference,
  type DocumentSnapshot,
  onSnapshot,
  type Query,
  type QuerySnapshot,
  queryEqual,
  refEqual,
  type Unsubscribe,
} from 'firebase/firestore';
import { startTransition, useEffect, useMemo, useState } from 'react';

/** What a live source holds: waiting for its first snapshot, its latest answer, or the listener's failure. */
export type LiveStatus<T> =
  | { readonly status: 'loading'; readonly data?: undefined }
  | { readonly status: 'success'; readonly data: T }
  | { readonly status: 'error'; readonly error: unknown; readonly data?: undefined };

type Target = Query<unknown> | DocumentReference<unknown>;

interface Source {
  readonly target: Target;
  /** Whether an unchanged answer whose metadata changed (pending write acknowledged, cache → server) is told too. */
  readonly metadata: boolean;
  latest: LiveStatus<unknown>;
  readonly readers: Set<() => void>;
  stop: Unsubscribe | null;
  idleTimer: ReturnType<typeof setTimeout> | null;
}

/**
 * How long a source nobody reads keeps listening: going back to a screen within it shows its data at once, without a
 * new listener.
 */
const IDLE_MS = 30_000;

const sources: Source[] = [];

const sameTarget = (a: Target, b: Target): boolean =>
  a.type === 'document' || b.type === 'document'
    ? a.type === b.type && refEqual(a as DocumentReference<unknown>, b as DocumentReference<unknown>)
    : queryEqual(a, b);

function forget(source: Source): void {
  const index = sources.indexOf(source);
  if (index >= 0) sources.splice(index, 1);
}

function closeWhenIdle(source: Source): void {
  if (source.idleTimer !== null) clearTimeout(source.idleTimer);
  source.idleTimer = setTimeout(() => {
    if (source.readers.size > 0) return;
    source.stop?.();
    // A reader that memoised it before it went (a render whose effect came late) listens anew on its own.
    source.stop = null;
    forget(source);
  }, IDLE_MS);
}

/** The one source of an equal query or document (same path, constraints and converter), made on first use. */
function sourceOf(target: Target, metadata: boolean): Source {
  const found = sources.find((source) => source.metadata === metadata && sameTarget(source.target, target));
  // A failed listener is over: a reader that comes after its readers have gone listens anew.
  if (found?.latest.status === 'error' && found.readers.size === 0) {
    if (found.idleTimer !== null) clearTimeout(found.idleTimer);
    forget(found);
  } else if (found) {
    return found;
  }
  const made: Source = { target, metadata, latest: { status: 'loading' }, readers: new Set(), stop: null, idleTimer: null };
  sources.push(made);
  // A render that is thrown away never reads it: it goes when idle like any other.
  closeWhenIdle(made);
  return made;
}

function answerOf(snapshot: QuerySnapshot<unknown> | DocumentSnapshot<unknown>, metadata: boolean): unknown {
  // With metadata the reader wants the snapshot itself; otherwise the converted data, made once for every reader.
  if (metadata) return snapshot;
  return 'docs' in snapshot ? snapshot.docs.map((doc) => doc.data()) : snapshot.data();
}

function listen(source: Source, tellReaders: () => void): void {
  const options = { includeMetadataChanges: source.metadata };
  const next = (snapshot: QuerySnapshot<unknown> | DocumentSnapshot<unknown>) => {
    source.latest = { status: 'success', data: answerOf(snapshot, source.metadata) };
    tellReaders();
  };
  const fail = (error: unknown) => {
    source.latest = { status: 'error', error };
    tellReaders();
  };
  source.stop =
    source.target.type === 'document'
      ? onSnapshot(source.target as DocumentReference<unknown>, options, next, fail)
      : onSnapshot(source.target as Query<unknown>, options, next, fail);
}

function read(source: Source, reader: () => void): () => void {
  source.readers.add(reader);
  if (source.idleTimer !== null) {
    clearTimeout(source.idleTimer);
    source.idleTimer = null;
  }
  if (source.stop === null) listen(source, () => source.readers.forEach((tell) => tell()));
  return () => {
    source.readers.delete(reader);
    if (source.readers.size === 0) closeWhenIdle(source);
  };
}

/**
 * The latest answer of `target` (memoised by the caller), live. Every reader of an equal query or document shares one
 * listener and one converted answer. A new answer re-renders its readers in a transition, so React renders a screen's
 * first snapshots in slices between which the browser stays responsive, instead of one blocking render per snapshot
 * (as useSyncExternalStore would). A failed listener throws, for the reader's error boundary.
 */
function useLiveSource<T>(target: Target, metadata: boolean): LiveStatus<T> {
  const source = useMemo(() => sourceOf(target, metadata), [target, metadata]);
  const [shown, setShown] = useState({ source, latest: source.latest });
  useEffect(() => {
    const show = () =>
      startTransition(() =>
        setShown((current) =>
          current.source === source && current.latest === source.latest ? current : { source, latest: source.latest },
        ),
      );
    const stop = read(source, show);
    // An answer that came between this render and the subscription.
    show();
    return stop;
  }, [source]);
  const latest = shown.source === source ? shown.latest : source.latest;
  if (latest.status === 'error') throw latest.error;
  return latest as LiveStatus<T>;
}

/** The documents of `liveQuery` (memoised by the caller), converted, live. */
export function useLiveQueryData<Doc>(liveQuery: Query<Doc>): LiveStatus<Doc[]> {
  return useLiveSource<Doc[]>(liveQuery as Query<unknown>, false);
}

/** The snapshot of `liveQuery`, live, metadata changes included (pending writes, cache or server). */
export function useLiveQuerySnapshot<Doc>(liveQuery: Query<Doc>): LiveStatus<QuerySnapshot<Doc>> {
  return useLiveSource<QuerySnapshot<Doc>>(liveQuery as Query<unknown>, true);
}

/** The document at `ref` (memoised by the caller), converted, live; `undefined` while it does not exist. */
export function useLiveDocData<Doc>(ref: DocumentReference<Doc>): LiveStatus<Doc | undefined> {
  return useLiveSource<Doc | undefined>(ref as DocumentReference<unknown>, false);
}
