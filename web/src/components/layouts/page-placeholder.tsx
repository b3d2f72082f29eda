import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { webShellMessages } from '@estatekey/domain';

import { usePageTitle } from './use-page-title';

/** Stands in for a screen that a later issue builds: names the page and says it is coming. */
export function PagePlaceholder() {
  const title = usePageTitle();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">{webShellMessages.comingSoon}</Typography>
    </Container>
  );
}
