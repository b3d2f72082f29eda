import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { pagesTexts, paths } from '@estatekey/domain';
import { Link as RouterLink } from 'react-router';

/**
 * 'Page Not Found' with a link back to / (spec part 1 §2.1): the catch-all route, and every page whose record the
 * caller may not see, so nothing hints that it exists.
 */
export function NotFoundView() {
  const { notFound } = pagesTexts;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography variant="h1" gutterBottom>
        {notFound.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {notFound.body}
      </Typography>
      <Button component={RouterLink} to={paths.landing} variant="contained">
        {notFound.backHome}
      </Button>
    </Container>
  );
}
