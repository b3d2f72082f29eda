import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';

/**
 * An outlined card that is a page section named by its h2, with an optional intro below the heading. Pass `headingId`
 * when something inside (a form) is named by the same heading.
 */
export function SectionCard({
  title,
  intro,
  headingId,
  sx,
  children,
}: {
  title: string;
  intro?: string;
  headingId?: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  const ownId = useId();
  const id = headingId ?? ownId;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={id}
      sx={[{ p: { xs: 2, md: 3 } }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Typography
        id={id}
        variant="h5"
        component="h2"
        gutterBottom={intro !== undefined}
        sx={intro === undefined ? { mb: 2 } : undefined}
      >
        {title}
      </Typography>
      {intro !== undefined && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {intro}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
