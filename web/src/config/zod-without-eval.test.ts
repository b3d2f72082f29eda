import './zod-without-eval';

import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('zod without eval', () => {
  it("turns zod's JIT off, so building and parsing an object schema never calls the Function constructor", () => {
    expect(z.config().jitless).toBe(true);
    const compile = vi.fn();
    vi.stubGlobal('Function', compile);
    const schema = z.object({ name: z.string(), rooms: z.number().int() });
    expect(schema.parse({ name: '12 Elm Street', rooms: 3 })).toEqual({ name: '12 Elm Street', rooms: 3 });
    expect(compile).not.toHaveBeenCalled();
  });
});
