import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { dashboardTexts, signedInAreaTexts, paths } from '@estatekey/domain';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';

/** A company user whose company details are incomplete, with no onboarding form to fill in (spec part 1 §2.10). */
export function CompleteProfilePrompt() {
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <Typography id={titleId} variant="h4" component="h2" gutterBottom>
          {dashboardTexts.completeProfile}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {signedInAreaTexts.completeProfile.body}
        </Typography>
        <Button component={RouterLink} to={paths.profileSettings} variant="contained">
          {signedInAreaTexts.completeProfile.link}
        </Button>
      </CardContent>
    </Card>
  );
}
