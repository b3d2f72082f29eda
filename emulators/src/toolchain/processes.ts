import { spawn, type ChildProcess } from 'node:child_process';
import { REPO_ROOT } from './paths.ts';

export interface RunOptions {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Kill the whole process group after this long: a hung emulator request must not hang a run. */
  timeoutMs: number;
}

export interface RunResult {
  code: number;
  timedOut: boolean;
  durationMs: number;
}

const children = new Set<ChildProcess>();

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** Runs a command in its own process group, inheriting stdio, and resolves with its exit code. */
export function run(command: string, args: readonly string[], options: RunOptions): Promise<RunResult> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? REPO_ROOT,
      env: options.env ?? process.env,
      stdio: 'inherit',
      detached: true,
    });
    children.add(child);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      console.error(
        `\n✖ ${command} ${args.join(' ')} timed out after ${Math.round(options.timeoutMs / 1000)} s; stopping it.`,
      );
      killGroup(child, 'SIGTERM');
      setTimeout(() => killGroup(child, 'SIGKILL'), 10_000).unref();
    }, options.timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      children.delete(child);
      reject(error);
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      children.delete(child);
      resolve({ code: code ?? (signal ? 128 : 1), timedOut, durationMs: Date.now() - started });
    });
  });
}

/** Starts a long-running helper (SMTP sink, emulators) that is stopped with this process. */
export function startBackground(
  command: string,
  args: readonly string[],
  options: Omit<RunOptions, 'timeoutMs'> & { quiet?: boolean },
): ChildProcess {
  const child = spawn(command, args, {
    cwd: options.cwd ?? REPO_ROOT,
    env: options.env ?? process.env,
    stdio: options.quiet ? 'ignore' : 'inherit',
    detached: true,
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

export async function stopAll(): Promise<void> {
  const running = [...children];
  for (const child of running) killGroup(child, 'SIGTERM');
  await Promise.all(
    running.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const force = setTimeout(() => killGroup(child, 'SIGKILL'), 10_000);
          child.once('exit', () => {
            clearTimeout(force);
            resolve();
          });
        }),
    ),
  );
}

/** Ctrl-C and termination stop every child before this process exits. */
export function stopChildrenOnExit(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.log(`\nStopping (${signal}) ...`);
      void stopAll().then(() => process.exit(130));
    });
  }
}

/** Polls a URL until it answers, or throws after the deadline. */
export async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      // Generous: on a loaded machine a cold function answers in seconds, and an aborted poll keeps its worker busy, so
      // the next poll cold-starts another one.
      const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
      if (response.status < 500) return;
      lastError = new Error(`HTTP ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s (${String(lastError)})`);
}

export function npxBin(name: string): string {
  return `${REPO_ROOT}/node_modules/.bin/${name}`;
}
