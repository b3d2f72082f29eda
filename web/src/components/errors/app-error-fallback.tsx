import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { webShellTexts } from '@estatekey/domain';

export function AppErrorFallback() {
  return (
    <Container component="main" maxWidth="sm" role="alert" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h1" gutterBottom>
        {webShellTexts.appError.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {webShellTexts.appError.body}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {webShellTexts.appError.reload}
      </Button>
    </Container>
  );
}
