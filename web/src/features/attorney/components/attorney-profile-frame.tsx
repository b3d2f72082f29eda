import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { commonTexts } from '@estatekey/domain';
import type { FormEvent, ReactNode } from 'react';
import type { Control } from 'react-hook-form';

import { AttorneyProfileFields } from './attorney-profile-fields';
import type { AttorneyProfileValues } from './attorney-profile-values';

/** The card of both attorney profile screens (onboarding and /attorney/profile): title, intro, spinner while loading. */
export function AttorneyProfileCard({
  title,
  intro,
  loading,
  children,
}: {
  title: string;
  intro?: string;
  loading: boolean;
  children: ReactNode;
}) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
        <Typography variant="h1" sx={{ mb: intro === undefined ? 3 : 1 }}>
          {title}
        </Typography>
        {intro !== undefined && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {intro}
          </Typography>
        )}
        {loading && <CircularProgress aria-label={commonTexts.loading} sx={{ display: 'block', mx: 'auto', my: 4 }} />}
        {children}
      </Paper>
    </Container>
  );
}

/** The professional profile form of both screens: what a screen adds first (`children`), the shared fields, submit. */
export function AttorneyProfileForm<Output>({
  control,
  required,
  onSubmit,
  isSubmitting,
  submitLabel,
  savingLabel,
  children,
}: {
  control: Control<AttorneyProfileValues, unknown, Output>;
  /** Onboarding requires every field; the profile page saves whatever is filled in. */
  required: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  isSubmitting: boolean;
  submitLabel: string;
  savingLabel: string;
  children?: ReactNode;
}) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 3 }}>
      {children}
      <AttorneyProfileFields control={control} required={required} />
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {isSubmitting ? savingLabel : submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
