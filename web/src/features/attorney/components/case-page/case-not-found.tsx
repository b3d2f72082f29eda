import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { attorneyTexts, paths } from '@estatekey/domain';
import { Link as RouterLink } from 'react-router';

const text = attorneyTexts.caseDetail;

/** 'Case Not Found' with a way back to the dashboard. */
export function CaseNotFound() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {text.notFoundTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {text.notFoundBody}
      </Typography>
      <Button component={RouterLink} to={paths.attorneyDashboard} variant="contained">
        {text.returnToDashboard}
      </Button>
    </Paper>
  );
}
