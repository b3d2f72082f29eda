import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { usePageTitle } from '../../../components/layouts/use-page-title';

interface PublicPageFrameProps {
  readonly intro: string;
  readonly children: ReactNode;
}

/** The page's title (its route's pageTitleTexts entry, as the nav names it), an introduction and its sections. */
export function PublicPageFrame({ intro, children }: PublicPageFrameProps) {
  const title = usePageTitle();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, mb: 2 }}>
        {title}
      </Typography>
      <Typography
        variant="h6"
        component="p"
        color="text.secondary"
        sx={{ fontWeight: 400, maxWidth: 760, mb: { xs: 4, md: 6 } }}
      >
        {intro}
      </Typography>
      {children}
    </Container>
  );
}
