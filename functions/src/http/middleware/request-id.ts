import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';

export const REQUEST_ID_HEADER = 'X-Request-Id';
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** Tags every request with an id (the caller's, when it is well-formed), echoed in the response and the logs. */
export const assignRequestId: RequestHandler = (req, res, next) => {
  const incoming = req.get(REQUEST_ID_HEADER);
  const requestId = incoming && ACCEPTED_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  req.requestId = requestId;
  res.set(REQUEST_ID_HEADER, requestId);
  next();
};
