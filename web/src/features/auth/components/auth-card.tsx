import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface AuthCardProps {
  readonly title: string;
  /** Lets a form name itself after the heading (`aria-labelledby`). */
  readonly titleId?: string;
  /** For the Dutch headings of the verification page. */
  readonly lang?: string;
  readonly subtitle?: string;
  readonly children: ReactNode;
}

/** The narrow card every account screen sits in; fits a 360 px wide screen without scrolling sideways. */
export function AuthCard({ title, titleId, lang, subtitle, children }: AuthCardProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, sm: 6 }, px: { xs: 2, sm: 3 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography
          variant="h1"
          id={titleId}
          lang={lang}
          sx={{ fontSize: { xs: '1.75rem', sm: '2rem' }, mb: subtitle ? 1 : 3 }}
        >
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Paper>
    </Container>
  );
}
