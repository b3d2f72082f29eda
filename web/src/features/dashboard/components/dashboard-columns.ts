/**
 * A dashboard row of `count` equal cards as CSS grid columns: one per line on a phone, two on a tablet, all in one
 * line from `md` up (what MUI's Grid did with sizes xs 12, sm 6, md 12 / count, without its component).
 */
export function evenColumns(count: number) {
  return { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: `repeat(${count}, minmax(0, 1fr))` } as const;
}

/** Two equal columns from `md` up, one below. */
export const HALVES = { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } as const;
