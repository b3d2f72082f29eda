import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { signedInAreaTexts } from '@estatekey/domain';
import { useId } from 'react';

import { equalColumns } from '../../../components/ui/equal-columns';
import type { DashboardShortcut } from './dashboard-shortcuts';
import { ShortcutCard } from './shortcut-card';

export function QuickActions({ shortcuts }: { shortcuts: readonly DashboardShortcut[] }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 1.5 }}>
        {signedInAreaTexts.shortcutsTitle}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: equalColumns({ sm: 2, md: shortcuts.length }), gap: 2 }}>
        {shortcuts.map((shortcut) => (
          <ShortcutCard key={shortcut.path + shortcut.label} shortcut={shortcut} />
        ))}
      </Box>
    </Box>
  );
}
