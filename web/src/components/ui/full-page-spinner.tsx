import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { webShellTexts } from '@estatekey/domain';

export function FullPageSpinner() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh', p: 4 }}>
      <CircularProgress aria-label={webShellTexts.loadingPage} />
    </Box>
  );
}
