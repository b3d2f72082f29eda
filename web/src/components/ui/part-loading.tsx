import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { commonTexts } from '@estatekey/domain';

/** Where a part of a page (a form, a dialog's body) shows while its chunk loads. */
export function PartLoading() {
  return (
    <Box role="status" sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
      <CircularProgress aria-label={commonTexts.loading} />
    </Box>
  );
}
