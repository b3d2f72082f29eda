import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as domain from '../index';
import { idSchema } from './primitives';
import { ROLES } from '../roles/roles';

/**
 * Walks every zod schema the domain exports (directly, inside exported tables such as the route table, and as built by
 * the exported schema factories) and lists the places a request could smuggle an unbounded string through, or an id
 * field that does not use `idSchema` (Firestore refuses '/', '.', '..' and '__x__' ids with an internal error).
 */

type Schema = z.core.$ZodType;
type Finding = {
  readonly path: string;
  readonly problem: 'unbounded string' | 'id without idSchema' | 'allowed id exception';
};

const TODAY = '2030-01-15';
/** Field names that hold a document id or uid (or a list of them). */
const ID_FIELD = /^_?id$|Ids?$/;

/**
 * Id fields that are not Firestore ids, with the reason. Keyed by the field's schema path as the walk names it.
 */
const ID_FIELD_EXCEPTIONS: Readonly<Record<string, string>> = {
  // The SMTP server's Message-ID header of a sent mail, not a document id.
  'mailDeliverySchema.messageId': 'SMTP message id',
  // The spec's attorney screens read the case's client as an object here; its `_id` is checked inside.
  'caseResponseSchema.clientId': 'client object',
  // The wizard's uploads have no case: the field may only be empty.
  'onboardingDocumentUploadFieldsSchema.caseId': "literal ''",
};

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

function maxLengthOf(schema: Schema): number | undefined {
  let max: number | undefined;
  for (const check of schema._zod.def.checks ?? []) {
    const def = check._zod.def as { check: string; maximum?: number; length?: number };
    const bound = def.check === 'max_length' ? def.maximum : def.check === 'length_equals' ? def.length : undefined;
    if (bound !== undefined) max = max === undefined ? bound : Math.min(max, bound);
  }
  return max;
}

/** Whether a field's schema is `idSchema`, possibly optional, nullable, defaulted, piped into, or a list of it. */
function usesIdSchema(schema: Schema): boolean {
  if (schema === idSchema) return true;
  const def = (schema as z.core.$ZodTypes)._zod.def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return usesIdSchema(def.innerType);
    case 'pipe':
      return usesIdSchema(def.out);
    case 'array':
      return usesIdSchema(def.element);
    case 'lazy':
      return usesIdSchema(def.getter());
    default:
      return false;
  }
}

function walk(schema: Schema, path: string, seen: Set<Schema>, findings: Finding[]): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  const def = (schema as z.core.$ZodTypes)._zod.def;
  const next = (child: Schema, suffix: string) => walk(child, `${path}${suffix}`, seen, findings);
  switch (def.type) {
    case 'string':
      if (maxLengthOf(schema) === undefined) findings.push({ path, problem: 'unbounded string' });
      return;
    case 'object':
      for (const [key, field] of Object.entries(def.shape)) {
        const fieldPath = `${path}.${key}`;
        if (ID_FIELD.test(key) && !usesIdSchema(field)) {
          const allowed = fieldPath in ID_FIELD_EXCEPTIONS;
          findings.push({ path: fieldPath, problem: allowed ? 'allowed id exception' : 'id without idSchema' });
        }
        next(field, `.${key}`);
      }
      if (def.catchall) next(def.catchall, '.*');
      return;
    case 'array':
      return next(def.element, '[]');
    case 'set':
      return next(def.valueType, '[]');
    case 'tuple':
      def.items.forEach((item, index) => next(item, `[${index}]`));
      if (def.rest) next(def.rest, '[...]');
      return;
    // Keys of records and maps are ids or enum values chosen by the server; their values are walked.
    case 'record':
    case 'map':
      return next(def.valueType, '{}');
    case 'union':
      def.options.forEach((option, index) => next(option, `|${index}`));
      return;
    case 'intersection':
      next(def.left, '&0');
      next(def.right, '&1');
      return;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
    case 'success':
      return next(def.innerType, '');
    case 'pipe':
      next(def.in, '');
      next(def.out, '');
      return;
    case 'lazy':
      return next(def.getter(), '');
    case 'promise':
      return next(def.innerType, '');
    default:
      return;
  }
}

/** Schemas found in a value: a schema, or inside plain objects and arrays (the route table, the wizard steps). */
function schemasIn(value: unknown, path: string, depth: number, found: [string, Schema][]): void {
  if (isSchema(value)) {
    found.push([path, value]);
    return;
  }
  if (depth > 3 || typeof value !== 'object' || value === null) return;
  for (const [key, child] of Object.entries(value)) schemasIn(child, `${path}.${key}`, depth + 1, found);
}

/** Every exported factory of schemas, called as the server and the forms call it. */
const FACTORY_NAME = /Schema$|Field$|Input$|^requiredString$|^dateNotBeforeToday$/;
const BODY_CONTEXTS = [null, ...ROLES].map((role) => ({ today: TODAY, role }));

function exportedSchemas(): [string, Schema][] {
  const found: [string, Schema][] = [];
  for (const [name, value] of Object.entries(domain)) {
    if (typeof value === 'function' && FACTORY_NAME.test(name)) {
      const built: unknown = (value as (argument: string) => unknown)(TODAY);
      if (isSchema(built)) found.push([`${name}()`, built]);
    } else {
      schemasIn(value, name, 0, found);
    }
  }
  for (const [name, route] of Object.entries(domain.apiRoutes)) {
    if (!('bodyFor' in route)) continue;
    for (const context of BODY_CONTEXTS) {
      found.push([`apiRoutes.${name}.bodyFor(${context.role ?? 'visitor'})`, route.bodyFor(context)]);
    }
  }
  return found;
}

function findingsOf(problem: Finding['problem']): string[] {
  const seen = new Set<Schema>();
  const findings: Finding[] = [];
  for (const [path, schema] of exportedSchemas()) walk(schema, path, seen, findings);
  return findings.filter((finding) => finding.problem === problem).map((finding) => finding.path);
}

describe('every domain schema', () => {
  it('finds the schemas it walks: the route table, factories and role-picked bodies', () => {
    const paths = exportedSchemas().map(([path]) => path);
    expect(paths).toContain('apiRoutes.submitClient.body');
    expect(paths).toContain('makeShowingSchema()');
    expect(paths).toContain('apiRoutes.uploadDocument.bodyFor(Guardian)');
  });

  it('bounds every string with a maximum length', () => {
    expect(findingsOf('unbounded string')).toEqual([]);
  });

  it('parses every id field (id, _id, …Id, …Ids) with idSchema', () => {
    expect(findingsOf('id without idSchema')).toEqual([]);
    expect(findingsOf('allowed id exception').sort()).toEqual(Object.keys(ID_FIELD_EXCEPTIONS).sort());
  });

  it('the walk notices an unbounded string and an id field without idSchema', () => {
    const findings: Finding[] = [];
    const probe = z.object({ name: z.string(), ownerId: z.string().max(10), caseIds: z.array(idSchema).optional() });
    walk(probe, 'probe', new Set(), findings);
    expect(findings).toEqual([
      { path: 'probe.name', problem: 'unbounded string' },
      { path: 'probe.ownerId', problem: 'id without idSchema' },
    ]);
  });
});
