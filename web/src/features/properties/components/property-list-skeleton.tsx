import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { propertiesTexts } from '@estatekey/domain';

/** The properties list while its code or its first snapshot loads. */
export function PropertyListSkeleton() {
  return (
    <Box role="status" aria-label={propertiesTexts.list.loading} sx={{ display: 'grid', gap: 2 }}>
      <Skeleton variant="rounded" height={120} />
      <Skeleton variant="rounded" height={120} />
    </Box>
  );
}
