import ChevronRightOutlined from '@mui/icons-material/ChevronRightOutlined';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

import { SidebarIcon } from '../../../components/layouts/sidebar-icon';
import type { DashboardShortcut } from './dashboard-shortcuts';

/** A dashboard shortcut: one link, a whole card wide. */
export function ShortcutCard({ shortcut }: { shortcut: DashboardShortcut }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={shortcut.path} sx={{ height: '100%', p: 2 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', color: 'primary.main' }}>
          <SidebarIcon name={shortcut.icon} />
          <Typography component="span" variant="subtitle1" sx={{ flexGrow: 1, fontWeight: 600, color: 'text.primary' }}>
            {shortcut.label}
          </Typography>
          <ChevronRightOutlined fontSize="small" aria-hidden />
        </Stack>
      </CardActionArea>
    </Card>
  );
}
