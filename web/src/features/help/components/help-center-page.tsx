import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { dashboardTexts, pagesTexts, paths } from '@estatekey/domain';
import { Link as RouterLink } from 'react-router';

import { useAuthSession } from '../../../lib/auth/auth-session';
import { NumberedSteps } from '../../../components/ui/numbered-steps';
import { HELP_CENTER } from '../content/help-center';

function ContactLinks() {
  const session = useAuthSession();
  if (session.status !== 'signedIn') {
    return (
      <Button component={RouterLink} to={paths.landing} variant="contained">
        {HELP_CENTER.landingLink}
      </Button>
    );
  }
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      <Button component={RouterLink} to={paths.schedulePickup} variant="contained">
        {dashboardTexts.shortcuts.schedulePickup}
      </Button>
      <Button component={RouterLink} to={paths.submitProperty} variant="outlined">
        {dashboardTexts.shortcuts.submitProperty}
      </Button>
    </Stack>
  );
}

/** /help-center and /intake-process (the same page, spec part 1 §2.1): the intake steps, FAQ and where to get help. */
export function HelpCenterPage() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" gutterBottom>
        {pagesTexts.helpCenter.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {pagesTexts.helpCenter.body}
      </Typography>

      <Box component="section" aria-labelledby="intake-process-title" sx={{ mb: 5 }}>
        <Typography id="intake-process-title" variant="h2" sx={{ mb: 2 }}>
          {HELP_CENTER.intakeTitle}
        </Typography>
        <NumberedSteps steps={HELP_CENTER.intakeSteps} />
      </Box>

      <Box component="section" aria-labelledby="faq-title" sx={{ mb: 5 }}>
        <Typography id="faq-title" variant="h2" sx={{ mb: 2 }}>
          {HELP_CENTER.faqTitle}
        </Typography>
        {HELP_CENTER.faqs.map((faq) => (
          <Accordion key={faq.question} disableGutters variant="outlined">
            <AccordionSummary expandIcon={<ExpandMoreOutlined />}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {faq.question}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography color="text.secondary">{faq.answer}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>

      <Box component="section" aria-labelledby="contact-title">
        <Typography id="contact-title" variant="h2" sx={{ mb: 1 }}>
          {HELP_CENTER.contactTitle}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {HELP_CENTER.contactBody}
        </Typography>
        <ContactLinks />
      </Box>
    </Container>
  );
}
