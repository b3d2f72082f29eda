import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Polls `probe` until it returns a value other than undefined, or fails with `description` at the deadline. The
 * deadline is a hang guard, not a speed goal: in the full suite the Functions emulator queues triggers (each
 * notification now also runs the mail trigger), and on two busy cores one hop took over 15 s.
 */
export async function waitFor<T>(
  description: string,
  probe: () => Promise<T | undefined>,
  { timeoutMs = 45_000, intervalMs = 100 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${description}`);
    await sleep(intervalMs);
  }
}
