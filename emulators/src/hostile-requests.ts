import {
  API_ROUTE_NAMES,
  apiRoutes,
  AUTH_COOKIE,
  ROLES,
  serverTodayIsoDate,
  type ApiRoute,
  type ApiRouteName,
  type Role,
} from '@estatekey/domain';
import { z } from 'zod';

/*
 * Hostile requests against every route of `apiRoutes`, the same ones for the same seed: malformed bodies, bodies
 * built from the route's schema with one field mutated (wrong type, oversize, unicode edge cases, path traversal),
 * uploads with hostile file names, hostile ids in paths, and broken, foreign, missing or real tokens. Shared by the
 * 1,000-request integration test and the 10,000-request bench (`npm run bench -- --only fuzz`).
 */

export interface HostileRequest {
  readonly route: ApiRouteName;
  readonly method: string;
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body?: string | Uint8Array<ArrayBuffer>;
  /**
   * The API must refuse it (4xx): no route serves its method and path (dot segments resolved), or the route that does
   * refuses its caller (no token or a broken one where one is needed, a role outside the route's list), or it is the
   * route's own request with a body that every schema the route may parse it with refuses.
   */
  readonly mustBeRefused: boolean;
}

export interface HostileCaller {
  readonly idToken: string;
  readonly role: Role;
}

export interface HostileRequestOptions {
  readonly seed: number;
  /** Put into most values, so what a request might have stored can be found by it. */
  readonly marker: string;
  /** Real callers whose ID tokens the requests may carry (as Bearer or cookie); the rest carry none or a broken one. */
  readonly callers: readonly HostileCaller[];
  /** The X-Forwarded-For address of each request (a fresh one keeps the per-address limits from answering). */
  readonly clientAddress: () => string;
  /** Ids of real documents and accounts, used now and then in paths and id fields instead of a hostile id. */
  readonly knownIds?: readonly string[];
}

/** mulberry32: small, fast and good enough to pick among cases; the same seed gives the same requests. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;
/** Path segments, already URL-encoded: reserved and traversal ids, encodings that decode badly, far too long. */
const BAD_IDS = [
  '__x__',
  '__',
  '.',
  '..',
  '%2e%2e',
  '%2e%2e%2f%2e%2e%2fusers',
  '..%2F..%2Fusers%2Fpersona-ada',
  '..%5C..%5Cwindows',
  'a%2Fb',
  'users%2Fpersona-ada%2Fprivate%2Fdetails',
  '%00',
  '%20',
  'x'.repeat(1600),
  '%F0%9F%92%A3',
  '%E2%80%AE',
  '%EF%BB%BF',
  '%ED%A0%80',
  "'%20OR%201=1",
  '$where',
  'undefined',
  'null',
  '%FF',
];
const FIELD_NAMES = [
  'email',
  'password',
  'propertyId',
  'userId',
  'permissionLevel',
  'firstName',
  'lastName',
  'phone',
  'contactName',
  'contactEmail',
  'appointmentDate',
  'statusData',
  'documentType',
  'caseId',
  'role',
  'notes',
  '__proto__',
  'constructor',
];
/** Unicode that trips normalisation, rendering or storage: NUL, bidi overrides, BOM, a lone surrogate, and more. */
const UNICODE_EDGES = [
  '\u0000',
  '\u202E',
  '\uFEFF',
  '\uD800',
  '\u200B\u200D',
  'e\u0301'.repeat(400),
  '💣'.repeat(300),
  'ＡＤＭＩＮ',
  'İı',
  '\r\nBcc: victim@example.com',
];
/** File names and ids that climb out of a folder or name another document. */
const TRAVERSALS = [
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd',
  'users/persona-ada',
  'a/b/c',
  '..',
  '.',
  '%2e%2e%2f%2e%2e%2f',
];
const HOSTILE_FILE_NAMES = [
  '../../etc/passwd.pdf',
  '..\\..\\evil.pdf',
  'a/b.pdf',
  '/abs.pdf',
  '\u202Efdp.exe',
  `${'x'.repeat(5000)}.pdf`,
  'con.pdf',
  '%2e%2e%2fx.pdf',
  'file\u0000.pdf',
  '.htaccess',
  '💣.pdf',
  '',
  'report.PDF',
];

