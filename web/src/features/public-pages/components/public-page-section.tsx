import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface PublicPageSectionProps {
  readonly title: string;
  readonly intro?: string;
  readonly children: ReactNode;
}

/** A titled section (h2) of a public page, named by its heading for screen readers. */
export function PublicPageSection({ title, intro, children }: PublicPageSectionProps) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: { xs: 5, md: 7 } }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, mb: intro ? 1 : 3 }}>
        {title}
      </Typography>
      {intro && (
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
          {intro}
        </Typography>
      )}
      {children}
    </Box>
  );
}
