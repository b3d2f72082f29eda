import Paper from '@mui/material/Paper';
import type { CSSObject, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import type { ReactNode } from 'react';

import { stickyFirstColumn } from './sticky-first-column';

const FIRST_CELL = '& .MuiTableCell-root:first-of-type';
const stickyFirstCell = stickyFirstColumn(FIRST_CELL);
// On a phone the kept column leaves room for the others: it wraps (a long word too) instead of growing, yet keeps
// enough width for a few words per line.
const narrowFirstCell = (theme: Theme): CSSObject => ({
  [theme.breakpoints.down('sm')]: {
    [FIRST_CELL]: { minWidth: 'min(7.5rem, 40vw)', maxWidth: '40vw', overflowWrap: 'break-word' },
  },
});

/**
 * A table that scrolls inside its own region on a narrow screen (never the page), with its first column kept in view.
 * The region is focusable and named so keyboard users can scroll it too.
 */
export function ResponsiveTable({
  label,
  minWidth,
  outlined = false,
  children,
}: {
  /** Names both the scroll region and the table. */
  label: string;
  /** Below this width the table scrolls instead of squeezing its columns. */
  minWidth?: number;
  /** Draws the region as an outlined paper (a table standing on its own rather than inside a card). */
  outlined?: boolean;
  /** The TableHead and TableBody. */
  children: ReactNode;
}) {
  return (
    <TableContainer
      component={Paper}
      variant={outlined ? 'outlined' : 'elevation'}
      square={!outlined}
      tabIndex={0}
      role="region"
      aria-label={label}
      // `contain: inline-size`: the region's width comes from where it stands, never from the table, so a grid or flex
      // parent sized by its content (a card in a page's grid column) is not widened by it and the table scrolls here.
      sx={[
        { overflowX: 'auto', contain: 'inline-size', backgroundColor: 'background.paper' },
        stickyFirstCell,
        narrowFirstCell,
      ]}
    >
      <Table size="small" aria-label={label} sx={{ minWidth }}>
        {children}
      </Table>
    </TableContainer>
  );
}
