import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface DescriptionRow {
  readonly label: string;
  readonly value: ReactNode;
}

/**
 * Labelled values as a description list: label above value on phones, side by side from the sm breakpoint; `compact`
 * (a card's lines) keeps them side by side on phones too, under a narrower label column.
 */
export function DescriptionList({ rows, compact = false }: { rows: readonly DescriptionRow[]; compact?: boolean }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: compact
          ? 'minmax(5.5rem, max-content) 1fr'
          : { xs: '1fr', sm: 'minmax(10rem, max-content) 1fr' },
        columnGap: 2,
        rowGap: compact ? 0.5 : { xs: 0, sm: 1 },
      }}
    >
      {rows.map((row) => (
        <Box key={row.label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: compact ? 0 : { xs: 1, sm: 0 } }}>
            {row.label}
          </Typography>
          <Typography component="dd" variant="body1" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {row.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
