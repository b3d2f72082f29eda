import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  documentsTexts,
  type Document,
  type DocumentGroup,
  type DocumentResponse,
  isDocumentGroupExpandedByDefault,
  type Role,
  UNCATEGORIZED_CASE_ID,
} from '@estatekey/domain';
import { Suspense, useId } from 'react';

import { CaseStagesPanel } from '../../../components/case-progress/case-stages-panel';
import { WhenNearViewport } from '../../../components/ui/when-near-viewport';
import { preloadableLazy } from '../../../lib/preloadable-lazy';
import { isAttorneySide } from '../api/use-document-lists';
import { DocumentList } from './document-list';
import { RequiredDocumentsChecklist } from './required-documents-checklist';

// Under the case's documents, so on a phone usually below the first screen: its form library, its two reads of the
// case's properties and its render wait until it nears the screen.
const caseProperties = preloadableLazy(() =>
  import('./case-properties').then((module) => module.CasePropertiesSection),
);

export interface DocumentGroupCardProps {
  readonly group: DocumentGroup;
  readonly role: Role;
  readonly uid: string;
  readonly live: ReadonlyMap<string, Document>;
  readonly onOpen: (document: DocumentResponse) => void;
}

/**
 * One case in the cases view: name, number and attorney ('Legal Counsel' when unknown), then for clients the case's six
 * stages read-only (spec part 2 §6), the required-documents checklist, the documents, and the associated properties
 * with the control that links one of the client's own. Expanded by default per the spec's rule.
 */
export function DocumentGroupCard({ group, role, uid, live, onOpen }: DocumentGroupCardProps) {
  const headingId = useId();
  const attorneyView = isAttorneySide(role);
  const isCase = group.caseId !== UNCATEGORIZED_CASE_ID;
  return (
    <Accordion
      defaultExpanded={isDocumentGroupExpandedByDefault(role, group.documents.length)}
      disableGutters
      variant="outlined"
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${headingId}-content`} id={headingId}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 0.5, sm: 2 }}
          sx={{ alignItems: { sm: 'center' }, width: '100%', minWidth: 0 }}
        >
          <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            {group.caseName}
          </Typography>
          {group.caseNumber && (
            <Typography variant="body2" color="text.secondary">
              {documentsTexts.caseNumberLabel}: {group.caseNumber}
            </Typography>
          )}
          {isCase && (
            <Typography variant="body2" color="text.secondary">
              {documentsTexts.attorneyLabel}: {group.attorneyName || documentsTexts.legalCounsel}
            </Typography>
          )}
          <Chip size="small" label={group.documents.length} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }} />
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <Stack spacing={2} divider={<Divider flexItem />}>
          {isCase && !attorneyView && group.progressStatus && <CaseStagesPanel progressStatus={group.progressStatus} />}
          <RequiredDocumentsChecklist group={group} clientView={!attorneyView} />
          <DocumentList documents={group.documents} live={live} uid={uid} attorneyView={attorneyView} onOpen={onOpen} />
          {isCase && (
            <WhenNearViewport>
              <Suspense fallback={null}>
                <caseProperties.Component caseId={group.caseId} caseName={group.caseName} attorneyView={attorneyView} />
              </Suspense>
            </WhenNearViewport>
          )}
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
