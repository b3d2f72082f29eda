type ColumnBreakpoint = 'sm' | 'md' | 'lg';

/**
 * `gridTemplateColumns` for a CSS grid of equal columns: one column on a phone, then `counts[breakpoint]` from each
 * breakpoint given. `minmax(0, 1fr)` lets a column shrink below its content's width, as MUI's Grid items do.
 */
export function equalColumns(counts: Partial<Record<ColumnBreakpoint, number>>): Record<string, string> {
  const columns: Record<string, string> = { xs: '1fr' };
  for (const [breakpoint, count] of Object.entries(counts)) columns[breakpoint] = `repeat(${count}, minmax(0, 1fr))`;
  return columns;
}
