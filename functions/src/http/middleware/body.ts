import { httpMessages } from '@estatekey/domain';
import express, { type RequestHandler } from 'express';
import { HttpError } from '../http-error';

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
    if (size > maxBytes) throw HttpError.payloadTooLarge(httpMessages.requestTooLarge);
    next();
  };
}

/** Parses JSON bodies that were not parsed upstream; an already-read body is left as it is. */
export function parseJsonBody(maxBytes: number): RequestHandler {
  return express.json({ limit: maxBytes });
}
