import { fileURLToPath } from 'node:url';

import { waitForHttp, startBackground, npxBin } from '@estatekey/emulators/toolchain/processes.ts';
import type { LoadOrigin } from './api-load.ts';

const PORT = 5055;
const STOP_GRACE_MS = 5_000;

function killGroup(group: number): void {
  try {
    process.kill(-group, 'SIGKILL');
  } catch (error) {
    // ESRCH: the group ended between the grace period and the kill.
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}
const SERVER = fileURLToPath(new URL('./plain-node-api.ts', import.meta.url));

interface RunningApi {
  readonly origin: LoadOrigin;
  stop(): Promise<void>;
}

interface PlainNodeOptions {
  /** Each answer carries the Firestore reads it made (firestore-read-counter.ts). */
  readonly countReads?: boolean;
}

async function startPlainNodeApi({ countReads = false }: PlainNodeOptions = {}): Promise<RunningApi> {
  const server = startBackground(npxBin('tsx'), [SERVER, String(PORT), ...(countReads ? ['--count-reads'] : [])], {
    quiet: true,
  });
  async function stop(): Promise<void> {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    // tsx runs the server in a child of its own: stop the whole group. A server still busy with requests the load
    // gave up on would finish them first and keep the port for the next measurement: it gets a few seconds.
    if (server.pid !== undefined) {
      const group = server.pid;
      process.kill(-group, 'SIGTERM');
      const kill = setTimeout(() => killGroup(group), STOP_GRACE_MS);
      await exited;
      clearTimeout(kill);
    }
  }
  const url = `http://127.0.0.1:${PORT}`;
  try {
    await waitForHttp(`${url}/api/health`, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin: { url, label: 'plain Node, one process' }, stop };
}

/**
 * Runs `measure` against the `api` app served by one plain Node process (plain-node-api.ts) on the running
 * emulators, then stops that process: each measurement gets a fresh one, as a new instance would start.
 */
export async function withPlainNodeApi<T>(
  measure: (origin: LoadOrigin) => Promise<T>,
  options: PlainNodeOptions = {},
): Promise<T> {
  const api = await startPlainNodeApi(options);
  try {
    return await measure(api.origin);
  } finally {
    await api.stop();
  }
}

let shared: Promise<RunningApi> | undefined;

/**
 * Runs `measure` against one plain Node process kept for the measurements that follow (the route sweep: one instance
 * serving every route in turn, as production's does); stopSharedPlainNodeApi ends it.
 */
export async function withSharedPlainNodeApi<T>(measure: (origin: LoadOrigin) => Promise<T>): Promise<T> {
  shared ??= startPlainNodeApi();
  return await measure((await shared).origin);
}

export async function stopSharedPlainNodeApi(): Promise<void> {
  const running = shared;
  shared = undefined;
  if (running) await (await running).stop();
}
