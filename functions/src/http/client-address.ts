import type { Request } from 'express';

/**
 * The address a public request counts against: the first entry of X-Forwarded-For, else the socket's peer.
 *
 * Cloud Functions puts the client first in X-Forwarded-For ("clientIp, proxy1Ip, …"), and Firebase Hosting, which
 * serves `/api/**` through a rewrite, forwards the visitor's address there as well. Later entries are proxies and are
 * never used. A caller can put anything in the header it sends, so this identifies well-behaved clients, not
 * attackers; the limit still bounds what one unchanged client can write.
 */
export function clientAddress(req: Pick<Request, 'headers' | 'socket'>): string {
  const forwarded = req.headers['x-forwarded-for'];
  const header = Array.isArray(forwarded) ? forwarded[0] : forwarded;
  const first = header?.split(',')[0]?.trim();
  if (first) return first;
  return req.socket.remoteAddress ?? 'unknown';
}
