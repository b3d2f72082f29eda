import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface DescriptionRow {
  readonly label: string;
  readonly value: ReactNode;
}

/** Labelled values as a description list: label above value on phones, side by side from the sm breakpoint. */
export function DescriptionList({ rows }: { rows: readonly DescriptionRow[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, max-content) 1fr' },
        columnGap: 2,
        rowGap: { xs: 0, sm: 1 },
      }}
    >
      {rows.map((row) => (
        <Box key={row.label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
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
