import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { pagesTexts, paths } from '@estatekey/domain';
import { Link as RouterLink } from 'react-router';

export function JoinCommunityBanner() {
  return (
    <Box
      component="section"
      aria-labelledby="join-community-title"
      sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 6, md: 8 } }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography id="join-community-title" variant="h2" sx={{ mb: 3, fontSize: { xs: '1.5rem', md: '1.875rem' } }}>
          {pagesTexts.ctaTitle}
        </Typography>
        <Button component={RouterLink} to={paths.register} variant="contained" color="secondary" size="large">
          {pagesTexts.joinCommunity}
        </Button>
      </Container>
    </Box>
  );
}