/** A few bytes that sniff as a PDF (allowed), as HTML (not allowed), or as nothing. */
const FILE_CONTENTS = [
  '%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n',
  '<html><script>alert(1)</script>',
  '',
];

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  default?: unknown;
};

const jsonSchemas = new Map<z.ZodType, JsonSchema>();
/** The input side of a body schema as JSON Schema (transforms and refinements are left out: any value may fail them). */
function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  let found = jsonSchemas.get(schema);
  if (!found) {
    found = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    jsonSchemas.set(schema, found);
  }
  return found;
}

type Body = {
  readonly contentType?: string;
  readonly encoding?: string;
  readonly bytes?: string | Uint8Array<ArrayBuffer>;
  /** Every schema of the route refuses it. */
  readonly refusedBySchema?: true;
};

/** A copy of `object` with the field at `path` set to `value`, or left out (an own field even for '__proto__'). */
function replaceField(
  object: Record<string, unknown>,
  [key = '', ...rest]: readonly string[],
  value: unknown,
  remove: boolean,
): Record<string, unknown> {
  const { [key]: inner, ...others } = object;
  if (rest.length === 0) return remove ? others : { ...others, [key]: value };
  const nested = inner !== null && typeof inner === 'object' ? (inner as Record<string, unknown>) : {};
  return { ...others, [key]: replaceField(nested, rest, value, remove) };
}

