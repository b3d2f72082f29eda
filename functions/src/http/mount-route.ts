import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  apiAccessOf,
  type ApiFieldError,
  type ApiRoute,
  DomainError,
  errorsTexts,
  type HttpMethod,
  MAX_UPLOAD_BYTES,
  requiresVerifiedEmail,
  type Role,
  serverTodayIsoDate,
  toApiFieldErrors,
  uploadTexts,
} from '@estatekey/domain';
import { Router, type CookieOptions, type Request, type Response } from 'express';
import type { z } from 'zod';
import type { Caller, RoleCaller } from '../lib/caller';
import { readUrlEncodedForm } from './middleware/body';
import { countRateLimits, type RateLimiter } from './middleware/rate-limit';
import { readSingleFileUpload, type ReceivedFile, type SingleFileUpload } from './multipart';

const UPLOAD_LIMITS = { maxFileBytes: MAX_UPLOAD_BYTES, maxFields: 10, maxFieldBytes: 16 * 1024 };
const EXPRESS_METHOD = {
  GET: 'get',
  POST: 'post',
  PUT: 'put',
  PATCH: 'patch',
  DELETE: 'delete',
} as const satisfies Record<HttpMethod, string>;

type ParamsOf<Route> = Route extends { readonly params: infer Schema extends z.ZodType } ? z.output<Schema> : undefined;
type QueryOf<Route> = Route extends { readonly query: infer Schema extends z.ZodType } ? z.output<Schema> : undefined;
type BodyOf<Route> = Route extends { readonly body: infer Schema extends z.ZodType } ? z.output<Schema> : undefined;
type VisitorBodyOf<Route> = Route extends { readonly visitorBody: infer Schema extends z.ZodType }
  ? z.output<Schema>
  : BodyOf<Route>;

/** Signed-in callers of every route; a role list guarantees a role claim; public routes may be called by anyone. */
type CallerOf<Route> = Route extends { readonly access: readonly Role[] }
  ? RoleCaller
  : Route extends { readonly access: 'authenticated' }
    ? Caller
    : Caller | null;

interface CommonInput<Route> {
  readonly params: ParamsOf<Route>;
  readonly query: QueryOf<Route>;
  /** The uploaded file of a multipart route (required: its absence is a 400). */
  readonly file: Route extends { readonly multipart: true } ? ReceivedFile : undefined;
}

/** What a handler receives, parsed from the route's schemas. A visitor of an optional route has `caller: null`. */
export type RouteInput<Route extends ApiRoute> = Route extends { readonly access: 'optional' }
  ? | (CommonInput<Route> & { readonly caller: null; readonly body: VisitorBodyOf<Route> })
    | (CommonInput<Route> & { readonly caller: Caller; readonly body: BodyOf<Route> })
  : CommonInput<Route> & { readonly caller: CallerOf<Route>; readonly body: BodyOf<Route> };

/** The parts of the response a handler may touch besides its answer. */
export interface RouteReply {
  setCookie(name: string, value: string, options: CookieOptions): void;
  clearCookie(name: string, options: CookieOptions): void;
  /** Answer with this success status instead of the route's (POST that finds what it would create: 200, not 201). */
  answerStatus(status: 200 | 201 | 204): void;
  /** A binary route's answer: these headers, then the bytes of `body`. */
  stream(headers: Readonly<Record<string, string>>, body: Readable): Promise<void>;
}

/** A handler answers the input of the route's response schema; a binary route's handler streams its answer instead. */
export type RouteHandler<Route extends ApiRoute> = (
  input: RouteInput<Route>,
  reply: RouteReply,
) => Route extends { readonly response: infer Schema extends z.ZodType }
  ? Promise<z.input<Schema>> | z.input<Schema>
  : Promise<void>;

/** The router every route of the domain's table is mounted on. */
export interface ApiRouter {
  readonly router: Router;
  readonly limitRate: RateLimiter;
  /** X-Forwarded-For entries of our own proxies, skipped from the right to find the client (client-address.ts). */
  readonly trustedProxyHops: () => number;
}

export function createApiRouter(limitRate: RateLimiter, trustedProxyHops: () => number = () => 0): ApiRouter {
  return { router: Router(), limitRate, trustedProxyHops };
}

/** An area of the domain's route table (`propertyRoutes`, `attorneyRoutes`, …): its entries by name. */
export type ApiArea = Readonly<Record<string, ApiRoute>>;

/**
 * One handler for every entry of an area, typed by its entry: the compiler refuses a handler map that leaves an entry
 * unserved, names one the area does not have, or takes or answers what its entry does not.
 */
export type AreaHandlers<Area extends ApiArea> = { readonly [Name in keyof Area]: RouteHandler<Area[Name]> };

/** Serves every entry of `area` with its handler, in the area's order (see `apiRoutes` on why the order matters). */
export function mountArea<Area extends ApiArea>(
  api: ApiRouter,
  area: Area,
  handlers: NoInfer<AreaHandlers<Area>>,
): void {
  for (const name of Object.keys(area) as (keyof Area & string)[]) {
    mountRoute(api, area[name], handlers[name]);
  }
}

