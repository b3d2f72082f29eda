import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { signedInAreaTexts } from '@estatekey/domain';
import { useId } from 'react';

import type { DashboardShortcut } from './dashboard-shortcuts';
import { ShortcutCard } from './shortcut-card';

export function QuickActions({ shortcuts }: { shortcuts: readonly DashboardShortcut[] }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 1.5 }}>
        {signedInAreaTexts.shortcutsTitle}
      </Typography>
      <Grid container spacing={2}>
        {shortcuts.map((shortcut) => (
          <Grid key={shortcut.path + shortcut.label} size={{ xs: 12, sm: 6, md: 12 / shortcuts.length }}>
            <ShortcutCard shortcut={shortcut} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
