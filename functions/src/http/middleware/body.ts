import { type ApiRoute, DomainError, errorsTexts } from '@estatekey/domain';
import express, { type Request, type RequestHandler } from 'express';

/**
 * Refuses bodies above `maxBytes` with 413. On Cloud Functions the platform has read and parsed the body
 * before the app runs (`req.rawBody` holds the bytes), so the size is checked here rather than by a parser.
 * Multipart uploads are limited by their own route.
 */
export function limitRequestSize(maxBytes: number): RequestHandler {
  return (req, _res, next) => {
    if (req.is('multipart/form-data')) {
      next();
      return;
    }
    const size = req.rawBody?.length ?? Number(req.get('content-length') ?? 0);
    if (size > maxBytes) throw DomainError.payloadTooLarge(errorsTexts.requestTooLarge);
    next();
  };
}

/**
 * Refuses, with 415, any body that is neither JSON nor multipart (the upload route's form), and JSON in another
 * charset than UTF-8. The platform has already parsed urlencoded and text bodies into `req.body`, so without this an
 * HTML form on another site could post to a route as if it sent JSON. A request without body bytes passes. The one
 * exception are the routes marked `urlEncodedForm` (the one-click unsubscribe of RFC 8058), which take exactly a form.
 */
export function refuseNonJsonBodiesExcept(formRoutes: readonly Pick<ApiRoute, 'method' | 'path'>[]): RequestHandler {
  const formPaths = formRoutes.map((route) => ({
    method: route.method,
    pattern: new RegExp(`^${route.path.replace(/:[A-Za-z]+/g, '[^/]+')}$`),
  }));
  const takesForm = (req: Request) =>
    formPaths.some((route) => route.method === req.method && route.pattern.test(req.path));
  return (req, _res, next) => {
    if (!hasBodyBytes(req)) {
      next();
      return;
    }
    if (req.is('application/x-www-form-urlencoded') && takesForm(req)) {
      next();
      return;
    }
    const type = req.is(['application/json', 'multipart/form-data']);
    if (type === false || type === null) throw DomainError.unsupportedMediaType(errorsTexts.unsupportedMediaType);
    const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(req.get('content-type') ?? '')?.[1]?.toLowerCase();
    if (type === 'application/json' && charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
      throw DomainError.unsupportedMediaType(errorsTexts.unsupportedEncoding);
    }
    next();
  };
}

export const refuseNonJsonBodies: RequestHandler = refuseNonJsonBodiesExcept([]);

/**
 * The fields of a form body: the platform's parse when it made one (Cloud Functions read the body before the app),
 * else the raw bytes, else the stream (plain Express).
 */
export async function readUrlEncodedForm(req: Request): Promise<Record<string, string>> {
  let raw: string;
  if (req.rawBody !== undefined) raw = req.rawBody.toString('utf8');
  else if (isFilledObject(req.body)) return req.body as Record<string, string>;
  else {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
    raw = Buffer.concat(chunks).toString('utf8');
  }
  return Object.fromEntries(new URLSearchParams(raw));
}

function isFilledObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Buffer.isBuffer(value) && Object.keys(value).length > 0;
}

/** `Content-Length: 0` (what fetch sends for a POST without a body) is no body. */
function hasBodyBytes(req: Request): boolean {
  if ((req.rawBody?.length ?? 0) > 0) return true;
  const length = req.get('content-length');
  if (length !== undefined) return Number(length) !== 0;
  return req.get('transfer-encoding') !== undefined;
}

/** Parses JSON bodies that were not parsed upstream; an already-read body is left as it is. */
export function parseJsonBody(maxBytes: number): RequestHandler {
  return express.json({ limit: maxBytes });
}
