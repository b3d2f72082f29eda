import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

import { LAST_UPDATED_LABEL, type LegalDocument } from '../content/legal-document';

/** A legal text: title, date of the last change, intro and numbered sections. */
export function LegalPage({ title, document }: { title: string; document: LegalDocument }) {
  const lastUpdated = new Date(`${document.lastUpdated}T00:00:00`).toLocaleDateString(undefined, { dateStyle: 'long' });
  return (
    <Container maxWidth="md" component="article" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {LAST_UPDATED_LABEL}: <time dateTime={document.lastUpdated}>{lastUpdated}</time>
      </Typography>
      <Typography sx={{ mb: 4 }}>{document.intro}</Typography>
      {document.sections.map((section, index) => (
        <Box component="section" key={section.heading} sx={{ mb: 3 }}>
          <Typography variant="h5" component="h2" gutterBottom>
            {index + 1}. {section.heading}
          </Typography>
          {section.paragraphs.map((paragraph) => (
            <Typography key={paragraph} sx={{ mb: 1.5 }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
      ))}
    </Container>
  );
}
