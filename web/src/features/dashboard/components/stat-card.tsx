import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { commonTexts, type SidebarIcon as SidebarIconName, signedInAreaTexts } from '@estatekey/domain';
import { useId } from 'react';

import { SidebarIcon } from '../../../components/layouts/sidebar-icon';
import { visuallyHiddenSx } from '../../../components/ui/visually-hidden';

export interface StatCardProps {
  readonly title: string;
  readonly icon: SidebarIconName;
  /** The number shown; `loading` before the first snapshot, `unavailable` when the live read failed. */
  readonly value: string | 'loading' | 'unavailable';
  readonly caption: string;
}

/** One dashboard figure: title, big number, what it counts. */
export function StatCard({ title, icon, value, caption }: StatCardProps) {
  const titleId = useId();
  return (
    <Card variant="outlined" role="group" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary', mb: 1 }}>
          <SidebarIcon name={icon} />
          <Typography id={titleId} component="h2" variant="subtitle2">
            {title}
          </Typography>
        </Stack>
        {value === 'loading' ? (
          <>
            <Skeleton variant="text" width={48} sx={{ fontSize: '2rem' }} aria-hidden />
            <Box component="span" sx={visuallyHiddenSx}>
              {commonTexts.loading}
            </Box>
          </>
        ) : (
          <Typography component="p" variant="h3" sx={{ fontWeight: 700 }}>
            {value === 'unavailable' ? (
              <>
                <span aria-hidden>—</span>
                <Box component="span" sx={visuallyHiddenSx}>
                  {signedInAreaTexts.stats.unavailable}
                </Box>
              </>
            ) : (
              value
            )}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {caption}
        </Typography>
      </CardContent>
    </Card>
  );
}
