import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { webShellTexts } from '@estatekey/domain';

/**
 * What a signed-in page shows while its code and data layer load: its title where the page puts its heading, and
 * grey blocks where its content will be. Announced as loading; the title is the page's own heading once it renders.
 */
export function PageSkeleton({ title }: { title: string }) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }} role="status" aria-label={webShellTexts.loadingPage}>
      <Typography variant="h1" component="p" aria-hidden sx={{ mb: 3 }}>
        {title}
      </Typography>
      <Box aria-hidden sx={{ display: 'grid', gap: 2 }}>
        <Skeleton variant="rounded" height={96} />
        <Skeleton variant="rounded" height={96} />
        <Skeleton variant="rounded" height={160} />
      </Box>
    </Container>
  );
}
