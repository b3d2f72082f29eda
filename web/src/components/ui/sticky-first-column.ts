import type { CSSObject, Theme } from '@mui/material/styles';

/**
 * Keeps a wide list's first column in view while its region scrolls sideways: the first cell of every row sticks to
 * the left edge, on the paper colour so the cells scrolling under it do not show through. Shared by the MUI tables
 * (ResponsiveTable) and the admin Data Grid, whose community edition has no column pinning.
 */
export function stickyFirstColumn(firstCell: string): (theme: Theme) => CSSObject {
  return (theme) => ({
    [firstCell]: {
      position: 'sticky',
      left: 0,
      zIndex: 1,
      backgroundColor: theme.palette.background.paper,
      // A line marks where the other columns slide under it.
      [theme.breakpoints.down('md')]: { boxShadow: `inset -1px 0 0 ${theme.palette.divider}` },
    },
  });
}
