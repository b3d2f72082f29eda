/** Pause before the next attempt after n failed ones: 2 s, 5 s, 10 s, then 20 s. */
const RETRY_DELAYS_MS: readonly number[] = [2_000, 5_000, 10_000, 20_000];
const LONGEST_DELAY_MS = 20_000;

export function retryDelayMs(failedAttempts: number): number {
  return RETRY_DELAYS_MS[Math.max(failedAttempts, 1) - 1] ?? LONGEST_DELAY_MS;
}
