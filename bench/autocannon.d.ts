// autocannon ships no types; this declares the part of its API the benchmarks use.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  interface AutocannonRequestStep extends AutocannonRequest {
    /** Called before every request of this step; returns the request to send. */
    setupRequest?: (request: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest;
  }

  interface AutocannonOptions extends AutocannonRequest {
    url: string;
    connections: number;
    /** Seconds. */
    duration: number;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
    /** The sequence each connection sends over and over. */
    requests?: AutocannonRequestStep[];
  }

  interface AutocannonInstance extends EventEmitter, PromiseLike<unknown> {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, responseBytes: number, responseTimeMs: number) => void,
    ): this;
  }

  export default function autocannon(options: AutocannonOptions): AutocannonInstance;
}
