import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { pagesTexts, webShellTexts, paths } from '@estatekey/domain';
import { Link as RouterLink } from 'react-router';

import { equalColumns } from '../ui/equal-columns';

const FOOTER_LINKS = [
  { label: pagesTexts.footer.faq, to: paths.faq },
  { label: pagesTexts.footer.privacy, to: paths.privacy },
  { label: pagesTexts.footer.terms, to: paths.terms },
] as const;

const newsletterInputSx: SxProps<Theme> = {
  flexGrow: 1,
  minWidth: 0,
  height: 40,
  px: 1.75,
  font: 'inherit',
  color: 'text.primary',
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'grey.600',
  borderRadius: 1,
  '&::placeholder': { color: 'text.secondary', opacity: 1 },
  '&:hover': { borderColor: 'text.primary' },
  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -1, borderColor: 'primary.main' },
};

/** The public site's footer (spec part 1 §2.2), on the landing page and the public pages. */
export function SiteFooter() {
  const { footer } = pagesTexts;
  return (
    <Box component="footer" sx={{ bgcolor: 'grey.900', color: 'grey.100', py: { xs: 6, md: 8 } }}>
      <Container maxWidth="lg">
        <Box sx={{ display: 'grid', gridTemplateColumns: equalColumns({ md: 2 }), gap: 4 }}>
          <div>
            <Paper sx={{ p: 3, color: 'text.primary' }}>
              <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
                {footer.newsletterTitle}
              </Typography>
              {/* The spec shows the newsletter box without an action; submitting only keeps the visitor on the page. */}
              <Stack
                component="form"
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                onSubmit={(event) => event.preventDefault()}
              >
                {/* A styled native input: MUI's input components (InputBase, OutlinedInput, FormControl) would add
                    about 7 kB gzip to the landing page's first load for one field that sits below the fold. */}
                <Box
                  component="input"
                  id="newsletter-email"
                  type="email"
                  name="newsletterEmail"
                  autoComplete="email"
                  placeholder={footer.newsletterPlaceholder}
                  aria-label={footer.newsletterPlaceholder}
                  sx={newsletterInputSx}
                />
                <Button type="submit" variant="contained" color="secondary" sx={{ flexShrink: 0 }}>
                  {footer.newsletterButton}
                </Button>
              </Stack>
            </Paper>
          </div>
          <div>
            <Stack
              component="nav"
              aria-label={webShellTexts.footerNavigation}
              direction="row"
              spacing={3}
              sx={{ justifyContent: { md: 'flex-end' }, flexWrap: 'wrap' }}
              useFlexGap
            >
              {FOOTER_LINKS.map((link) => (
                <Link key={link.to} component={RouterLink} to={link.to} color="inherit">
                  {link.label}
                </Link>
              ))}
            </Stack>
          </div>
        </Box>
        {/* The landing page is prerendered: its year is the build's until the browser's render replaces it. */}
        <Typography variant="body2" sx={{ mt: 4, color: 'grey.300' }} suppressHydrationWarning>
          {footer.copyright(new Date().getFullYear())}
        </Typography>
      </Container>
    </Box>
  );
}
