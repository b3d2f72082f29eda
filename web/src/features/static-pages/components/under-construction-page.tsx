import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { pagesTexts, paths } from '@estatekey/domain';
import { useLocation, useNavigate } from 'react-router';

/** 'Page Under Construction' (spec part 1 §2.19) with a Go Back button; without history it goes to the dashboard. */
export function UnderConstructionPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { underConstruction } = pagesTexts;
  // react-router gives the first entry of a session the key 'default': there is nothing to go back to.
  const goBack = () => void (location.key === 'default' ? navigate(paths.home) : navigate(-1));

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <ConstructionOutlined color="primary" sx={{ fontSize: 56, mb: 2 }} aria-hidden />
      <Typography variant="h1" gutterBottom>
        {underConstruction.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {underConstruction.body}
      </Typography>
      <Button variant="contained" onClick={goBack}>
        {underConstruction.goBack}
      </Button>
    </Container>
  );
}
