import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { pagesTexts } from '@estatekey/domain';

import { equalColumns } from '../../../components/ui/equal-columns';

/** 'Discover How We Can Help You': the three steps, as an ordered list. */
export function HowWeHelpSection() {
  return (
    <Box
      component="section"
      aria-labelledby="how-we-help-title"
      sx={{ bgcolor: 'background.paper', py: { xs: 6, md: 10 } }}
    >
      <Container maxWidth="lg">
        <Typography id="how-we-help-title" variant="h2" align="center" sx={{ mb: { xs: 4, md: 6 } }}>
          {pagesTexts.discoverHowWeCanHelp}
        </Typography>
        <Box
          component="ol"
          sx={{
            display: 'grid',
            gridTemplateColumns: equalColumns({ md: 3 }),
            gap: 4,
            listStyle: 'none',
            p: 0,
            m: 0,
          }}
        >
          {pagesTexts.steps.map((step, index) => (
            <Box key={step.title} component="li" sx={{ textAlign: 'center' }}>
              <Avatar aria-hidden sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', mx: 'auto', mb: 2 }}>
                {index + 1}
              </Avatar>
              <Typography variant="h3" sx={{ fontSize: '1.25rem', mb: 1 }}>
                {step.title}
              </Typography>
              <Typography color="text.secondary">{step.body}</Typography>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
