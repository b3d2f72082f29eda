import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { commonTexts } from '@estatekey/domain';

import type { ApiPages } from '../../lib/use-api-pages';

/**
 * Under a list the server answers page by page (`useApiPages`): reads the next page while there is one, shows the
 * read in progress, and says so when it failed (the button then tries again). Nothing once every page is in.
 */
export function ShowMorePages({
  more: { showMore, loadingMore, moreFailed },
  label,
  failedText,
}: {
  more: Pick<ApiPages<unknown>, 'showMore' | 'loadingMore' | 'moreFailed'>;
  label: string;
  failedText: string;
}) {
  if (showMore === null && !loadingMore && !moreFailed) return null;
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', mt: 2 }}>
      {moreFailed && <Alert severity="error">{failedText}</Alert>}
      <Button variant="outlined" disabled={showMore === null} onClick={() => showMore?.()}>
        {loadingMore ? <CircularProgress size={20} aria-label={commonTexts.loading} /> : label}
      </Button>
    </Stack>
  );
}
