import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { pagesTexts, paths } from '@estatekey/domain';
import { Link as RouterLink } from 'react-router';

import type { IntakeDialogKind } from './intake-forms';

export interface HeroSectionProps {
  readonly onOpenIntakeDialog: (kind: IntakeDialogKind) => void;
  /** Pointer over, keyboard focus or a touch on a button announce its click: the modal starts loading then. */
  readonly onPrefetchIntakeDialog: (kind: IntakeDialogKind) => void;
}

export function HeroSection({ onOpenIntakeDialog, onPrefetchIntakeDialog }: HeroSectionProps) {
  const prefetchOnIntent = (kind: IntakeDialogKind) => {
    const prefetch = () => onPrefetchIntakeDialog(kind);
    return { onPointerEnter: prefetch, onFocus: prefetch, onTouchStart: prefetch };
  };
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{ bgcolor: 'primary.dark', color: 'common.white', pt: { xs: 14, md: 20 }, pb: { xs: 8, md: 14 } }}
    >
      <Container maxWidth="md">
        <Typography id="hero-title" variant="h1" sx={{ fontSize: { xs: '1.875rem', sm: '2.5rem', md: '3rem' }, mb: 2 }}>
          {pagesTexts.hero.title}
        </Typography>
        <Typography variant="h6" component="p" sx={{ fontWeight: 400, opacity: 0.92, mb: 4 }}>
          {pagesTexts.hero.subtitle}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ flexWrap: 'wrap' }} useFlexGap>
          <Button
            variant="contained"
            color="secondary"
            size="large"
            aria-haspopup="dialog"
            {...prefetchOnIntent('keyPickup')}
            onClick={() => onOpenIntakeDialog('keyPickup')}
          >
            {pagesTexts.scheduleKeyPickup}
          </Button>
          <Button
            variant="outlined"
            color="inherit"
            size="large"
            aria-haspopup="dialog"
            {...prefetchOnIntent('propertyForSale')}
            onClick={() => onOpenIntakeDialog('propertyForSale')}
          >
            {pagesTexts.submitPropertyForSale}
          </Button>
          <Button
            component={RouterLink}
            to={paths.register}
            color="inherit"
            size="large"
            sx={{ textDecoration: 'underline' }}
          >
            {pagesTexts.downloadMobileApp}
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
