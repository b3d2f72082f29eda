import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { pagesTexts, publicPagesTexts, paths } from '@estatekey/domain';
import { Link as RouterLink } from 'react-router';

import { landingIntakeLink } from '../../../config/paths';
import { PublicPageFrame } from './public-page-frame';
import { PublicPageSection } from './public-page-section';
import { TitledCardGrid } from './titled-card-grid';

const { solutions } = publicPagesTexts;

/** /solutions, 'Realty App' in the nav: what EstateKey does for each party, each with a way to start. */
export function SolutionsPage() {
  return (
    <PublicPageFrame intro={solutions.intro}>
      <PublicPageSection title={solutions.audiencesTitle}>
        <TitledCardGrid
          cards={solutions.audiences}
          columns={3}
          footer={(audience) => (
            <Button component={RouterLink} to={paths.register} variant="contained" sx={{ alignSelf: 'flex-start' }}>
              {audience.cta}
            </Button>
          )}
        />
      </PublicPageSection>
      <PublicPageSection title={solutions.featuresTitle}>
        <TitledCardGrid cards={solutions.features} columns={2} />
      </PublicPageSection>
      <PublicPageSection title={solutions.startTitle}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
          <Typography sx={{ mb: 2 }}>{solutions.startBody}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button component={RouterLink} to={landingIntakeLink('keyPickup')} variant="contained" color="secondary">
              {pagesTexts.scheduleKeyPickup}
            </Button>
            <Button component={RouterLink} to={landingIntakeLink('propertyForSale')} variant="outlined">
              {pagesTexts.submitPropertyForSale}
            </Button>
          </Stack>
        </Paper>
      </PublicPageSection>
    </PublicPageFrame>
  );
}
