import { describe, expect, it } from 'vitest';

import { equalColumns } from './equal-columns';

describe('equalColumns', () => {
  it('is one column on a phone and the given count of equal, shrinkable columns from each breakpoint', () => {
    expect(equalColumns({ sm: 2, md: 4 })).toEqual({
      xs: '1fr',
      sm: 'repeat(2, minmax(0, 1fr))',
      md: 'repeat(4, minmax(0, 1fr))',
    });
  });
});
