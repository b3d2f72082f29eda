import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * How a change reaches another user's open Firestore listener: `write` starts the change, `listen` is the reader's
 * listener. Both run in this process, so one monotonic clock times write start to snapshot arrival; no clock skew
 * between machines enters the number.
 */
export interface ListenerLatencyProbe<T> {
  /** Opens the reader's listener: `seen` with each snapshot's value, `failed` if it breaks. Answers its unsubscribe. */
  readonly listen: (seen: (value: T) => void, failed: (error: unknown) => void) => () => void;
  /** The value the sample writes, given the last one the reader saw: it must differ from it. */
  readonly nextValue: (sample: number, lastSeen: T | undefined) => T;
  readonly write: (value: T) => Promise<unknown>;
  readonly warmUpSamples: number;
  readonly samples: number;
  readonly pauseMs: number;
  readonly arrivalTimeoutMs: number;
  /** Who listens, for the error when nothing arrives. */
  readonly readerName: string;
}

/** The latencies in milliseconds of the counted samples (the warm-up ones are left out). */
export async function measureListenerLatency<T>(probe: ListenerLatencyProbe<T>): Promise<number[]> {
  const latenciesMs: number[] = [];
  let lastSeen: T | undefined;
  let waiting: { value: T; arrived: (at: number) => void } | null = null;
  let listenerError: unknown = null;
  let unsubscribe = () => {};
  try {
    await new Promise<void>((resolve, reject) => {
      unsubscribe = probe.listen(
        (value) => {
          lastSeen = value;
          if (waiting && value === waiting.value) waiting.arrived(performance.now());
          resolve();
        },
        (error) => {
          listenerError = error;
          reject(error);
        },
      );
    });
    for (let sample = 0; sample < probe.warmUpSamples + probe.samples; sample += 1) {
      if (listenerError) throw listenerError;
      const value = probe.nextValue(sample, lastSeen);
      const arrival = new Promise<number>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${probe.readerName}'s listener saw nothing within ${probe.arrivalTimeoutMs} ms.`)),
          probe.arrivalTimeoutMs,
        );
        waiting = {
          value,
          arrived: (at) => {
            clearTimeout(timer);
            resolve(at);
          },
        };
      });
      const startedAt = performance.now();
      const [arrivedAt] = await Promise.all([arrival, probe.write(value)]);
      waiting = null;
      if (sample >= probe.warmUpSamples) latenciesMs.push(arrivedAt - startedAt);
      await sleep(probe.pauseMs);
    }
  } finally {
    unsubscribe();
  }
  return latenciesMs;
}