/** Builds hostile requests one at a time, in the order the seed gives. */
export function hostileRequestGenerator(options: HostileRequestOptions): () => HostileRequest {
  const random = seededRandom(options.seed);
  const { marker } = options;
  const markerEmail = `${marker}@example.com`;
  const knownIds = options.knownIds ?? [];
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(random() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  const chance = (share: number) => random() < share;

  /** Values no field accepts as they are (wrong types, empty, far too long, control characters), most naming the run. */
  const badValues: readonly unknown[] = [
    null,
    -1,
    1e308,
    true,
    [],
    [markerEmail],
    { $gt: '' },
    { nested: { deeper: [marker] } },
    '',
    '   ',
    `${marker}\u0000`,
    `${'x'.repeat(6000)}${marker}`,
    `${markerEmail}\u202E`,
  ];
  const hostileValue = (): unknown => {
    switch (Math.floor(random() * 5)) {
      case 0:
        return pick(badValues);
      case 1:
        return `${marker}${pick(UNICODE_EDGES)}`;
      case 2:
        return pick(TRAVERSALS);
      case 3:
        return `${marker}${'y'.repeat(pick([255, 1501, 20_001, 100_000]))}`;
      default:
        return pick([0, -0.5, Number.MAX_SAFE_INTEGER + 2, '1e9', '12', [1, 2], { toString: marker }, 'true']);
    }
  };

  /** A value the schema would plausibly take: what a real client sends, before one field is mutated. */
  const plausible = (schema: JsonSchema, name: string, depth: number): unknown => {
    if (schema.const !== undefined) return schema.const;
    if (schema.enum) return pick(schema.enum);
    const alternatives = schema.anyOf ?? schema.oneOf;
    if (alternatives?.length) return plausible(pick(alternatives), name, depth);
    const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
    switch (type) {
      case 'object': {
        if (depth > 4) return {};
        const required = new Set(schema.required ?? []);
        return Object.fromEntries(
          Object.entries(schema.properties ?? {})
            .filter(([key]) => required.has(key) || chance(0.6))
            .map(([key, property]) => [key, plausible(property, key, depth + 1)]),
        );
      }
      case 'array':
        return depth > 4 || !schema.items
          ? []
          : Array.from({ length: Math.max(schema.minItems ?? 0, chance(0.5) ? 1 : 0) }, () =>
              plausible(schema.items ?? {}, name, depth + 1),
            );
      case 'boolean':
        return chance(0.5);
      case 'integer':
      case 'number':
        return schema.minimum ?? 1;
      case 'string':
        return plausibleString(schema, name);
      default:
        return marker;
    }
  };
  const plausibleString = (schema: JsonSchema, name: string): string => {
    const fit = (value: string) => value.slice(0, schema.maxLength ?? value.length);
    if (/e-?mail/i.test(name)) return fit(markerEmail);
    if (/(^id$|Id$|Ids$)/.test(name) && knownIds.length > 0) return pick(knownIds);
    if (/date|On$/i.test(name)) return '2031-03-14';
    if (/time/i.test(name)) return pick(['10:00', '10:30']);
    if (/phone/i.test(name)) return '(555) 010-9999';
    if (/password/i.test(name)) return 'Fuzz-password-2026';
    if (/zip/i.test(name)) return '90210';
    const text = `Fuzz ${marker}`;
    return fit(text.length >= (schema.minLength ?? 0) ? text : text.padEnd(schema.minLength ?? 0, 'x'));
  };

  /** The leaf paths of a body object, e.g. ['formData', 'city']. */
  const fieldPaths = (value: unknown, prefix: readonly string[] = []): string[][] => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return prefix.length ? [[...prefix]] : [];
    const entries = Object.entries(value);
    if (entries.length === 0) return prefix.length ? [[...prefix]] : [];
    return entries.flatMap(([key, field]) => fieldPaths(field, [...prefix, key]));
  };

  /** As a form or multipart body sends them: every field a string. */
  const asText = (body: Record<string, unknown>): Record<string, string> =>
    Object.fromEntries(
      Object.entries(body).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
    );

  /** The route's body from its schema with one field replaced, removed, or an unknown field added. */
  const mutateOnce = (schema: z.ZodType): Record<string, unknown> => {
    const body = plausible(jsonSchemaOf(schema), '', 0);
    const object: Record<string, unknown> =
      body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    const paths = fieldPaths(object);
    if (paths.length === 0 || chance(0.1)) return replaceField(object, [pick(FIELD_NAMES)], hostileValue(), false);
    const [first = '', ...rest] = pick(paths);
    const remove = chance(0.1);
    return replaceField(object, [first, ...rest], remove ? undefined : hostileValue(), remove);
  };

  /**
   * A mutated body that every schema the server may parse it with refuses (the route's body, its visitor body, and
   * `bodyFor` for every role and for a visitor), so the route refuses it at the latest when it validates the body;
   * undefined when a few tries found none.
   */
  const refusedSchemaBody = (route: ApiRoute, text: boolean): Record<string, unknown> | undefined => {
    const schema = route.body ?? route.visitorBody;
    if (!schema) return undefined;
    const today = serverTodayIsoDate();
    const schemas = [
      ...[route.body, route.visitorBody].filter((candidate) => candidate !== undefined),
      ...(route.bodyFor ? [null, ...ROLES].map((role) => route.bodyFor?.({ today, role }) ?? schema) : []),
    ];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const mutated = mutateOnce(attempt % 2 === 0 || !route.visitorBody ? schema : route.visitorBody);
      const sent = text ? asText(mutated) : mutated;
      if (schemas.every((candidate) => !candidate.safeParse(sent).success)) return sent;
    }
    return undefined;
  };

  const rawObject = () =>
    Object.fromEntries(
      Array.from({ length: 1 + Math.floor(random() * 5) }, () => [pick(FIELD_NAMES), pick(badValues)]),
    );

  /** A malformed body of any kind, whatever the route takes. */
  const malformedBody = (): Body => {
    const json = 'application/json';
    switch (Math.floor(random() * 15)) {
      case 0:
        return {};
      case 1:
        return { contentType: json, bytes: '{"email":' };
      case 2:
        return { contentType: json, bytes: JSON.stringify([rawObject()]) };
      case 3:
        return { contentType: json, bytes: pick(['null', '0', '"x"', 'true', '']) };
      case 4:
        return { contentType: json, bytes: `${'['.repeat(2000)}${']'.repeat(2000)}` };
      case 5:
        return { contentType: `${json}; charset=utf-16`, bytes: JSON.stringify(rawObject()) };
      case 6:
        return { contentType: json, encoding: pick(['gzip', 'br', 'x-bogus']), bytes: 'not compressed' };
      case 7:
        return {
          contentType: 'application/x-www-form-urlencoded',
          bytes: `email=${markerEmail}&password=x&firstName=${marker}`,
        };
      case 8:
        return {
          contentType: pick(['text/plain', 'application/xml', 'application/octet-stream']),
          bytes: JSON.stringify(rawObject()),
        };
      case 9:
        return {
          contentType: 'multipart/form-data; boundary=xyz',
          bytes: '--xyz\r\nContent-Disposition: form-data; name="f"\r\n\r\nv\r\n',
        };
      case 10:
        return { contentType: json, bytes: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]) };
      case 11:
        return { contentType: json, bytes: `{"__proto__":{"role":"Admin"},"email":"${markerEmail}"}` };
      case 12:
        // Now and then just over the 1 MiB JSON limit (rarely: every one is a megabyte to send).
        return chance(0.2)
          ? { contentType: json, bytes: JSON.stringify({ notes: `${marker}${'z'.repeat(1024 * 1024)}` }) }
          : { contentType: json, bytes: JSON.stringify({ notes: `${marker}${'z'.repeat(64 * 1024)}` }) };
      default:
        return { contentType: json, bytes: JSON.stringify(rawObject()) };
    }
  };

  /** A multipart upload: the schema's fields (one mutated), and a file with a hostile name, or none. */
  const multipartBody = (route: ApiRoute): Body => {
    const boundary = `fuzz${Math.floor(random() * 1e9)}`;
    const refused = refusedSchemaBody(route, true);
    const fields = refused ?? asText(rawObject());
    const parts = Object.entries(fields).map(
      ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`,
    );
    if (!chance(0.1)) {
      const fileName = pick(HOSTILE_FILE_NAMES).replaceAll('"', '%22');
      parts.push(
        `--${boundary}\r\nContent-Disposition: form-data; name="${pick(['file', 'file', 'document', '../file'])}"; filename="${fileName}"\r\n` +
          `Content-Type: ${pick(['application/pdf', 'text/html', 'image/png', '../../x'])}\r\n\r\n${pick(FILE_CONTENTS)}\r\n`,
      );
    }
    return {
      contentType: `multipart/form-data; boundary=${boundary}`,
      bytes: `${parts.join('')}--${boundary}${chance(0.9) ? '--' : ''}\r\n`,
      // The API keeps the first 16 KiB of each text field (mount-route.ts): a cut value might pass the schema.
      ...(refused && Object.values(fields).every((value) => Buffer.byteLength(String(value)) <= 16 * 1024)
        ? { refusedBySchema: true }
        : {}),
    };
  };

  const bodyFor = (route: ApiRoute, method: string): Body => {
    if (method === 'GET' || method === 'HEAD') return {};
    if (method !== route.method || chance(0.3)) return malformedBody();
    if (route.multipart) return multipartBody(route);
    const body = refusedSchemaBody(route, route.urlEncodedForm === true);
    if (!body) return malformedBody();
    if (route.urlEncodedForm) {
      return {
        contentType: 'application/x-www-form-urlencoded',
        bytes: new URLSearchParams(
          Object.entries(body).map(([key, value]): [string, string] => [key, String(value)]),
        ).toString(),
        refusedBySchema: true,
      };
    }
    return { contentType: 'application/json', bytes: JSON.stringify(body), refusedBySchema: true };
  };

  const pathId = () => (knownIds.length > 0 && chance(0.25) ? encodeURIComponent(pick(knownIds)) : pick(BAD_IDS));

  return () => {
    const route = pick(API_ROUTE_NAMES);
    const entry: ApiRoute = apiRoutes[route];
    const method = chance(0.8) ? entry.method : pick(METHODS);
    let path = entry.path.replace(/:([A-Za-z]+)/g, pathId);
    if (chance(0.3)) {
      path += `?${pick(FIELD_NAMES)}=${pick(BAD_IDS)}&includeProgress=${pick(BAD_IDS)}&q=${pick(BAD_IDS)}`;
    }
    const headers: Record<string, string> = { 'X-Forwarded-For': options.clientAddress() };
    // Signing out would revoke the token for every later request that carries it.
    const caller = route === 'logout' ? null : pick([null, ...options.callers]);
    /** The role the API sees: none without a token, or with only the cookie on a method that changes something. */
    let presented: Role | null = null;
    switch (Math.floor(random() * 4)) {
      case 0:
        if (caller) headers['Authorization'] = `Bearer ${caller.idToken}`;
        presented = caller?.role ?? null;
        break;
      case 1:
        if (caller) headers['Cookie'] = `${AUTH_COOKIE}=${caller.idToken}`;
        presented = SAFE_METHODS.has(method) ? (caller?.role ?? null) : null;
        break;
      case 2:
        headers['Authorization'] = pick(['Bearer', 'Bearer x.y.z', `Basic ${marker}`, `Bearer ${'a'.repeat(5000)}`]);
        break;
      default:
        break;
    }
    const body = bodyFor(entry, method);
    if (body.contentType) headers['Content-Type'] = body.contentType;
    if (body.encoding) headers['Content-Encoding'] = body.encoding;
    const served = servingRoute(method, path);
    const mustBeRefused =
      served === 'none' ||
      (served !== 'unknown' &&
        (refusesCaller(served, presented) || (served === entry && body.refusedBySchema === true)));
    return { route, method, path, headers, mustBeRefused, ...(body.bytes === undefined ? {} : { body: body.bytes }) };
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The route table as the API mounts it, in its order: inner parameters may be empty, a trailing slash is allowed. */
const ROUTE_PATTERNS = API_ROUTE_NAMES.map((name) => {
  const route: ApiRoute = apiRoutes[name];
  const pattern = route.path
    .split(/(:[A-Za-z]+)/)
    .map((part, index, parts) =>
      part.startsWith(':') ? ((parts[index + 1] ?? '').startsWith('/') ? '[^/]*' : '[^/]+') : escape(part),
    )
    .join('');
  return { route, pattern: new RegExp(`^${pattern}/?$`, 'i') };
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The route that serves a method and path ('none': the API answers 404), as the first match in mount order after the
 * URL's dot segments are resolved; 'unknown' for HEAD and OPTIONS, which Express answers on its own.
 */
function servingRoute(method: string, path: string): ApiRoute | 'none' | 'unknown' {
  if (method === 'HEAD' || method === 'OPTIONS') return 'unknown';
  const pathname = new URL(path, 'http://api.invalid').pathname;
  return (
    ROUTE_PATTERNS.find(({ route, pattern }) => route.method === method && pattern.test(pathname))?.route ?? 'none'
  );
}

/** Whether the route's guard refuses this caller: no usable token where one is needed, or a role outside its list. */
function refusesCaller(route: ApiRoute, role: Role | null): boolean {
  if (route.access === 'public' || route.access === 'optional') return false;
  if (role === null) return true;
  return route.access !== 'authenticated' && !route.access.includes(role);
}

/** One line naming a request in a report: method, path (shortened), route, content type. */
export function describeHostileRequest(request: HostileRequest): string {
  const contentType = request.headers['Content-Type'];
  return `${request.method} ${request.path.slice(0, 100)} [${request.route}]${contentType ? ` ${JSON.stringify(contentType.slice(0, 60))}` : ''}`;
}
