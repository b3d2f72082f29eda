import { run } from './processes.ts';

const BUILD_TIMEOUT_MS = 5 * 60_000;

/** Builds what the emulators serve: the functions bundle and (unless `web: false`) the web app wired to the emulators. */
export async function buildForEmulators({ web = true }: { web?: boolean } = {}): Promise<void> {
  const workspaces = web ? ['functions', 'web'] : ['functions'];
  for (const workspace of workspaces) {
    const args = ['run', 'build', '-w', workspace];
    const result = await run('npm', args, {
      timeoutMs: BUILD_TIMEOUT_MS,
      env: { ...process.env, VITE_USE_EMULATORS: 'true' },
    });
    if (result.code !== 0) throw new Error(`npm ${args.join(' ')} failed (exit ${result.code}).`);
  }
}
