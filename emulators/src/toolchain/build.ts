import { run } from './processes.ts';

const BUILD_TIMEOUT_MS = 5 * 60_000;

/** Builds what the emulators serve: the functions bundle and the web app wired to the emulators. */
export async function buildForEmulators(): Promise<void> {
  const steps: Array<[string, string[]]> = [
    ['npm', ['run', 'build', '-w', 'functions']],
    ['npm', ['run', 'build', '-w', 'web']],
  ];
  for (const [command, args] of steps) {
    const result = await run(command, args, {
      timeoutMs: BUILD_TIMEOUT_MS,
      env: { ...process.env, VITE_USE_EMULATORS: 'true' },
    });
    if (result.code !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.code}).`);
  }
}
