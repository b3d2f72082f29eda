import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { commonTexts, signedInAreaTexts, paths } from '@estatekey/domain';
import { Suspense, useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

import type { OnboardingForm } from './dashboard-view';

const { onboardingPending } = signedInAreaTexts;

/**
 * Shown on /home instead of the dashboard while onboarding is needed (spec part 1 §4). It names the form that applies
 * to the role; the attorney's form has its own page, the Guardian/Executor and agent wizards open here. Each wizard is
 * its own feature, so the app layer hands them in (`guardianOnboarding`, `agentOnboarding`: lazy elements, only users
 * who still have to onboard download them).
 */
export function OnboardingPendingPanel({
  form,
  guardianOnboarding,
  agentOnboarding,
}: {
  form: OnboardingForm;
  guardianOnboarding: ReactNode;
  agentOnboarding: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <AssignmentOutlined color="primary" sx={{ fontSize: 40, mb: 1 }} aria-hidden />
        <Typography id={titleId} variant="h4" component="h2" gutterBottom>
          {onboardingPending.title}
        </Typography>
        <Typography sx={{ mb: 2 }}>{onboardingPending.intro}</Typography>
        <Typography variant="subtitle2" component="p" color="text.secondary">
          {onboardingPending.formLabel}
        </Typography>
        <Typography variant="h6" component="p" gutterBottom>
          {onboardingPending.forms[form]}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {onboardingPending.descriptions[form]}
        </Typography>
        {form === 'attorney' ? (
          <Button component={RouterLink} to={paths.attorneyOnboarding} variant="contained">
            {onboardingPending.attorneyLink}
          </Button>
        ) : (
          <Suspense
            fallback={<CircularProgress aria-label={commonTexts.loading} sx={{ display: 'block', mx: 'auto' }} />}
          >
            {form === 'guardianExecutor' ? guardianOnboarding : agentOnboarding}
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}
