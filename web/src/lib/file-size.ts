const BYTES_PER_KB = 1024;
const BYTES_PER_MB = 1024 * 1024;
const kilobytes = new Intl.NumberFormat('en-US', { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 });
const megabytes = new Intl.NumberFormat('en-US', { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });

/** A chosen file's size as the upload forms show it: '12 kB', '2.4 MB'. */
export function fileSizeLabel(bytes: number): string {
  if (bytes < BYTES_PER_MB) return kilobytes.format(Math.max(1, Math.round(bytes / BYTES_PER_KB)));
  return megabytes.format(bytes / BYTES_PER_MB);
}
