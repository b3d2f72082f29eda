import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { pagesTexts, paths } from '@estatekey/domain';
import { Link as RouterLink } from 'react-router';

/** /subscription/success: the Dutch payment thanks page (spec part 1 §2.19). */
export function PaymentThanksPage() {
  const { paymentThanks } = pagesTexts;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <CheckCircleOutlined color="success" sx={{ fontSize: 56, mb: 2 }} aria-hidden />
      <Typography variant="h1" lang="nl" gutterBottom>
        {paymentThanks.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {paymentThanks.body}
      </Typography>
      <Button component={RouterLink} to={paths.login} variant="contained">
        {paymentThanks.loginLink}
      </Button>
    </Container>
  );
}
