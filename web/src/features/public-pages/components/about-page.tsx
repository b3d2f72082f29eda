import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PLANS, publicPagesTexts, paths } from '@estatekey/domain';
import { Link as RouterLink } from 'react-router';

import { NumberedSteps } from '../../../components/ui/numbered-steps';
import { PublicPageFrame } from './public-page-frame';
import { PublicPageSection } from './public-page-section';
import { TitledCardGrid } from './titled-card-grid';

const { about } = publicPagesTexts;

// The plans the registration form offers, in its order.
const PLAN_CARDS = PLANS.map((plan) => ({ title: about.planName(plan), body: about.planBody[plan] }));

/** /pricing, 'About Us' in the nav: who we are, how the service works, the plans and how to reach us. */
export function AboutPage() {
  return (
    <PublicPageFrame intro={about.intro}>
      <PublicPageSection title={about.whoTitle}>
        <Typography sx={{ maxWidth: 760 }}>{about.whoBody}</Typography>
      </PublicPageSection>
      <PublicPageSection title={about.howTitle}>
        <NumberedSteps steps={about.howSteps} />
      </PublicPageSection>
      <PublicPageSection title={about.plansTitle} intro={about.plansIntro}>
        <TitledCardGrid
          cards={PLAN_CARDS}
          columns={2}
          footer={() => (
            <Button component={RouterLink} to={paths.register} variant="contained" sx={{ alignSelf: 'flex-start' }}>
              {about.choosePlan}
            </Button>
          )}
        />
      </PublicPageSection>
      <PublicPageSection title={about.contactTitle}>
        <Typography sx={{ maxWidth: 760 }}>{about.contactBody}</Typography>
      </PublicPageSection>
    </PublicPageFrame>
  );
}
