import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** The API answers JSON only: nothing in a response may load, frame or be cached. */
export const securityHeaders: RequestHandler[] = [
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
  }),
  (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  },
];
