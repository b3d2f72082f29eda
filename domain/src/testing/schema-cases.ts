import { expect } from 'vitest';
import type { z } from 'zod';

/** Issues of a failed parse as `path → messages`, for readable assertions. */
export function issuesOf(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    (byPath[path] ??= []).push(issue.message);
  }
  return byPath;
}

/** `value` with the field at the dotted `path` removed (replacement undefined) or replaced. */
function withField(value: unknown, path: readonly string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string, ...string[]];
  const record = (value ?? {}) as Record<string, unknown>;
  const entries = Object.entries(record).filter(([key]) => key !== head);
  const next = withField(record[head], rest, replacement);
  return Object.fromEntries(next === undefined ? entries : [...entries, [head, next]]);
}

/**
 * For each field: removing it from an otherwise valid value, and blanking it to '', is refused with an issue on that
 * field, carrying `message` when given.
 */
export function expectEachFieldRequired(
  schema: z.ZodType,
  valid: Record<string, unknown>,
  fields: readonly string[],
  message?: string,
): void {
  expect(schema.safeParse(valid).success, 'the valid sample parses').toBe(true);
  for (const field of fields) {
    for (const replacement of [undefined, '']) {
      const issues = issuesOf(schema, withField(valid, field.split('.'), replacement));
      expect(Object.keys(issues), `${field} = ${String(replacement)} is refused`).toContain(field);
      if (message) expect(issues[field], `${field} message`).toContain(message);
    }
  }
}
