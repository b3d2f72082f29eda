// autocannon ships no types; this declares the part of its API the benchmarks use.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface AutocannonOptions {
    url: string;
    connections: number;
    /** Seconds. */
    duration: number;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
  }

  interface AutocannonInstance extends EventEmitter, PromiseLike<unknown> {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, responseBytes: number, responseTimeMs: number) => void,
    ): this;
  }

  export default function autocannon(options: AutocannonOptions): AutocannonInstance;
}
