import { addDaysIso, localDateTime, todayIsoDate, type CollectionName, type Role } from '@estatekey/domain';
import type { z } from 'zod';
import { PERSONAS, type Persona } from '@estatekey/emulators/personas';

/** One Firestore document of the demo data, validated by its domain schema; `data` is what gets stored. */
export interface SeedDocument {
  readonly collection: CollectionName;
  readonly path: string;
  readonly data: Readonly<Record<string, unknown>>;
}

/** The content of a seeded court document, for the blob store behind `storagePath`. */
export interface SeedFile {
  readonly storagePath: string;
  readonly mimeType: string;
  readonly bytes: Buffer;
}

/** Dates relative to the day the seed runs, anchored to fixed times of day. */
export interface SeedClock {
  readonly today: string;
  /** The ISO date `days` from today. */
  readonly dateIn: (days: number) => string;
  /** `time` (HH:mm, local) on the day `days` from today. */
  readonly at: (days: number, time: string) => Date;
}

export function seedClock(now: Date): SeedClock {
  const today = todayIsoDate(now);
  const dateIn = (days: number) => addDaysIso(today, days);
  return { today, dateIn, at: (days, time) => localDateTime(dateIn(days), time) };
}

/**
 * Parses `fields` with the entity schema (which carries the document id as `id`) and returns what is stored:
 * the parsed value, defaults filled in, without `id`.
 */
export function entity<Schema extends z.ZodType<{ id: string }>>(
  schema: Schema,
  collection: CollectionName,
  path: string,
  fields: Omit<z.input<Schema>, 'id'>,
): SeedDocument {
  const id = path.slice(path.lastIndexOf('/') + 1);
  const { id: _id, ...data } = schema.parse({ ...fields, id });
  return { collection, path, data };
}

/** For documents whose schema has no `id` (fixed-name documents such as `cases/{id}/private/notes`). */
export function plainDocument<Schema extends z.ZodType<Record<string, unknown>>>(
  schema: Schema,
  collection: CollectionName,
  path: string,
  fields: z.input<Schema>,
): SeedDocument {
  return { collection, path, data: schema.parse(fields) };
}

/** The seeded documents of one collection read back as entities, keyed by id, as a service reads them. */
export function seededEntities<T>(
  schema: z.ZodType<T>,
  documents: readonly SeedDocument[],
  collection: CollectionName,
): Map<string, T> {
  return new Map(
    documents
      .filter((document) => document.collection === collection)
      .map((document) => {
        const id = document.path.slice(document.path.lastIndexOf('/') + 1);
        return [id, schema.parse({ ...document.data, id })];
      }),
  );
}

export function contactOf(persona: Persona) {
  return { name: persona.displayName, email: persona.email, phone: persona.phone };
}

/** Each persona's role, as the users' profiles record it. */
export function personaRoleOf(uid: string): Role | undefined {
  return Object.values(PERSONAS).find((persona) => persona.uid === uid)?.role;
}
