import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { publicPagesTexts, REQUIRED_DOCUMENTS_BY_CASE_TYPE, type RequiredDocument } from '@estatekey/domain';

import { PublicPageFrame } from './public-page-frame';
import { PublicPageSection } from './public-page-section';

const { resources } = publicPagesTexts;

// The documents issue's checklists, for the two kinds of sale this page explains.
const CHECKLISTS = [
  { title: resources.probateChecklistTitle, documents: REQUIRED_DOCUMENTS_BY_CASE_TYPE['Probate Real Estate'] },
  { title: resources.guardianshipChecklistTitle, documents: REQUIRED_DOCUMENTS_BY_CASE_TYPE['Guardian Property Sale'] },
] as const;

function Checklist({ title, documents }: { title: string; documents: readonly RequiredDocument[] }) {
  return (
    <Paper variant="outlined" sx={{ p: 3, height: '100%' }}>
      <Typography variant="h3" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1.5 }}>
        {documents.map((document) => (
          <li key={document.key}>
            <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
              {document.label}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary">
              {document.hint}
            </Typography>
          </li>
        ))}
      </Box>
    </Paper>
  );
}

/** /resources: plain-language guides on probate and guardianship sales, the usual documents and timelines. */
export function ResourcesPage() {
  return (
    <PublicPageFrame intro={resources.intro}>
      <Alert severity="info" sx={{ mb: { xs: 4, md: 6 } }}>
        {resources.disclaimer}
      </Alert>
      {resources.guides.map((guide) => (
        <PublicPageSection key={guide.key} title={guide.title}>
          {guide.paragraphs.map((paragraph) => (
            <Typography key={paragraph} sx={{ maxWidth: 760, mb: 2 }}>
              {paragraph}
            </Typography>
          ))}
        </PublicPageSection>
      ))}
      <PublicPageSection title={resources.documentsTitle} intro={resources.documentsIntro}>
        <Grid container spacing={3}>
          {CHECKLISTS.map((checklist) => (
            <Grid key={checklist.title} size={{ xs: 12, md: 6 }}>
              <Checklist title={checklist.title} documents={checklist.documents} />
            </Grid>
          ))}
        </Grid>
      </PublicPageSection>
      <PublicPageSection title={resources.timelinesTitle} intro={resources.timelinesIntro}>
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {resources.timelineStage}
                </TableCell>
                <TableCell component="th" scope="col">
                  {resources.timelineDuration}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {resources.timelines.map((row) => (
                <TableRow key={row.stage}>
                  <TableCell component="th" scope="row">
                    {row.stage}
                  </TableCell>
                  <TableCell>{row.duration}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      </PublicPageSection>
    </PublicPageFrame>
  );
}
