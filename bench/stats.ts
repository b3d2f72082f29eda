/** The p-th percentile (0–100) with linear interpolation between closest ranks; the median is the 50th. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('A percentile of no values is undefined.');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const below = sorted[Math.floor(rank)] ?? Number.NaN;
  const above = sorted[Math.ceil(rank)] ?? Number.NaN;
  return below + (above - below) * (rank - Math.floor(rank));
}

export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

export function round(value: number, decimals = 1): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
