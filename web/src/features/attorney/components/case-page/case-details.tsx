import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  attorneyTexts,
  type CaseResponse,
  type DocumentResponse,
  formatLocalDate,
  formatPropertyLabel,
} from '@estatekey/domain';
import { useState } from 'react';

import { CaseStagesEditor } from '../../../../components/case-progress/case-stages-editor';
import { SectionCard } from '../../../../components/ui/section-card';
import { CasePriorityChip, CaseStatusChip } from '../case-chips';
import { CaseClientSection } from './case-client-section';
import { CaseDocumentList } from './case-document-list';
import { CasePropertySection } from './case-property-section';
import { CaseSalePath } from './case-sale-path';
import { NotesEditor } from './notes-editor';
import { StatusSelect } from './status-select';

const text = attorneyTexts.caseDetail;
const extra = attorneyTexts.caseDetail;

/** What the screen saved, and when the save was done (`performance.now()`). */
interface SavedChanges {
  readonly at: number;
  readonly changes: Partial<CaseResponse>;
}

/** The saved changes that still stand over an answer requested at `requestedAt`: those saved after it was requested. */
function changesOver(requestedAt: number, saved: SavedChanges | null): Partial<CaseResponse> {
  return saved !== null && requestedAt < saved.at ? saved.changes : {};
}

/** The loaded case (as last fetched, so changes by others show): its heading and status, then description, notes and documents beside client, property and progress. */
export function CaseDetails({
  initial,
  requestedAt,
  documents,
}: {
  initial: CaseResponse;
  /** When the request that answered `initial` started (`performance.now()`). */
  requestedAt: number;
  documents: readonly DocumentResponse[];
}) {
  // A save shows at once, and over every answer requested before it was done (one fetched for an earlier live change
  // may arrive after it, without it); an answer requested later (the live case saw the save) replaces it.
  const [saved, setSaved] = useState<SavedChanges | null>(null);
  const legalCase = { ...initial, ...changesOver(requestedAt, saved) };
  const showSaved = (changes: Partial<CaseResponse>) =>
    setSaved((previous) => ({ at: performance.now(), changes: { ...changesOver(requestedAt, previous), ...changes } }));
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <Typography variant="h1" sx={{ mr: 1, overflowWrap: 'anywhere' }}>
          {legalCase.title}
        </Typography>
        <CaseStatusChip status={legalCase.status} />
        <CasePriorityChip priority={legalCase.priority} />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Typography color="text.secondary">
          {text.opened}: {formatLocalDate(legalCase.createdAt)}
        </Typography>
        {legalCase.caseNumber && (
          <Typography color="text.secondary">{extra.caseNumber(legalCase.caseNumber)}</Typography>
        )}
        <StatusSelect caseId={legalCase._id} status={legalCase.status} onChange={(status) => showSaved({ status })} />
      </Box>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }} sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
          <SectionCard title={text.description}>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{legalCase.description}</Typography>
          </SectionCard>
          {/* The notes field's own label names this block. */}
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <NotesEditor caseId={legalCase._id} notes={legalCase.attorneyNotes ?? ''} />
          </Paper>
          <SectionCard title={text.documents}>
            <CaseDocumentList caseId={legalCase._id} documents={documents} />
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }} sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
          <CaseClientSection legalCase={legalCase} />
          <CasePropertySection
            caseId={legalCase._id}
            propertyId={legalCase.propertyId}
            address={legalCase.propertyAddress}
            onLinked={(property) =>
              showSaved(
                legalCase.propertyId === null
                  ? { propertyId: property._id, propertyAddress: formatPropertyLabel(property) }
                  : {},
              )
            }
          />
          {legalCase.propertyId !== null && <CaseSalePath legalCase={legalCase} propertyId={legalCase.propertyId} />}
          <SectionCard title={extra.progress}>
            <CaseStagesEditor caseId={legalCase._id} progressStatus={legalCase.progressStatus} onUpdated={showSaved} />
          </SectionCard>
        </Grid>
      </Grid>
    </Box>
  );
}
