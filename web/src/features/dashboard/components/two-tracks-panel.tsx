import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { dashboardTexts, saleRelations, signedInAreaTexts, twoTracksTexts as text, type Case } from '@estatekey/domain';
import { useState } from 'react';

import { CaseStagesPanel } from '../../../components/case-progress/case-stages-panel';
import { OutlinedField } from '../../../components/form';
import { LiveDataBoundary } from '../../../components/errors/live-data-boundary';
import { PropertyStatusPanel } from '../../../components/property-status/property-status-panel';
import { equalColumns } from '../../../components/ui/equal-columns';
import { ShowMoreButton } from '../../../components/ui/show-more-button';
import { SalePathPanel } from '../../../components/sale-path/sale-path-panel';
import { useAuthSession, useSignedInUid } from '../../../lib/auth/auth-session';
import { useMemberCasesSnapshot } from '../../../data/cases/use-member-cases';
import { useMemberProperty } from '../../../data/properties/use-member-properties';
import { DashboardSection } from './dashboard-section';

// Fixed ids: the panel shows once per page, and the case-stage latency bench reads the case track's heading by id.
const CASE_TRACK_ID = 'track-case';
const PROPERTY_TRACK_ID = 'track-property';

function CaseProperty({ legalCase }: { legalCase: Case }) {
  const propertyId = legalCase.propertyIds[0];
  if (propertyId === undefined) return <Typography color="text.secondary">{text.noProperty}</Typography>;
  return <LinkedProperty legalCase={legalCase} propertyId={propertyId} />;
}

function LinkedProperty({ legalCase, propertyId }: { legalCase: Case; propertyId: string }) {
  const live = useMemberProperty(propertyId);
  const session = useAuthSession();
  const uid = useSignedInUid();
  if (live.status === 'loading') return null;
  const property = live.data ?? undefined;
  const role = session.status === 'signedIn' ? session.role : null;
  // The sale path: live for a member of the property; a client who is not one (a co-executor) follows the live case,
  // which functions stamp on every change of the sale.
  const salePath = role !== null && (
    <SalePathPanel
      propertyId={propertyId}
      viewer={{ role, relations: saleRelations({ role, uid, property: property ?? null }, [legalCase]) }}
      live={property !== undefined}
      refreshKey={legalCase.saleUpdatedAt?.toISOString() ?? ''}
      headingLevel={4}
    />
  );
  if (!property) {
    return (
      <Stack spacing={2}>
        <Typography color="text.secondary">{text.propertyUnavailable}</Typography>
        {salePath}
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      <PropertyStatusPanel property={property} role={role} uid={uid} />
      {salePath}
    </Stack>
  );
}

function Tracks() {
  const cases = useMemberCasesSnapshot();
  const [chosenId, setChosenId] = useState<string | null>(null);
  if (cases.status === 'loading' || cases.data.length === 0) return null;
  const legalCase = cases.data.find((candidate) => candidate.id === chosenId) ?? cases.data[0];
  if (!legalCase) return null;
  return (
    <DashboardSection title={text.title}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {text.intro}
      </Typography>
      {cases.data.length > 1 && (
        <OutlinedField
          select
          size="small"
          label={text.selectCase}
          value={legalCase.id}
          onChange={(event) => setChosenId(event.target.value)}
          sx={{ mb: 2, minWidth: 260 }}
        >
          {cases.data.map((option) => (
            <option key={option.id} value={option.id}>
              {option.title}
            </option>
          ))}
        </OutlinedField>
      )}
      <ShowMoreButton showMore={cases.showMore} label={dashboardTexts.showMoreCases} />
      <Box
        sx={{ display: 'grid', gridTemplateColumns: equalColumns({ md: 2 }), gap: 3, '& > section': { minWidth: 0 } }}
      >
        <section aria-labelledby={CASE_TRACK_ID}>
          <Typography id={CASE_TRACK_ID} variant="h6" component="h3" sx={{ mb: 1 }}>
            {text.caseTrack}: {legalCase.title}
          </Typography>
          <CaseStagesPanel progressStatus={legalCase.progressStatus} showNextSteps />
        </section>
        <section aria-labelledby={PROPERTY_TRACK_ID}>
          <Typography id={PROPERTY_TRACK_ID} variant="h6" component="h3" sx={{ mb: 1 }}>
            {text.propertyTrack}
          </Typography>
          <CaseProperty legalCase={legalCase} />
        </section>
      </Box>
    </DashboardSection>
  );
}

/**
 * "Two tracks, one view": for a Guardian or Executor with a case, the case's six stages (each with what happens next)
 * beside its related property's twelve milestones, both live. Nothing shows for a client without a case.
 */
export function TwoTracksPanel() {
  return (
    <LiveDataBoundary
      label="case and property tracks"
      fallback={<Alert severity="warning">{signedInAreaTexts.progressUnavailable}</Alert>}
    >
      <Tracks />
    </LiveDataBoundary>
  );
}
