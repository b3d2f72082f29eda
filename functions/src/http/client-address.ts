import type { Request } from 'express';

/**
 * The address a request is counted against: the X-Forwarded-For entry appended by our own infrastructure, never one
 * the caller wrote.
 *
 * A client may send any X-Forwarded-For it likes; every proxy on the way appends the address it received the request
 * from. So only the rightmost entries are facts: on Cloud Functions (2nd gen, i.e. Cloud Run) the rightmost entry is
 * the address Google's front end saw. Behind Firebase Hosting, that address is Hosting's own and the visitor is the
 * entry to its left: `trustedProxyHops` (the functions param TRUSTED_PROXY_HOPS, default 0) says how many such
 * proxy entries of our own to skip from the right. Entries further left are the caller's claims and are never used.
 * Without the header (a direct connection, the emulator) the socket's peer counts.
 */
export function clientAddress(req: Pick<Request, 'headers' | 'socket'>, trustedProxyHops = 0): string {
  const forwarded = req.headers['x-forwarded-for'];
  const entries = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  // Fewer entries than trusted hops: the header is short of what our proxies append, so the first is the nearest fact.
  const appended = entries[Math.max(0, entries.length - 1 - trustedProxyHops)];
  return appended ?? req.socket.remoteAddress ?? 'unknown';
}
