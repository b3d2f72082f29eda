import { describe, expect, it } from 'vitest';
import { validationTexts } from '../messages/validation-messages';
import { idSchema } from './primitives';

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
