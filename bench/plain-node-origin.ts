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

/**
 * Runs `measure` against the `api` app served by one plain Node process (plain-node-api.ts) on the running
 * emulators, then stops that process: each measurement gets a fresh one, as a new instance would start.
 */
export async function withPlainNodeApi<T>(measure: (origin: LoadOrigin) => Promise<T>): Promise<T> {
  const server = startBackground(npxBin('tsx'), [SERVER, String(PORT)], { quiet: true });
  try {
    const url = `http://127.0.0.1:${PORT}`;
    await waitForHttp(`${url}/api/health`, 60_000);
    return await measure({ url, label: 'plain Node, one process' });
  } finally {
    if (server.exitCode === null && server.signalCode === null) {
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
  }
}
