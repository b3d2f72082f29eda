import { describe, expect, it } from 'vitest';
import { validationTexts } from '../messages/validation-texts';
import { ID_MAX_BYTES } from '../constants/text-limits';
import {
  idSchema,
  isoDateSchema,
  optionalText,
  pageLimitSchema,
  requiredId,
  requiredString,
  timeSchema,
} from './primitives';

describe('idSchema', () => {
  it('accepts Firestore document ids and uids', () => {
    for (const id of ['abc', 'Xy9_-', 'user.1', '_x_', '__x', 'a__b__']) expect(idSchema.parse(id)).toBe(id);
  });

  it.each(['', 'a/b', '.', '..', '__x__', '__name__', '____'])('refuses %j', (id) => {
    const result = idSchema.safeParse(id);
    expect(result.success).toBe(false);
    if (id !== '') expect(result.error?.issues[0]?.message).toBe(validationTexts.invalidId);
  });
});

describe('idSchema byte limit', () => {
  it('accepts an id of exactly 1,500 UTF-8 bytes and refuses one more byte, however few characters it has', () => {
    expect(idSchema.safeParse('a'.repeat(ID_MAX_BYTES)).success).toBe(true);
    // 500 three-byte characters and one byte more: 501 characters, 1,501 bytes.
    expect(idSchema.safeParse(`${'€'.repeat(500)}a`).error?.issues[0]?.message).toBe(validationTexts.invalidId);
    expect(idSchema.safeParse('a'.repeat(ID_MAX_BYTES + 1)).error?.issues[0]?.message).toBe(validationTexts.invalidId);
  });

  it.each(['__a\nb__', '\uD800', 'a\uDC00b'])('refuses %j', (id) => {
    expect(idSchema.safeParse(id).success).toBe(false);
  });
});

describe('bounded texts', () => {
  it('refuse a text above its limit with a message that names the limit, after trimming', () => {
    const schema = requiredString(validationTexts.required, 5);
    expect(schema.parse('  abcde  ')).toBe('abcde');
    expect(schema.safeParse('abcdef').error?.issues.map((issue) => issue.message)).toEqual([
      validationTexts.textTooLong(5),
    ]);
    expect(optionalText(5).safeParse('abcdef').error?.issues[0]?.message).toBe(validationTexts.textTooLong(5));
    expect(validationTexts.textTooLong(5)).toBe('Please use at most 5 characters');
  });

  it('report an overlong date, time or id once, with its format text', () => {
    for (const [schema, message] of [
      [isoDateSchema, validationTexts.invalidDate],
      [timeSchema, validationTexts.invalidTime],
      [requiredId(), validationTexts.textTooLong(ID_MAX_BYTES)],
    ] as const) {
      expect(schema.safeParse('9'.repeat(3000)).error?.issues.map((issue) => issue.message)).toEqual([message]);
    }
  });
});

describe('pageLimitSchema', () => {
  const limit = pageLimitSchema(100);

  it('reads a whole number from 1 to the maximum', () => {
    expect(limit.parse('1')).toBe(1);
    expect(limit.parse('100')).toBe(100);
  });

  it.each(['0', '101', '-1', '2.5', '1e2', 'ten', '', '9'.repeat(100)])('refuses %j with the same text', (value) => {
    const result = limit.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(validationTexts.invalidPageLimit(100));
  });
});
