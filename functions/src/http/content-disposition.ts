/**
 * A Content-Disposition header naming the file (RFC 6266): a plain ASCII `filename` for old clients and the exact name
 * as UTF-8 in `filename*` (RFC 8187). The name should already be safe (no paths or control characters).
 */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const asciiFallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${asciiFallback}"; filename*=UTF-8''${encoded}`;
}