/**
 * How `mountArea` serves each entry, the one way a route of `apiRoutes` is served. In order: the guard from `access`, the rate limits the entry names
 * (RATE_LIMIT_POLICIES: per client address, login e-mail or signed-in uid), the body (JSON, or the multipart form's fields and file), params/query/body parsed with the
 * entry's schemas (400 `{message, errors}` naming every failed field, prefixed 'params.'/'query.' outside the body),
 * the handler, and its answer parsed with the response schema and sent with the entry's success status.
 */
function mountRoute<Route extends ApiRoute>(api: ApiRouter, route: Route, handler: RouteHandler<Route>): void {
  api.router[EXPRESS_METHOD[route.method]](expressPath(route.path), async (req: Request, res: Response) => {
    const caller = admittedCaller(route, req);
    const countRefusedCredentials = await countRateLimits(api.limitRate, api.trustedProxyHops, route, caller, req, res);
    // A form or upload sent to a JSON route (non-JSON bodies are refused for every route by `refuseNonJsonBodies`).
    if (!route.multipart && req.is('multipart/form-data')) {
      throw DomainError.unsupportedMediaType(errorsTexts.unsupportedMediaType);
    }
    // A form route takes exactly a form (`refuseNonJsonBodiesExcept` let it through), never JSON.
    if (route.urlEncodedForm && !req.is('application/x-www-form-urlencoded')) {
      throw DomainError.unsupportedMediaType(errorsTexts.unsupportedMediaType);
    }
    const upload = route.multipart ? await readSingleFileUpload(req, UPLOAD_LIMITS) : undefined;
    const form = route.urlEncodedForm ? await readUrlEncodedForm(req) : undefined;
    // The parse follows the route's schemas, which `RouteInput<Route>` is derived from.
    const input = parseInput(route, caller, req, upload, form) as RouteInput<Route>;
    let output: unknown;
    let successStatus: number = route.successStatus ?? 200;
    try {
      output = await handler(
        input,
        replyTo(res, (status) => {
          successStatus = status;
        }),
      );
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'unauthenticated') await countRefusedCredentials();
      throw error;
    }
    if (!route.response) return;
    // Parsed in every environment: besides holding the handler to the contract, parsing strips every field the
    // response schema does not list, so nothing stored but not meant for the caller leaks.
    res.status(successStatus).json(route.response.parse(output));
  });
}

/**
 * An inner parameter may be empty ('/api/properties//status'), so that the params schema answers it (400 with the
 * route's text) rather than no route at all (404).
 */
function expressPath(path: string): string {
  return path.replace(/:([A-Za-z]+)(?=\/)/g, '{:$1}');
}

/**
 * The guard: 401 when a presented token was refused (on optional routes too), then the domain's access decision
 * (`apiAccessOf`: 401 without a token, 403 for a role outside a role list), then 403 for an account whose e-mail is
 * not verified unless the route allows it (DESIGN §5). A visitor of an optional route is served as `null`.
 */
function admittedCaller(route: ApiRoute, req: Request): Caller | null {
  const caller = req.auth ? { uid: req.auth.uid, role: req.auth.role, email: req.auth.email } : null;
  if (route.access === 'public') return caller;
  if (req.authFailure === 'invalid-token') throw DomainError.unauthenticated(errorsTexts.invalidToken);
  const decision = apiAccessOf(route, caller);
  if (decision === 'unauthenticated') throw DomainError.unauthenticated();
  if (decision === 'forbidden') throw DomainError.forbidden(route.forbiddenMessage);
  if (caller !== null && !req.auth?.emailVerified && requiresVerifiedEmail(route)) {
    throw DomainError.forbidden(errorsTexts.emailNotVerified);
  }
  return caller;
}

function bodySchemaOf(route: ApiRoute, caller: Caller | null): z.ZodType | undefined {
  if (route.bodyFor) return route.bodyFor({ today: serverTodayIsoDate(), role: caller?.role ?? null });
  return (caller === null ? route.visitorBody : undefined) ?? route.body;
}

function parseInput(
  route: ApiRoute,
  caller: Caller | null,
  req: Request,
  upload: SingleFileUpload | undefined,
  form: Record<string, string> | undefined,
): unknown {
  const errors: ApiFieldError[] = [];
  const parse = (schema: z.ZodType | undefined, value: unknown, part?: 'params' | 'query'): unknown => {
    if (!schema) return undefined;
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    for (const error of toApiFieldErrors(result.error)) {
      errors.push(part ? { ...error, path: error.path === '' ? part : `${part}.${error.path}` } : error);
    }
    return undefined;
  };

  const params = parse(route.params, req.params, 'params');
  const query = parse(route.query, req.query, 'query');
  // The forms check the file first, so a missing file is the first failure named.
  if (upload && !upload.file) errors.push({ path: 'file', message: uploadTexts.selectFile });
  const body = parse(bodySchemaOf(route, caller), upload ? upload.fields : (form ?? req.body));
  if (errors.length > 0) throw DomainError.badRequest(route.validationMessage?.(errors), errors);
  return { caller, params, query, body, file: upload?.file };
}

function replyTo(res: Response, answerStatus: RouteReply['answerStatus']): RouteReply {
  return {
    answerStatus,
    setCookie: (name, value, options) => {
      res.cookie(name, value, options);
    },
    clearCookie: (name, options) => {
      res.clearCookie(name, options);
    },
    stream: async (headers, body) => {
      res.set(headers);
      await pipeline(body, res);
    },
  };
}
